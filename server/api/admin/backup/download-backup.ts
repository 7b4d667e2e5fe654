import { Readable } from "node:stream";
import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { PRIVATE_NO_STORE } from "../../../lib/private-caching";
import { backupFileName } from "../../../services/admin/backup/backup-format";
import { openBackupStream } from "../../../services/admin/backup/write-backup";
import { recordAuditEvent } from "../../../services/audit/record-audit-event";

/**
 * GET /api/admin/backup: the whole database as a backup file (decision 030), streamed as it is
 * read, named by today's date (UTC). Taking one is in the audit log: the file holds every
 * account's data.
 */
export async function downloadBackupHandler(c: Context<THonoEnv>) {
  const admin = requireAdmin(c);
  const app = c.get("app");
  const createdAt = new Date();
  const stream = await openBackupStream(app.db, {
    createdAt,
    onError: (error) =>
      app.logger.error({ err: error, requestId: c.get("requestId") }, "backup: the download broke off"),
  });
  try {
    await recordAuditEvent(app, {
      event: "admin.backup-downloaded",
      userId: admin.id,
      email: admin.email,
      ipAddress: c.get("clientIp"),
      requestId: c.get("requestId"),
      detail: { by: admin.id },
    });
  } catch (error) {
    // Not recorded, not given: the stream (and its snapshot's connection) ends here.
    stream.destroy();
    throw error;
  }
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    "Content-Type": "application/gzip",
    "Content-Disposition": `attachment; filename="${backupFileName(createdAt)}"`,
    "Cache-Control": PRIVATE_NO_STORE,
  });
}
