import type { Context } from "hono";
import { ZAdminUsersQuerySchema } from "@common/admin/users";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseQuery } from "../../../lib/validation";
import { listAdminUsers } from "../../../services/admin/users/list-users";

/** GET /api/admin/users?q=&role=all|jobseeker|company|admin&page=1&pageSize=25 */
export async function listUsersHandler(c: Context<THonoEnv>) {
  const actor = requireAdmin(c);
  const query = parseQuery(c, ZAdminUsersQuerySchema);
  return c.json(await listAdminUsers(c.get("app"), { query, actorId: actor.id }));
}
