// The mail service: queueMail renders a template and writes the message to the mail_queue table
// (a request never waits for SMTP); deliverDueMail, run by the mail-queue task, sends the due
// messages through SMTP when SMTP_URL and MAIL_FROM are set, retrying with backoff, or else marks
// them delivered to the local outbox (the same table), which administrators read.
import { and, asc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { isSupportedLanguage, type TLanguage } from "@common/i18n";
import { isDigits } from "@common/i18n/formats";
import type { TAppContext } from "../../context";
import { mailQueue, users } from "../../db/schema";
import { appSecret } from "../app-secret/app-secret";
import { MAIL_LISTS, renderMail, type TMailTemplate, type TMailTemplates, type TUnsubscribeFooter } from "./templates";
import { signUnsubscribeToken, type TUnsubscribeList, unsubscribeHeaders } from "./unsubscribe-token";
import { outboxLine } from "./outbox";

/** Sending attempts before a message is given up as failed. */
export const MAX_MAIL_ATTEMPTS = 6;
/** The wait after the 1st, 2nd, ... failed attempt. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * 60_000);
/** How long a message being sent is kept from other senders (a process that dies mid-send). */
const CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 50;

export interface TQueueMailOptions<K extends TMailTemplate> {
  to: string;
  template: K;
  data: TMailTemplates[K];
  /** The recipient's account, when the mail is to one (a notification mail always is). */
  userId?: number | null;
  /**
   * For an address without an account: the language of the request that caused the mail
   * (English if none). A mail to an account is in the account's language.
   */
  language?: TLanguage;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

const LIST_SWITCHES = {
  notifications: users.emailNotifications,
  "job-alerts": users.jobAlerts,
  digest: users.weeklyDigest,
} as const satisfies Record<TUnsubscribeList, unknown>;

/**
 * The account's language and digits, and whether its switch for this list is on (false for an account that
 * is gone or suspended (decision 031), or with no list: the caller does not ask).
 */
async function recipientOf(context: Pick<TAppContext, "db">, userId: number, list: TUnsubscribeList | null) {
  const [row] = await context.db
    .select({
      language: users.language,
      digits: users.digits,
      isOn: list ? sql<boolean>`(${LIST_SWITCHES[list]} and ${users.suspendedAt} is null)` : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    language: isSupportedLanguage(row?.language) ? row.language : null,
    digits: isDigits(row?.digits) ? row.digits : undefined,
    isSubscribed: row?.isOn === true,
  };
}

/** A security mail is always queued; a notification mail may not be. */
type TQueuedId<K extends TMailTemplate> = (typeof MAIL_LISTS)[K] extends null ? number : number | null;

/**
 * Renders and queues a message; answers its id, or null when the recipient turned this kind of
 * mail off. A notification mail (MAIL_LISTS) goes only while the recipient's switch is on, and
 * carries an unsubscribe link (the /unsubscribe page) and the one-click headers of RFC 8058
 * (POST /api/unsubscribe). It is written in the recipient's language: the account's, else the
 * one given (the request's), else English, and names the site as Settings > General does.
 * Sending happens later, in the mail-queue task.
 */
export async function queueMail<K extends TMailTemplate>(
  context: Pick<TAppContext, "db" | "env" | "appSecret"> & Partial<Pick<TAppContext, "settings">>,
  options: TQueueMailOptions<K>,
): Promise<TQueuedId<K>> {
  const list: TUnsubscribeList | null = MAIL_LISTS[options.template];
  let footer: TUnsubscribeFooter | undefined;
  let listHeaders: Record<string, string> = {};
  if (list && options.userId == null) {
    throw new Error(`The "${options.template}" mail goes to an account: give its userId`);
  }
  const recipient = options.userId == null ? null : await recipientOf(context, options.userId, list);
  const language = recipient?.language ?? options.language ?? "en";
  if (list && options.userId != null) {
    if (!recipient?.isSubscribed) return null as TQueuedId<K>;
    const token = signUnsubscribeToken(await appSecret(context), { userId: options.userId, list });
    const base = context.env.PUBLIC_URL;
    footer = { list, url: `${base}/unsubscribe?token=${token}` };
    listHeaders = unsubscribeHeaders(`${base}/api/unsubscribe?token=${token}`);
  }
  // Read through context.db: a caller inside a transaction gives the transaction's, which on
  // PGlite (one connection) is the only one that answers until it ends.
  const siteName = await context.settings?.getThrough(context.db, "siteName");
  const { attachments: templateAttachments, ...rendered } = renderMail(options.template, options.data, {
    footer,
    language,
    digits: recipient?.digits,
    siteName,
    siteUrl: context.env.PUBLIC_URL,
  });
  const attachments = [...(templateAttachments ?? []), ...(options.attachments ?? [])];
  const [row] = await context.db
    .insert(mailQueue)
    .values({
      userId: options.userId ?? null,
      to: options.to,
      template: options.template,
      ...rendered,
      headers: { ...options.headers, ...listHeaders },
      attachments: attachments.length > 0 ? attachments : null,
    })
    .returning({ id: mailQueue.id });
  return row.id as TQueuedId<K>;
}

export interface TDeliveryReport {
  sent: number;
  outbox: number;
  retrying: number;
  failed: number;
}

function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends (or puts in the outbox) the messages that are due. Safe to run twice at once and in
 * several processes: each message is claimed (its next attempt pushed ahead) before it is sent.
 */
export async function deliverDueMail(
  context: Pick<TAppContext, "db" | "logger" | "mail" | "settings">,
  options: { now?: Date } = {},
): Promise<TDeliveryReport> {
  const { db } = context;
  // The runtime settings: SMTP_URL and MAIL_FROM win, else what an administrator stored.
  const [smtpUrl, mailFrom] = await Promise.all([context.settings.get("smtpUrl"), context.settings.get("mailFrom")]);
  const now = options.now ?? new Date();
  const report: TDeliveryReport = { sent: 0, outbox: 0, retrying: 0, failed: 0 };
  // Due by the database's clock, which wrote next_attempt_at (to the microsecond): the process's
  // clock, in whole milliseconds, could find a message queued in the same millisecond not due yet.
  const due = and(eq(mailQueue.status, "queued"), lte(mailQueue.nextAttemptAt, options.now ?? sql`now()`));

  if (!smtpUrl || !mailFrom) {
    const delivered = await db
      .update(mailQueue)
      .set({ status: "outbox", sentAt: now })
      .where(due)
      .returning({ to: mailQueue.to, subject: mailQueue.subject, text: mailQueue.text });
    for (const message of delivered) context.logger.info(outboxLine(message));
    report.outbox = delivered.length;
    return report;
  }

  for (;;) {
    const dueIds = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(due)
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(inArray(mailQueue.id, dueIds), due))
      .returning();
    if (claimed.length === 0) return report;
    for (const message of claimed) {
      const attempts = message.attempts + 1;
      try {
        await context.mail.send(smtpUrl, {
          from: mailFrom,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
          attachments: message.attachments,
        });
        await db
          .update(mailQueue)
          .set({ status: "sent", attempts, sentAt: new Date(), lastError: null })
          .where(eq(mailQueue.id, message.id));
        report.sent++;
      } catch (error) {
        const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
        const isFinal = attempts >= MAX_MAIL_ATTEMPTS || isPermanentFailure(error);
        const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1];
        await db
          .update(mailQueue)
          .set({
            status: isFinal ? "failed" : "queued",
            attempts,
            lastError,
            nextAttemptAt: isFinal ? now : new Date(now.getTime() + delay),
          })
          .where(eq(mailQueue.id, message.id));
        context.logger.warn(
          { mailId: message.id, attempts, template: message.template, err: error },
          isFinal ? "a mail could not be sent and is given up" : "a mail could not be sent; it will be retried",
        );
        if (isFinal) report.failed++;
        else report.retrying++;
      }
    }
  }
}

/** How long sent, outbox and failed messages are kept (the outbox administrators read). */
export const MAIL_KEPT_MS = 30 * 24 * 3_600_000;

/** Deletes messages no longer queued that were created more than MAIL_KEPT_MS ago; answers how many. */
export async function deleteOldMail(context: Pick<TAppContext, "db">, options: { now?: Date } = {}): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - MAIL_KEPT_MS);
  const deleted = await context.db
    .delete(mailQueue)
    .where(and(ne(mailQueue.status, "queued"), lt(mailQueue.createdAt, before)))
    .returning({ id: mailQueue.id });
  return deleted.length;
}
