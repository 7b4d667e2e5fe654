// POST /api/admin/outbox/{id}/retry: a message given up as failed is queued again, due at once
// with its attempts counted from zero, so the mail-queue task (every 15 seconds) tries it up to
// MAX_MAIL_ATTEMPTS times more; its last error stays shown until the next attempt. Any other
// message is refused with 409: a queued one is already waiting, a sent one went (decision 032).
import { and, eq, sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminMail } from "@common/admin/records";
import type { TAppContext } from "../../../context";
import { mailQueue } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { inTransaction } from "../../../db/transaction";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";
import { mailRowColumns, toAdminMail } from "./list-mail";

export async function retryMail(
  context: TAppContext,
  options: { user: TActor & { email: string }; id: number; request: TAuditRequest },
): Promise<TAdminMail> {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  const queued = await context.db.transaction(async (tx) => {
    // One statement: of two retries at once, one queues it and the other finds it no longer failed.
    const [row] = await tx
      .update(mailQueue)
      .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, sentAt: null })
      .where(and(eq(mailQueue.id, options.id), eq(mailQueue.status, "failed")))
      .returning(mailRowColumns);
    if (row) {
      await recordAuditEvent(inTransaction(context, tx), {
        event: "admin.mail-retried",
        userId: options.user.id,
        email: options.user.email,
        ...options.request,
        detail: { by: options.user.id, mailId: row.id, to: row.to },
      });
    }
    return row;
  });
  if (queued) {
    context.logger.info({ mailId: queued.id, by: options.user.id }, "an administrator queued a failed mail again");
    return toAdminMail(queued);
  }
  const [exists] = await context.db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(eq(mailQueue.id, options.id))
    .limit(1);
  if (!exists) throw new AppError("NOT_FOUND", "adminRecords.outbox.notFound");
  throw new AppError("CONFLICT", "adminRecords.outbox.notFailed");
}
