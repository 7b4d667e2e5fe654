import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listInbox } from "../../services/messages/read-threads";

export async function listInboxHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await listInbox(c.get("app"), { user }));
}
