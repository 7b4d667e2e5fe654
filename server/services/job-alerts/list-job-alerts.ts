import { desc, eq } from "drizzle-orm";
import type { TJobAlert } from "@common/job-alerts/schemas";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { jobAlerts } from "../../db/schema";
import { assertCanKeepJobAlerts } from "./can-keep-job-alerts";
import { toJobAlert } from "./job-alert-answer";

/** The user's job alerts, newest first. */
export async function listJobAlerts(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType"> },
): Promise<TJobAlert[]> {
  assertCanKeepJobAlerts(options.user);
  const rows = await context.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, options.user.id))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toJobAlert);
}
