import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { countUnread } from "../../services/messages/read-threads";

export async function countUnreadHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await countUnread(c.get("app"), { user }));
}
