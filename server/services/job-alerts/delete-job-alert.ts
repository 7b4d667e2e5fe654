import { and, eq } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { jobAlerts } from "../../db/schema";
import { assertCanKeepJobAlerts } from "./can-keep-job-alerts";
import { jobAlertNotFound } from "./job-alert-answer";

/** Deletes an alert of the user's (with what it has sent); another user's, or none, is 404. */
export async function deleteJobAlert(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; id: number },
): Promise<void> {
  assertCanKeepJobAlerts(options.user);
  const deleted = await context.db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, options.id), eq(jobAlerts.userId, options.user.id)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw jobAlertNotFound();
}
