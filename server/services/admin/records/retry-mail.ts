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
import { mailRowColumns, toAdminMail } from "./list-mail";

export async function retryMail(
  context: Pick<TAppContext, "db" | "logger">,
  options: { user: TActor; id: number },
): Promise<TAdminMail> {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  // One statement: of two retries at once, one queues it and the other finds it no longer failed.
  const [queued] = await context.db
    .update(mailQueue)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, sentAt: null })
    .where(and(eq(mailQueue.id, options.id), eq(mailQueue.status, "failed")))
    .returning(mailRowColumns);
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
