import { asc, eq } from "drizzle-orm";
import type { TApplicationStatusChange } from "@common/applications/schemas";
import type { TAppContext } from "../../context";
import { applicationStatusChanges } from "../../db/schema";
import { findReadableApplication, type TApplicationUser } from "./application-access";

/** Every move of the application, the first (applied) first. */
export async function getApplicationHistory(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number },
): Promise<TApplicationStatusChange[]> {
  const { row } = await findReadableApplication(context, options);
  const changes = await context.db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, row.id))
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
  return changes.map((change) => ({
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    actorRole: change.actorRole,
    changedAt: change.changedAt.toISOString(),
  }));
}
