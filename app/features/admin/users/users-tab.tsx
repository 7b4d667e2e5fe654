/** The console's Users tab. */
export function UsersTab() {
  return null;
}
