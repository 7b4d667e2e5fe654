import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { getMail } from "../../../services/admin/records/get-mail";
import { mailIdParam } from "./mail-id";

/** GET /api/admin/outbox/{id}: one message in full. */
export async function getMailHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  return c.json(await getMail(c.get("app"), { user, id: mailIdParam(c) }));
}
