// The assistant's answer to one message (spec-2 "AI chat page"), from the product's own data.
// CONTRACT (owned by the engine helper; the stub below answers every message alike).
import type { TPublicUser } from "@common/auth/schemas";
import type { TAssistantAction, TAssistantChatRequest } from "@common/assistant/schema";
import type { TLanguage } from "@common/i18n";
import type { TAppContext } from "../../context";
import type { TAiMessage } from "../../platform/ai/types";

export interface TAnswerInput {
  /** The session's user; null for a signed-out visitor. Never the body's userType. */
  user: TPublicUser | null;
  /** The trimmed message, at most ASSISTANT_MESSAGE_MAX_CHARS. */
  message: string;
  context: TAssistantChatRequest["context"];
  /** Earlier turns of this conversation, oldest first (at most ASSISTANT_HISTORY_TURNS). */
  history: TAiMessage[];
  language: TLanguage;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

export interface TAnswer {
  /**
   * The reply's text as it is written. The built-in engine yields its composed text in pieces
   * without waiting; a configured model's tokens are yielded as they come. Throws an AiError
   * when the provider fails (before or during the stream).
   */
  chunks: AsyncIterable<string>;
  suggestions: string[];
  actions: TAssistantAction[];
}

/**
 * Reads the message (intent and data, always by our own code), looks up what it needs with the
 * asker's rights, and writes the reply: the built-in engine composes it from the catalogue and the
 * data; a configured model writes it from the same data, given as data (platform/ai/prompt.ts).
 */
export async function answerMessage(context: TAppContext, input: TAnswerInput): Promise<TAnswer> {
  void context;
  const text = input.language === "en" ? "I can help with jobs, resumes and hiring." : "";
  return {
    chunks: (async function* () {
      yield text;
    })(),
    suggestions: [],
    actions: [],
  };
}
