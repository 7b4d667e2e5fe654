// The local outbox: where mail goes when it is not sent over SMTP (no SMTP_URL and MAIL_FROM). A
// person running the site reads it two ways: one log line per message as it lands (recipient,
// subject and the links in it, so a password reset or an e-mail confirmation can be finished),
// and `npm run mail:outbox`, which prints the latest messages whole.
import { desc, eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { mailQueue } from "../../db/schema";

/** The addresses in a message's text, each once, in order. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

/** One readable line for a message that landed in the outbox; never punctuation after a link. */
export function outboxLine(message: { to: string; subject: string; text: string }): string {
  const links = linksIn(message.text);
  return [
    `Mail in the local outbox (not sent: no SMTP_URL) to ${message.to}: "${message.subject}"`,
    ...(links.length ? [`links: ${links.join(" ")}`] : []),
  ].join(" | ");
}

/** The latest messages of the outbox, newest first, whole (as `npm run mail:outbox` prints them). */
export async function readOutbox(db: TDatabase, limit: number): Promise<string> {
  const rows = await db
    .select({ to: mailQueue.to, subject: mailQueue.subject, text: mailQueue.text, sentAt: mailQueue.sentAt })
    .from(mailQueue)
    .where(eq(mailQueue.status, "outbox"))
    .orderBy(desc(mailQueue.sentAt), desc(mailQueue.id))
    .limit(limit);
  if (rows.length === 0) return "The outbox is empty: no mail has landed in it yet.";
  return rows
    .map((row) =>
      [
        `Date: ${row.sentAt?.toISOString() ?? ""}`,
        `To: ${row.to}`,
        `Subject: ${row.subject}`,
        "",
        row.text.trim(),
      ].join("\n"),
    )
    .join(`\n\n${"-".repeat(72)}\n\n`);
}
