import { eq } from "drizzle-orm";
import { canWithdrawApplication } from "@common/applications/pipeline";
import type { TApplication } from "@common/applications/schemas";
import { permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { applications, applicationStatusChanges } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import {
  findReadableApplication,
  toApplicationJson,
  type TApplicationListRow,
  type TApplicationUser,
} from "./application-access";

/**
 * POST /api/applications/{id}/withdraw: the applicant takes an application back, from any status
 * that is not final. Withdrawn is final: applying to the job again stays refused.
 */
export async function withdrawApplication(
  context: TAppContext,
  options: { user: TApplicationUser; id: number },
): Promise<TApplication> {
  const row = await context.db.transaction(async (tx) => {
    const found = await findReadableApplication(inTransaction(context, tx), { ...options, forUpdate: true });
    assertPermitted(
      permissions.withdrawApplication(options.user, found.row.userId),
      "applications.errors.applicantOnly",
    );
    if (!canWithdrawApplication(found.row.status)) {
      throw new AppError("CONFLICT", "applications.errors.cannotWithdraw");
    }
    const [updated] = await tx
      .update(applications)
      .set({ status: "withdrawn", updatedAt: new Date() })
      .where(eq(applications.id, found.row.id))
      .returning();
    await tx.insert(applicationStatusChanges).values({
      applicationId: found.row.id,
      fromStatus: found.row.status,
      toStatus: "withdrawn",
      actorRole: "applicant",
    });
    return updated as TApplicationListRow;
  });
  return toApplicationJson(row);
}
