// GET /api/admin/outbox/{id}: one message in full, as it was (or will be) sent: subject, the
// text and HTML parts, headers, status, attempts and last error. Attachments are named with their
// size, never sent back.
import { eq } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminMailMessage } from "@common/admin/records";
import type { TAppContext } from "../../../context";
import { mailQueue } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { mailRowColumns, toAdminMail } from "./list-mail";

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
  return {
    ...toAdminMail(row),
    userId: row.userId,
    text: row.text,
    html: row.html,
    headers: row.headers,
    attachments: (row.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      bytes: Buffer.byteLength(attachment.contentBase64, "base64"),
    })),
  };
}
