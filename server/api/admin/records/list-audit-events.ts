import type { Context } from "hono";
import { ZAdminAuditQuerySchema } from "@common/admin/records";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseQuery } from "../../../lib/validation";
import { listAuditEvents } from "../../../services/admin/records/list-audit-events";

/** GET /api/admin/audit?q=&event=&page=&pageSize=: the audit log, newest first. */
export async function listAuditEventsHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const query = parseQuery(c, ZAdminAuditQuerySchema);
  return c.json(await listAuditEvents(c.get("app"), { user, query }));
}
