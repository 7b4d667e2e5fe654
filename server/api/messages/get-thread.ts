import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getThread } from "../../services/messages/read-threads";
import { threadIdParam } from "./thread-id";

export async function getThreadHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getThread(c.get("app"), { user, threadId: threadIdParam(c) }));
}
