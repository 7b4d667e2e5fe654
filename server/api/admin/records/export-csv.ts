import type { Context } from "hono";
import type { TAdminExport } from "@common/admin/records";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { exportCsv } from "../../../services/admin/records/export-csv";
import { attachmentDisposition } from "../../resumes/content-disposition";

/** GET /api/admin/export/{jobs|users|applications}.csv: the table as CSV, streamed as it is read. */
export function exportCsvHandler(kind: TAdminExport) {
  return (c: Context<THonoEnv>) => {
    const user = requireAdmin(c);
    const { fileName, stream } = exportCsv(c.get("app"), { user, kind, t: c.get("t") });
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(fileName),
      // Personal data: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
    });
  };
}
