import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listConversations } from "../../services/assistant-conversations/list-conversations";

/** The signed-in user's latest conversations with the assistant, newest first. */
export async function listConversationsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ conversations: await listConversations(c.get("app"), { userId: user.id }) });
}
