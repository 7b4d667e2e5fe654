import { and, desc, eq } from "drizzle-orm";
import type { TApplication } from "@common/applications/schemas";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { applicationStatusChanges, applications, type TApplicationStatus } from "../../db/schema";
import { applicationColumns, toApplicationJson } from "./application-access";

/** The user's own applications, the newest first; nobody else's, whatever the request says. */
export async function listApplications(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id"> },
): Promise<TApplication[]> {
  const rows = await context.db
    .select(applicationColumns)
    .from(applications)
    .where(eq(applications.userId, options.user.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toApplicationJson);
}

/**
 * The user's application to the job, if any: its status and, once withdrawn, when. One per job,
 * so a withdrawn application still stands between the user and applying again.
 */
export async function findOwnApplicationForJob(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id">; jobId: number },
): Promise<{ status: TApplicationStatus; withdrawnAt: string | null } | null> {
  const [row] = await context.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, options.user.id), eq(applications.jobId, options.jobId)))
    .limit(1);
  if (!row) return null;
  if (row.status !== "withdrawn") return { status: row.status, withdrawnAt: null };
  const [change] = await context.db
    .select({ changedAt: applicationStatusChanges.changedAt })
    .from(applicationStatusChanges)
    .where(and(eq(applicationStatusChanges.applicationId, row.id), eq(applicationStatusChanges.toStatus, "withdrawn")))
    .orderBy(desc(applicationStatusChanges.changedAt))
    .limit(1);
  return { status: row.status, withdrawnAt: change ? change.changedAt.toISOString() : null };
}
