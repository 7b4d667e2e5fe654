// One message to the assistant, as POST /api/ai-agent/chat reads it, before any reply: the checks
// (a blank message 400, a long one 413, the limits 429, another's conversation 404), the asker from
// the session (never the body's userType), and the stored conversation's last turns. Then, once the
// reply is whole, the turn is stored (signed-in users only) and the reply shaped.
import type { Context } from "hono";
import {
  ASSISTANT_MESSAGE_MAX_CHARS,
  ZAssistantChatRequestSchema,
  type TAssistantAction,
  type TAssistantReply,
} from "@common/assistant/schema";
import { hasNoControlCharacters } from "@common/validation/text";
import type { THonoEnv, TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { parseJsonBody } from "../../lib/validation";
import type { TAnswerInput } from "../../services/assistant/answer";
import { conversationHistory } from "../../services/assistant-conversations/get-conversation";
import { spendAssistantCall } from "../../services/assistant-conversations/spend-assistant-call";
import { storeTurn } from "../../services/assistant-conversations/store-turn";

export interface TChatTurn {
  context: TAppContext;
  /** What answerMessage is given, but the signal (each way of answering has its own). */
  input: Omit<TAnswerInput, "signal">;
  /** The stored conversation this turn joins; null starts one (or, for a visitor, none). */
  conversationId: string | null;
  askedAt: Date;
}

/** Reads and checks the request; throws the AppError a failed check answers. */
export async function readChatTurn(c: Context<THonoEnv>): Promise<TChatTurn> {
  const askedAt = new Date();
  const context = c.get("app");
  const user = c.get("currentUser");
  const body = await parseJsonBody(c, ZAssistantChatRequestSchema);
  const message = body.message.trim();
  if (!message) {
    throw new AppError("BAD_REQUEST", "assistantApi.errors.messageRequired", {
      message: "assistantApi.errors.messageRequired",
    });
  }
  // Characters, not UTF-16 units: an emoji or a letter outside the basic plane counts once.
  if (message.length > ASSISTANT_MESSAGE_MAX_CHARS && Array.from(message).length > ASSISTANT_MESSAGE_MAX_CHARS) {
    throw new AppError("PAYLOAD_TOO_LARGE", "assistantApi.errors.messageTooLong", {
      message: "assistantApi.errors.messageTooLong",
    });
  }
  // A NUL byte or a lone surrogate is no text (the database refuses it): refused before any reply.
  if (!hasNoControlCharacters(message)) {
    throw new AppError("BAD_REQUEST", "errors.invalidInput", { message: "validation.invalidCharacters" });
  }
  // A visitor's conversation id is ignored: nothing of a visitor's is stored.
  const stored =
    user && body.conversationId
      ? await conversationHistory(context, { userId: user.id, id: body.conversationId })
      : null;
  await spendAssistantCall(context, { userId: user?.id ?? null, clientIp: c.get("clientIp") });
  return {
    context,
    input: {
      user,
      message,
      context: body.context,
      history: stored?.history ?? [],
      language: c.get("language"),
    },
    conversationId: stored?.id ?? null,
    askedAt,
  };
}

/** A piece of the reply as it is sent and stored: a NUL byte (which the database cannot hold) goes. */
export const cleanChunk = (text: string) => text.replaceAll("\u0000", "");

/** An action's path is one of our own pages: "/jobs?q=x", never "//elsewhere" or "/\\elsewhere". */
const isOwnPath = (action: TAssistantAction) => /^\/(?![/\\])/.test(action.path);

/**
 * The reply once its text is whole: a signed-in user's turn is stored with it (its conversation's
 * id answered); a visitor's is not (null).
 */
export async function completeTurn(
  turn: TChatTurn,
  reply: { message: string; suggestions: string[]; actions: TAssistantAction[] },
): Promise<TAssistantReply> {
  const actions = reply.actions.filter(isOwnPath);
  const user = turn.input.user;
  const conversationId = user
    ? await storeTurn(turn.context, {
        userId: user.id,
        conversationId: turn.conversationId,
        message: turn.input.message,
        askedAt: turn.askedAt,
        reply: { content: reply.message, suggestions: reply.suggestions, actions },
      })
    : null;
  return { message: reply.message, suggestions: reply.suggestions, actions, conversationId };
}
