/** The Jobs tab's job sync panel: figures, "Sync now", the runs and the sources. */
export function JobSyncPanel() {
  return null;
}
