import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getConversation } from "../../services/assistant-conversations/get-conversation";

/** One of the signed-in user's conversations with its messages; another's, or a bad id, is 404. */
export async function getConversationHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getConversation(c.get("app"), { userId: user.id, id: c.req.param("id") }));
}
