/** The console's Settings tab. */
export function SettingsTab() {
  return null;
}
