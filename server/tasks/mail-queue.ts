// The mail queue, every 15 seconds and once at start: sends the due messages of the mail_queue
// table through SMTP (retrying failures with backoff), or, without SMTP_URL and MAIL_FROM, marks
// them delivered to the local outbox (platform/mail/mail-queue.ts); and deletes messages sent,
// in the outbox or failed more than 30 days ago. Safe to run twice at once.
import type { TAppContext } from "../context";
import { deleteOldMail, deliverDueMail } from "../platform/mail/mail-queue";
import type { TTask } from "./runner";

export const MAIL_QUEUE_INTERVAL_MS = 15_000;

export function createMailQueueTask(context: TAppContext): TTask {
  return {
    name: "mail-queue",
    intervalMs: MAIL_QUEUE_INTERVAL_MS,
    runAtStart: true,
    async run() {
      const report = await deliverDueMail(context);
      const deleted = await deleteOldMail(context);
      if (report.sent + report.outbox + report.retrying + report.failed + deleted > 0)
        context.logger.info({ ...report, deleted }, "mail queue delivered");
    },
  };
}
