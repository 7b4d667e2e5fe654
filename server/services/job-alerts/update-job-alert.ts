import { and, eq, ne, sql } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import {
  isSameJobAlertCriteria,
  toJobAlertCriteria,
  type TJobAlert,
  type TUpdateJobAlertInput,
} from "@common/job-alerts/schemas";
import type { TAppContext } from "../../context";
import { jobAlerts, users } from "../../db/schema";
import { assertCanKeepJobAlerts } from "./can-keep-job-alerts";
import { duplicateJobAlert, jobAlertNotFound, toJobAlert } from "./job-alert-answer";

/**
 * Renames, pauses or resumes an alert of the user's, or gives it new criteria (the whole search;
 * the same search as another of their alerts is 409). Another user's alert is 404. New criteria
 * and resuming start from now: jobs posted meanwhile, or matching only the old search, are not
 * mailed.
 */
export async function updateJobAlert(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; id: number; input: TUpdateJobAlertInput },
): Promise<TJobAlert> {
  assertCanKeepJobAlerts(options.user);
  const { user, id, input } = options;
  return context.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [current] = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, user.id)));
    if (!current) throw jobAlertNotFound();
    const criteria = input.criteria ? toJobAlertCriteria(input.criteria) : undefined;
    if (criteria) {
      const others = await tx
        .select()
        .from(jobAlerts)
        .where(and(eq(jobAlerts.userId, user.id), ne(jobAlerts.id, id)));
      if (others.some((alert) => isSameJobAlertCriteria(toJobAlertCriteria(alert), criteria))) {
        throw duplicateJobAlert();
      }
    }
    const isResuming = input.isPaused === false && current.isPaused;
    const isNewSearch = criteria !== undefined && !isSameJobAlertCriteria(toJobAlertCriteria(current), criteria);
    const [row] = await tx
      .update(jobAlerts)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.isPaused !== undefined ? { isPaused: input.isPaused } : {}),
        ...(criteria ?? {}),
        ...(isResuming || isNewSearch ? { lastCheckedAt: sql`now()` } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, user.id)))
      .returning();
    return toJobAlert(row);
  });
}
