import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { deleteConversation } from "../../services/assistant-conversations/delete-conversation";

/** Deletes one of the signed-in user's conversations; another's, or a bad id, is 404. */
export async function deleteConversationHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  await deleteConversation(c.get("app"), { userId: user.id, id: c.req.param("id") });
  return c.body(null, 204);
}
