import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { chatHandler } from "./chat";
import { deleteConversationHandler } from "./delete-conversation";
import { getConversationHandler } from "./get-conversation";
import { listConversationsHandler } from "./list-conversations";

/** The AI assistant: the chat (anyone, a visitor by address) and a signed-in user's conversations. */
export function createAiAgentRouter() {
  return new Hono<THonoEnv>()
    .post("/chat", chatHandler)
    .get("/conversations", listConversationsHandler)
    .get("/conversations/:id", getConversationHandler)
    .delete("/conversations/:id", deleteConversationHandler);
}
