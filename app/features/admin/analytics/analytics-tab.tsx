/** Admin > Analytics. */
export function AnalyticsTab() {
  return null;
}
