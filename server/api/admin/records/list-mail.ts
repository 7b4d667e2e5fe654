import type { Context } from "hono";
import { ZAdminOutboxQuerySchema } from "@common/admin/records";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseQuery } from "../../../lib/validation";
import { listMail } from "../../../services/admin/records/list-mail";

/** GET /api/admin/outbox?status=&q=&page=&pageSize=: the outbox and the queue, newest first. */
export async function listMailHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const query = parseQuery(c, ZAdminOutboxQuerySchema);
  return c.json(await listMail(c.get("app"), { user, query }));
}
