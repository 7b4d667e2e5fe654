// PUT /api/applications/{id}/status: the job's company (or an administrator) moves an application
// through the pipeline (common/applications/pipeline.ts). The same status again changes and
// records nothing; each change is recorded with the mover's role and mailed to the applicant.
import { eq } from "drizzle-orm";
import { canMoveApplication, type TApplicationStatus } from "@common/applications/pipeline";
import type { TApplication } from "@common/applications/schemas";
import { isAdmin, permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { applications, applicationStatusChanges } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { MAILED_APPLICATION_STATUSES } from "../../platform/mail/templates";
import {
  findReadableApplication,
  toApplicationJson,
  type TApplicationListRow,
  type TApplicationUser,
} from "./application-access";
import { mailApplicant } from "./mail-applicant";

type TMailedStatus = (typeof MAILED_APPLICATION_STATUSES)[number];

function isMailedStatus(status: TApplicationStatus): status is TMailedStatus {
  return (MAILED_APPLICATION_STATUSES as readonly string[]).includes(status);
}

export async function changeApplicationStatus(
  context: TAppContext,
  options: { user: TApplicationUser; id: number; status: TApplicationStatus },
): Promise<TApplication> {
  const { user, status } = options;
  // Only the applicant withdraws, through its own call.
  if (status === "withdrawn") {
    throw new AppError("BAD_REQUEST", "applications.errors.applicantWithdraws", {
      status: "applications.errors.applicantWithdraws",
    });
  }
  const { row, changed } = await context.db.transaction(async (tx) => {
    const found = await findReadableApplication(inTransaction(context, tx), { ...options, forUpdate: true });
    assertPermitted(permissions.moveApplication(user, found.companyOwnerId), "applications.errors.hiringSideOnly");
    if (found.row.status === status) return { row: found.row, changed: false };
    if (!canMoveApplication(found.row.status, status)) {
      throw new AppError("CONFLICT", "applications.errors.cannotMove", { status: "applications.errors.cannotMove" });
    }
    const [updated] = await tx
      .update(applications)
      .set({ status, updatedAt: new Date() })
      .where(eq(applications.id, found.row.id))
      .returning();
    await tx.insert(applicationStatusChanges).values({
      applicationId: found.row.id,
      fromStatus: found.row.status,
      toStatus: status,
      // An administrator who is not the job's company acts as the administrator.
      actorRole: user.id === found.companyOwnerId || !isAdmin(user) ? "company" : "admin",
    });
    return { row: updated as TApplicationListRow, changed: true };
  });
  if (changed && isMailedStatus(status)) {
    await mailApplicant(context, {
      row,
      template: "application-status",
      data: { status, link: `${context.env.PUBLIC_URL}/dashboard` },
    });
  }
  return toApplicationJson(row);
}
