// A configured model writes the reply (decision 027): our code has read the message and gathered
// the data with the asker's rights; the model is given the message and that data as data
// (platform/ai/prompt.ts), after the conversation's earlier turns, and only words its answer.
// The suggestions and buttons stay ours. A provider that fails throws an AiError.
import type { TAppContext } from "../../context";
import { asData, DATA_RULE } from "../../platform/ai/prompt";
import type { TAiMessage } from "../../platform/ai/types";
import type { TIntentReply } from "./reply";

/** The longest reply asked of a model, in tokens. */
export const MODEL_REPLY_TOKENS = 800;

const LANGUAGE_NAMES: Record<string, string> = { en: "English", fr: "French", ar: "Arabic" };

/** The instructions: the assistant's role and what it may say. */
export function assistantInstructions(language: string): string {
  return (
    "You are the Hirewise assistant, the helper of a job board's website. You help job seekers find jobs, " +
    "improve their resume and prepare for interviews, and help companies find candidates and hire. " +
    "Answer the user's `message` from `facts` only: they were read from the site's database for this user, and " +
    "`draft` is an answer written from them. Never invent a job, company, candidate, resume, score, salary or " +
    "number; if the facts do not answer the question, say so briefly and suggest what the user could ask. " +
    "Link only to the paths given in the facts (they start with /), as Markdown links [text](/path); never any " +
    "other link. Write plain text with short paragraphs or lists and Markdown links, no HTML, at most about 200 " +
    `words, in ${LANGUAGE_NAMES[language] ?? "English"}. ` +
    DATA_RULE
  );
}

/** The model's reply as it is written: the history, then one user turn with the message and the facts as data. */
export function streamModelReply(
  context: Pick<TAppContext, "ai">,
  input: {
    message: string;
    intent: string;
    reply: TIntentReply;
    history: TAiMessage[];
    language: string;
    signal?: AbortSignal;
  },
): AsyncIterable<string> {
  const turn: TAiMessage = {
    role: "user",
    content: asData({ message: input.message, intent: input.intent, facts: input.reply.data, draft: input.reply.text }),
  };
  return context.ai.streamText({
    system: assistantInstructions(input.language),
    messages: [...input.history, turn],
    maxOutputTokens: MODEL_REPLY_TOKENS,
    signal: input.signal,
  });
}
