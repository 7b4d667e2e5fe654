// GET /api/admin/outbox/{id}: one message in full, as it was (or will be) sent: subject, the
// text and HTML parts, headers, status, attempts and last error, with every account link's token
// hidden (redact-links.ts). Attachments are named with their size, never sent back.
import { eq } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminMailMessage } from "@common/admin/records";
import type { TAppContext } from "../../../context";
import { mailQueue } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { mailRowColumns, toAdminMail } from "./list-mail";
import { redactTokenLinks } from "./redact-links";

export async function getMail(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; id: number },
): Promise<TAdminMailMessage> {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  const [row] = await context.db
    .select({
      ...mailRowColumns,
      userId: mailQueue.userId,
      text: mailQueue.text,
      html: mailQueue.html,
      headers: mailQueue.headers,
      attachments: mailQueue.attachments,
    })
    .from(mailQueue)
    .where(eq(mailQueue.id, options.id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "adminRecords.outbox.notFound");
  const text = redactTokenLinks(row.text);
  const html = redactTokenLinks(row.html);
  const headers = Object.entries(row.headers).map(([name, value]) => [name, redactTokenLinks(value)] as const);
  return {
    ...toAdminMail(row),
    userId: row.userId,
    text: text.text,
    html: html.text,
    headers: Object.fromEntries(headers.map(([name, value]) => [name, value.text])),
    linksHidden: text.redacted || html.redacted || headers.some(([, value]) => value.redacted),
    attachments: (row.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      bytes: Buffer.byteLength(attachment.contentBase64, "base64"),
    })),
  };
}
