// "Delete my account": the owner confirms with the password; the last administrator
// is refused. In one transaction the account's security log loses its e-mail and addresses, the
// mail kept for it goes, and the account is deleted; the database's foreign keys take sessions,
// links, resumes, the job-seeker profile, uploads, saved jobs, conversations with the assistant,
// and a company account's company and its jobs with it (applications to them stay the applicants', without the company's notes),
// and keep page statistics without the account.
import { and, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { isAdmin } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import {
  actionAttempts,
  applicationNotes,
  applications,
  auditEvents,
  companies,
  jobs,
  loginAttempts,
  mailQueue,
  users,
  type TUserRow,
} from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/passwords";
import { recordAuditEvent, type TAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";

/** Deletion attempts one account may make per hour (right or wrong password). */
export const ACCOUNT_DELETIONS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Events whose detail names e-mail addresses: the detail goes with the account. */
const EVENTS_NAMING_ADDRESSES: TAuditEvent[] = ["email.change-requested", "email.changed"];

export async function deleteAccount(
  context: TAppContext,
  options: { userId: number; password: string; request: TAuditRequest },
): Promise<void> {
  const isAllowed = await isWithinLimit(context, {
    action: "account-deletion.account",
    key: String(options.userId),
    limit: ACCOUNT_DELETIONS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "accountData.tooManyAttempts", {}, HOUR_MS / 1000);
  const [user] = await context.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  if (!(await verifyPassword(user.passwordHash, options.password))) {
    throw new AppError("BAD_REQUEST", "settings.security.currentPasswordWrong", {
      password: "settings.security.currentPasswordWrong",
    });
  }
  await removeAccount(context, { user, requestId: options.request.requestId });
}

/**
 * Removes and anonymises the account, in one transaction (the file's header says what goes);
 * the last administrator is refused. The owner's deletion records "account.deleted"; an
 * administrator's (`by`, decision 031) records "admin.user-deleted" with the administrator's id.
 */
export async function removeAccount(
  context: TAppContext,
  options: { user: TUserRow; requestId: string | null; by?: number },
): Promise<void> {
  const { user } = options;
  await context.db.transaction(async (tx) => {
    if (isAdmin(user)) {
      // Two administrators deleting themselves at once are counted one after the other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-deletion.administrators'))`);
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), ne(users.id, user.id)));
      if (others.n === 0) throw new AppError("CONFLICT", "accountData.lastAdmin");
    }
    const ofTheAccount = or(
      eq(auditEvents.userId, user.id),
      and(isNull(auditEvents.userId), eq(auditEvents.email, user.email)),
    );
    await tx
      .update(auditEvents)
      .set({
        email: null,
        ipAddress: null,
        detail: sql`case when ${inArray(auditEvents.event, EVENTS_NAMING_ADDRESSES)} then null else ${auditEvents.detail} end`,
      })
      .where(ofTheAccount);
    // The account's id only: it names no one once the account is gone.
    await recordAuditEvent(inTransaction(context, tx), {
      event: options.by === undefined ? "account.deleted" : "admin.user-deleted",
      userId: user.id,
      requestId: options.requestId,
      detail: { userId: user.id, userType: user.userType, ...(options.by === undefined ? {} : { by: options.by }) },
    });
    await tx.delete(mailQueue).where(or(eq(mailQueue.userId, user.id), eq(mailQueue.to, user.email)));
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, user.email));
    await tx.delete(actionAttempts).where(eq(actionAttempts.key, user.email));
    // The hiring loop's applications are anonymised here, before the account goes: the company
    // keeps the job, the dates and the status history of a past application, without the
    // applicant's name, contact details or the resume sent (which holds both).
    await tx
      .update(applications)
      .set({ applicantName: null, applicantEmail: null, resumeTitle: "", resumeContent: {}, resumePdf: null })
      .where(eq(applications.userId, user.id));
    // A company's private notes go with it; its applicants keep their applications (the job's
    // foreign key lets go of them), with the history, the interviews and the job as sent.
    await tx
      .delete(applicationNotes)
      .where(
        inArray(
          applicationNotes.applicationId,
          tx
            .select({ id: applications.id })
            .from(applications)
            .innerJoin(jobs, eq(jobs.id, applications.jobId))
            .innerJoin(companies, eq(companies.id, jobs.companyId))
            .where(eq(companies.userId, user.id)),
        ),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
