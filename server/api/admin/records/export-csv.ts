import type { Context } from "hono";
import type { TAdminExport } from "@common/admin/records";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { exportCsv } from "../../../services/admin/records/export-csv";
import { recordAuditEvent } from "../../../services/audit/record-audit-event";
import { attachmentDisposition } from "../../resumes/content-disposition";

/** GET /api/admin/export/{jobs|users|applications}.csv: the table as CSV, streamed as it is read. */
export function exportCsvHandler(kind: TAdminExport) {
  return async (c: Context<THonoEnv>) => {
    const user = requireAdmin(c);
    // Recorded before the first byte: a download that is not in the audit log does not start.
    await recordAuditEvent(c.get("app"), {
      event: "admin.data-exported",
      userId: user.id,
      email: user.email,
      ipAddress: c.get("clientIp"),
      requestId: c.get("requestId"),
      detail: { by: user.id, kind },
    });
    const { fileName, stream } = exportCsv(c.get("app"), { user, kind, t: c.get("t") });
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(fileName),
      // Personal data: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
    });
  };
}
