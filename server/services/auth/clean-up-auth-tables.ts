import type { TAppContext } from "../../context";
import { deleteOldAccountTokens } from "./account-tokens";
import { deleteOldActionAttempts } from "../../platform/rate-limits/rate-limits";
import { deleteOldSignInRecords } from "./authenticate";
import { deleteOldRegistrationAttempts } from "./registration-limit";
import { deleteExpiredSessions } from "./session";

/**
 * Deletes sessions past their idle timeout or lifetime, failed sign-ins and registrations older
 * than their limit's window, and sign-in addresses older than 30 days; reset and verification
 * tokens once expired or a day after use, and rate-limit counts past their window. The audit log
 * is kept.
 * Safe to run at any time and from several processes; run by housekeeping (server/tasks/housekeeping.ts).
 */
export async function cleanUpAuthTables(context: TAppContext): Promise<void> {
  await deleteExpiredSessions(context);
  await deleteOldSignInRecords(context);
  await deleteOldRegistrationAttempts(context);
  await deleteOldAccountTokens(context);
  await deleteOldActionAttempts(context);
}
