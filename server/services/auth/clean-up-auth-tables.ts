import type { TAppContext } from "../../context";
import { deleteOldLoginAttempts } from "./authenticate";
import { deleteExpiredSessions } from "./session";

/**
 * Deletes sessions past their idle timeout and failed sign-ins older than the rate-limit
 * window. Safe to run at any time and from several processes; run by housekeeping (server/tasks/housekeeping.ts).
 */
export async function cleanUpAuthTables(context: TAppContext): Promise<void> {
  await deleteExpiredSessions(context);
  await deleteOldLoginAttempts(context);
}
