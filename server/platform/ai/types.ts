// The AI layer's one interface (decision 027): the built-in engine and any OpenAI-compatible
// endpoint both answer it, so a service asks `context.ai` and never knows which is configured.
import type { z } from "zod";

export type TAiMessage = { role: "user" | "assistant"; content: string };

export interface TAiCall {
  /** The instructions. Resume or job text never goes here: pass it as data (prompt.ts). */
  system: string;
  /** One user turn, or a whole conversation (`messages`). */
  prompt?: string;
  messages?: TAiMessage[];
  maxOutputTokens?: number;
  /** Cancels the call (the request that asked for it has gone). */
  signal?: AbortSignal;
}

export interface TAiProvider {
  /** "built-in" or "openai-compatible". */
  kind: "built-in" | "openai-compatible";
  /** What the interface shows: "Built-in assistant" or the model's name. */
  label: string;
  generateText(call: TAiCall): Promise<string>;
  /** The reply as it comes, chunk by chunk. */
  streamText(call: TAiCall): AsyncIterable<string>;
  /** A reply checked by `schema`: a value that does not pass is an AiError "invalid-output". */
  generateObject<T>(schema: z.ZodType<T>, call: TAiCall): Promise<T>;
  /** One vector per text, only where the provider offers embeddings. */
  embed?(texts: string[], signal?: AbortSignal): Promise<number[][]>;
  /** Reads the configuration again where it can change at run time (the stored settings). */
  refresh?(): Promise<void>;
  close(): Promise<void>;
}

export type TAiErrorKind =
  /** The provider failed or could not be reached (after its retries). */
  | "unavailable"
  /** No complete answer within the time-out. */
  | "timeout"
  /** The reply was not what was asked for (malformed JSON, not the schema). */
  | "invalid-output"
  /** The reply passed the size cap. */
  | "too-large"
  /** The daily budget of external calls is spent. */
  | "budget"
  /** The built-in engine has no answer for a free prompt. */
  | "unsupported";

/** Every failure of the AI layer. Its message never holds the key or the reply's text. */
export class AiError extends Error {
  constructor(
    public readonly kind: TAiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "AiError";
  }
}
