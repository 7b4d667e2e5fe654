import type { Context } from "hono";
import { ZReplySchema } from "@common/messages/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { replyToThread } from "../../services/messages/reply-to-thread";
import { threadIdParam } from "./thread-id";

export async function replyToThreadHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const threadId = threadIdParam(c);
  const { body } = await parseJsonBody(c, ZReplySchema);
  return c.json(await replyToThread(c.get("app"), { user, threadId, body }), 201);
}
