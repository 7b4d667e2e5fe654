import type { Context } from "hono";
import { ZSeekerSearchQuerySchema } from "@common/seekers/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { exportSeekersCsv } from "../../services/seekers/export-seekers";
import { attachmentDisposition } from "../resumes/content-disposition";

/** GET /api/seekers/export.csv?<the search>: the results as CSV, for a company or an administrator. */
export async function exportSeekersHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const query = parseQuery(c, ZSeekerSearchQuerySchema);
  const csv = await exportSeekersCsv(c.get("app"), { user, query, t: c.get("t") });
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": attachmentDisposition("candidates.csv"),
    // Personal data: never kept by a shared cache or the browser's.
    "Cache-Control": "private, no-store",
  });
}
