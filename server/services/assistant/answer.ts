// The assistant's answer to one message (the /ai-agent chat page and the widget), from the
// product's own data: the intent is read by our own code (common/assistant/intents.ts), each intent's data is
// gathered with the asker's rights by the services that own it, and the reply is written by the
// built-in engine (from the catalogue and the data) or by a configured model (from the same
// data, given as data: model.ts). Decision 033 says why.
import { detectIntent, type TDetectedIntent } from "@common/assistant/intents";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAssistantAction, TAssistantChatRequest } from "@common/assistant/schema";
import { createTranslator, type TLanguage } from "@common/i18n";
import type { TAppContext } from "../../context";
import type { TAiMessage } from "../../platform/ai/types";
import { answerFindCandidates } from "./candidates";
import { answerMarketInsights } from "./insights";
import { answerJobSearch } from "./jobs";
import { answerConversation, answerHowTo, answerTopic } from "./knowledge";
import { localizeReply } from "./localize-reply";
import { answerJobMatch } from "./match";
import { streamModelReply } from "./model";
import { pieces, type TAsk, type TIntentReply } from "./reply";
import { answerResumeReview } from "./resume-review";

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

/** What one intent's answer holds, from the data the asker may see. */
export async function gatherReply(ask: TAsk, intent: TDetectedIntent): Promise<TIntentReply> {
  const { t, user } = ask;
  switch (intent.intent) {
    case "jobSearch":
      return answerJobSearch(ask, intent);
    case "resumeReview":
      return answerResumeReview(ask);
    case "jobMatch":
      return answerJobMatch(ask);
    case "findCandidates":
      return answerFindCandidates(ask);
    case "marketInsights":
      return answerMarketInsights(ask, ask.language);
    case "skills":
    case "careerAdvice":
    case "interviewPrep":
    case "hiringTips":
      return answerTopic(t, intent.intent);
    case "howTo":
      return answerHowTo(t, intent.topic, user);
    case "greeting":
    case "unknown":
      return answerConversation(t, intent.intent, user, ask.message);
  }
}

/**
 * Reads the message (intent and data, always by our own code), looks up what it needs with the
 * asker's rights, and writes the reply: the built-in engine composes it from the catalogue and the
 * data; a configured model writes it from the same data, given as data (platform/ai/prompt.ts).
 */
export async function answerMessage(context: TAppContext, input: TAnswerInput): Promise<TAnswer> {
  const intent = detectIntent(input.message);
  const ask: TAsk = {
    context,
    user: input.user,
    language: input.language,
    t: createTranslator(input.language),
    message: input.message,
    currentUrl: input.context?.currentUrl,
    now: new Date(),
  };
  const reply = localizeReply(await gatherReply(ask, intent), input.language);
  await context.ai.refresh?.();
  const chunks =
    context.ai.kind === "built-in"
      ? (async function* () {
          yield* pieces(reply.text);
        })()
      : streamModelReply(context, {
          message: input.message,
          intent: intent.intent,
          reply,
          history: input.history,
          language: input.language,
          signal: input.signal,
        });
  return { chunks, suggestions: reply.suggestions, actions: reply.actions };
}
