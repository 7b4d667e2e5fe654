// POST /api/admin/settings/test-email: "Send test e-mail" sends at once, not through the queue's
// next run, and answers what happened: the SMTP server's reply, its error, or that mail goes to
// the local outbox (no SMTP_URL and MAIL_FROM). The message is kept in mail_queue like any other,
// so the outbox list shows it; a failed one can be queued again there (decision 032).
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAdminTestEmailResult } from "@common/admin/records";
import type { TLanguage, TTranslate } from "@common/i18n";
import type { TAppContext } from "../../../context";
import { mailQueue } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { outboxLine } from "../../../platform/mail/outbox";
import { renderMail } from "../../../platform/mail/templates";
import { isWithinLimit } from "../../../platform/rate-limits/rate-limits";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

/** Test e-mails an administrator may send per window: enough to fix a setting, not to spam. */
export const TEST_EMAILS_PER_WINDOW = 10;
export const TEST_EMAIL_WINDOW_MS = 10 * 60_000;

/** The SMTP server as an administrator may see it: scheme, host and port, never the credentials. */
export function smtpServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
    return `${url.protocol}//${url.hostname}:${port}`;
  } catch {
    return "smtp";
  }
}

/** A text (an SMTP error) with SMTP_URL and its user name and password, raw or decoded, masked. */
export function redactSmtpSecrets(text: string, smtpUrl: string): string {
  const secrets = new Set([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    for (const part of [url.username, url.password]) {
      secrets.add(part);
      secrets.add(decodeURIComponent(part));
    }
  } catch {
    // Not a URL: only the whole value is masked.
  }
  let redacted = text;
  for (const secret of [...secrets].filter((value) => value.length >= 3).sort((a, b) => b.length - a.length)) {
    redacted = redacted.split(secret).join("***");
  }
  return redacted;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const response = (error as { response?: unknown } | null)?.response;
  const text = typeof response === "string" && !message.includes(response) ? `${message}: ${response}` : message;
  return text.slice(0, 1000);
}

export async function sendTestEmail(
  context: TAppContext,
  options: { user: TPublicUser; to?: string; language: TLanguage; t: TTranslate; request: TAuditRequest },
): Promise<TAdminTestEmailResult> {
  const { user, t } = options;
  assertPermitted(permissions.administer(user), "errors.adminsOnly");
  const isWithin = await isWithinLimit(context, {
    action: "admin.test-email",
    key: String(user.id),
    limit: TEST_EMAILS_PER_WINDOW,
    windowMs: TEST_EMAIL_WINDOW_MS,
  });
  if (!isWithin) throw new AppError("RATE_LIMITED", "adminRecords.testEmail.rateLimited");

  const to = options.to ?? user.email;
  const [smtpUrl, mailFrom, siteName] = await Promise.all([
    context.settings.get("smtpUrl"),
    context.settings.get("mailFrom"),
    context.settings.get("siteName"),
  ]);
  const smtp = smtpUrl && mailFrom ? { url: smtpUrl, from: mailFrom } : null;
  const adminName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const rendered = renderMail(
    "admin-test-email",
    { adminName, from: smtp ? smtp.from : t("adminRecords.testEmail.outboxFrom") },
    { language: options.language, siteName },
  );
  const message = { to, template: "admin-test-email", ...rendered, headers: {}, attachments: null };

  let result: Omit<TAdminTestEmailResult, "messageId">;
  let row: typeof mailQueue.$inferInsert;
  if (!smtp) {
    result = {
      delivered: true,
      transport: "outbox",
      response: t("adminRecords.testEmail.outboxNote"),
      to,
      server: null,
    };
    row = { ...message, status: "outbox", sentAt: new Date() };
    context.logger.info(outboxLine(message));
  } else {
    const server = smtpServerName(smtp.url);
    try {
      const response = await context.mail.send(smtp.url, { ...message, from: smtp.from });
      result = { delivered: true, transport: "smtp", response, to, server };
      row = { ...message, status: "sent", attempts: 1, sentAt: new Date() };
    } catch (error) {
      const lastError = redactSmtpSecrets(errorText(error), smtp.url);
      result = { delivered: false, transport: "smtp", response: lastError, to, server };
      row = { ...message, status: "failed", attempts: 1, lastError };
      context.logger.warn({ server, err: lastError }, "a test e-mail could not be sent");
    }
  }
  // The message and its audit row together, or neither.
  const messageId = await context.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(mailQueue).values(row).returning({ id: mailQueue.id });
    await recordAuditEvent(inTransaction(context, tx), {
      event: "admin.test-email-sent",
      userId: user.id,
      email: user.email,
      ...options.request,
      detail: { by: user.id, to, transport: result.transport, delivered: result.delivered },
    });
    return inserted.id;
  });
  return { ...result, messageId };
}
