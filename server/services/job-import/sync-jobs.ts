// One sync of every configured source.
import type { TAppContext } from "../../context";

export interface TSyncOptions {
  trigger: "scheduled" | "manual";
  /** The administrator who pressed "Sync now". */
  startedBy?: number | null;
}

export async function syncJobs(_context: TAppContext, _options: TSyncOptions): Promise<{ runId: number | null }> {
  return { runId: null };
}
