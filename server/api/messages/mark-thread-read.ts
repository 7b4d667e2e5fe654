import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { markThreadRead } from "../../services/messages/read-threads";
import { threadIdParam } from "./thread-id";

export async function markThreadReadHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  await markThreadRead(c.get("app"), { user, threadId: threadIdParam(c) });
  return c.body(null, 204);
}
