import { and, desc, eq } from "drizzle-orm";
import type { TApplication } from "@common/applications/schemas";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { applications } from "../../db/schema";
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

/** Whether the user has applied to the job (a withdrawn application counts: one per job). */
export async function hasApplied(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id">; jobId: number },
): Promise<boolean> {
  const [row] = await context.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, options.user.id), eq(applications.jobId, options.jobId)))
    .limit(1);
  return Boolean(row);
}
