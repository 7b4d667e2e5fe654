import { eq } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { queueMail } from "../../platform/mail/mail-queue";
import type { TMailTemplates } from "../../platform/mail/templates";
import type { TApplicationListRow } from "./application-access";

type TApplicantTemplate = "application-status" | "interview-scheduled";
type TCommonFields = "firstName" | "jobTitle" | "company";

/**
 * Queues a notification mail about an application to its applicant's account (none once the
 * account is deleted; queueMail skips it while their switch is off). A failure is logged and
 * never fails the change the mail is about.
 */
export async function mailApplicant<K extends TApplicantTemplate>(
  context: TAppContext,
  options: { row: TApplicationListRow; template: K; data: Omit<TMailTemplates[K], TCommonFields> },
): Promise<void> {
  const { row, template } = options;
  if (row.userId === null) return;
  try {
    const [applicant] = await context.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!applicant) return;
    const job = row.jobSnapshot as { title?: string; company?: string };
    await queueMail(context, {
      to: applicant.email,
      userId: row.userId,
      template,
      data: {
        ...options.data,
        firstName: applicant.firstName,
        jobTitle: job.title ?? "",
        company: job.company ?? "",
      } as TMailTemplates[K],
    });
  } catch (error) {
    context.logger.warn({ err: error, applicationId: row.id, template }, "an applicant's mail could not be queued");
  }
}
