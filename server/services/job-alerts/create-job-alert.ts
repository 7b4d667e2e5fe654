import { eq } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TTranslate } from "@common/i18n";
import {
  isSameJobAlertCriteria,
  jobAlertName,
  MAX_JOB_ALERTS,
  toJobAlertCriteria,
  type TCreateJobAlertInput,
  type TJobAlert,
} from "@common/job-alerts/schemas";
import type { TAppContext } from "../../context";
import { jobAlerts, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertCanKeepJobAlerts } from "./can-keep-job-alerts";
import { duplicateJobAlert, toJobAlert } from "./job-alert-answer";

/**
 * Saves a search as a job alert, named after the search unless a name is given. Refused, with
 * nothing written: the same search again (409) and a 21st alert (409). The count and the insert
 * happen under a lock on the user's row, so two requests at once cannot pass the limit together.
 * New jobs are those posted from now on.
 */
export async function createJobAlert(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; input: TCreateJobAlertInput; t: TTranslate },
): Promise<TJobAlert> {
  assertCanKeepJobAlerts(options.user);
  const criteria = toJobAlertCriteria(options.input);
  const name = options.input.name ?? jobAlertName(criteria, options.t);
  return context.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.user.id)).for("update");
    const existing = await tx.select().from(jobAlerts).where(eq(jobAlerts.userId, options.user.id));
    if (existing.some((alert) => isSameJobAlertCriteria(toJobAlertCriteria(alert), criteria))) {
      throw duplicateJobAlert();
    }
    if (existing.length >= MAX_JOB_ALERTS) throw new AppError("CONFLICT", "jobAlerts.errors.limitReached");
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId: options.user.id, name, ...criteria })
      .returning();
    return toJobAlert(row);
  });
}
