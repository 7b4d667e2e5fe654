// Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio, llama.cpp's server) through the
// Vercel AI SDK (decision 027). Every call has a time-out, bounded retries on 429 and 5xx (the
// SDK's, with backoff that honours Retry-After), a cap on the reply's bytes, and one error type:
// AiError, whose message names the failure and never the key, the address's secrets or the reply.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  embedMany,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
  TypeValidationError,
} from "ai";
import type { Logger } from "pino";
import { z } from "zod";
import { AiError, type TAiCall, type TAiErrorKind, type TAiProvider } from "./types";

export interface TOpenAiCompatibleOptions {
  /** The API's address, with /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  logger: Logger;
  /** The whole call, retries included. */
  timeoutMs?: number;
  /** Retries after the first attempt, on 429, 5xx and network failures. */
  maxRetries?: number;
  /** A reply (JSON or the streamed events) past this many bytes fails as "too-large". */
  maxResponseBytes?: number;
}

export const AI_TIMEOUT_MS = 30_000;
export const AI_MAX_RETRIES = 2;
export const AI_MAX_RESPONSE_BYTES = 1_000_000;

/** One call's guard: its abort (time-out, size cap or the caller's), and the fetch that counts bytes. */
function startCall(
  options: Required<Pick<TOpenAiCompatibleOptions, "timeoutMs" | "maxResponseBytes">>,
  outer?: AbortSignal,
) {
  const controller = new AbortController();
  let reason: TAiErrorKind | undefined;
  const stop = (why: TAiErrorKind) => {
    reason ??= why;
    controller.abort(new AiError(why, why));
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onOuterAbort = () => stop("unavailable");
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener("abort", onOuterAbort, { once: true });

  const cappedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > options.maxResponseBytes) {
      stop("too-large");
      await response.body?.cancel().catch(() => undefined);
      throw new AiError("too-large", "the AI provider's reply is larger than the cap");
    }
    if (!response.body) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          seen += chunk.byteLength;
          if (seen > options.maxResponseBytes) {
            stop("too-large");
            stream.error(new AiError("too-large", "the AI provider's reply is larger than the cap"));
            return;
          }
          stream.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  return {
    signal: controller.signal,
    fetch: cappedFetch,
    reason: () => reason,
    /** Ends the call: a stream left early stops downloading; after a whole reply it changes nothing. */
    end: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
      controller.abort();
    },
  };
}

const MESSAGES: Record<TAiErrorKind, string> = {
  unavailable: "the AI provider failed",
  timeout: "the AI provider did not answer in time",
  "invalid-output": "the AI provider's reply is not the expected output",
  "too-large": "the AI provider's reply is larger than the cap",
  budget: "the AI daily budget is spent",
  unsupported: "the AI provider cannot answer this",
};

/** The SDK's error as an AiError; only its kind and HTTP status are kept (no texts, no headers). */
function toAiError(error: unknown, reason: TAiErrorKind | undefined): AiError {
  if (reason) return new AiError(reason, MESSAGES[reason]);
  if (error instanceof AiError) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (last instanceof AiError) return last;
  const isInvalidOutput = (candidate: unknown) =>
    NoObjectGeneratedError.isInstance(candidate) ||
    NoOutputGeneratedError.isInstance(candidate) ||
    TypeValidationError.isInstance(candidate) ||
    JSONParseError.isInstance(candidate) ||
    InvalidResponseDataError.isInstance(candidate);
  // A 200 whose body is not the API's JSON comes as an APICallError caused by the parse failure.
  if (isInvalidOutput(last) || (APICallError.isInstance(last) && isInvalidOutput(last.cause)))
    return new AiError("invalid-output", MESSAGES["invalid-output"]);
  if (APICallError.isInstance(last)) {
    const status = last.statusCode ? `answered ${last.statusCode}` : "could not be reached";
    const attempts = RetryError.isInstance(error) ? ` after ${error.errors.length} attempts` : "";
    return new AiError("unavailable", `the AI provider ${status}${attempts}`);
  }
  return new AiError("unavailable", MESSAGES.unavailable);
}

const promptOf = (call: TAiCall) => (call.messages ? { messages: call.messages } : { prompt: call.prompt ?? "" });

export function createOpenAiCompatibleProvider(options: TOpenAiCompatibleOptions): TAiProvider {
  const limits = {
    timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
    maxResponseBytes: options.maxResponseBytes ?? AI_MAX_RESPONSE_BYTES,
  };
  const maxRetries = options.maxRetries ?? AI_MAX_RETRIES;
  const logger = options.logger.child({ ai: "openai-compatible", model: options.model });
  // The SDK's warnings (a setting the model ignores) go to our log, not the console.
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings }) => logger.warn({ warnings }, "the AI SDK warned about a call");
  const modelFor = (fetchFunction: typeof fetch) =>
    createOpenAICompatible({
      name: "ai",
      baseURL: options.baseUrl.replace(/\/+$/, ""),
      apiKey: options.apiKey,
      fetch: fetchFunction,
      // response_format json_schema: OpenAI, Ollama, vLLM, LM Studio and llama.cpp's server take it.
      supportsStructuredOutputs: true,
    }).chatModel(options.model);

  /** Runs one call under its guard; a failure is logged by kind and thrown as an AiError. */
  async function guarded<T>(call: TAiCall, run: (guard: ReturnType<typeof startCall>) => Promise<T>): Promise<T> {
    const guard = startCall(limits, call.signal);
    const startedAt = Date.now();
    try {
      return await run(guard);
    } catch (error) {
      const failure = toAiError(error, guard.reason());
      logger.warn({ kind: failure.kind, ms: Date.now() - startedAt }, failure.message);
      throw failure;
    } finally {
      guard.end();
    }
  }

  return {
    kind: "openai-compatible",
    label: options.model,

    generateText(call) {
      return guarded(call, async (guard) => {
        const result = await generateText({
          model: modelFor(guard.fetch),
          system: call.system,
          ...promptOf(call),
          maxOutputTokens: call.maxOutputTokens,
          maxRetries,
          abortSignal: guard.signal,
        });
        return result.text;
      });
    },

    async *streamText(call) {
      const guard = startCall(limits, call.signal);
      const startedAt = Date.now();
      try {
        const result = streamText({
          model: modelFor(guard.fetch),
          system: call.system,
          ...promptOf(call),
          maxOutputTokens: call.maxOutputTokens,
          maxRetries,
          abortSignal: guard.signal,
          // Failures arrive as the stream's error parts below and are logged without the provider's
          // body; the SDK's default would print each one, body included, to stderr.
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") yield part.text;
          else if (part.type === "error") throw part.error;
          else if (part.type === "abort") throw new AiError(guard.reason() ?? "unavailable", MESSAGES.unavailable);
        }
      } catch (error) {
        const failure = toAiError(error, guard.reason());
        logger.warn({ kind: failure.kind, ms: Date.now() - startedAt }, failure.message);
        throw failure;
      } finally {
        guard.end();
      }
    },

    generateObject(schema, call) {
      return guarded(call, async (guard) => {
        // Many OpenAI-compatible servers take only {"type": "json_object"}, so the schema is also
        // stated in the instructions.
        const jsonSchema = JSON.stringify(z.toJSONSchema(schema));
        const result = await generateText({
          model: modelFor(guard.fetch),
          system: `${call.system}\n\nAnswer with one JSON object, and nothing else, that matches this JSON Schema: ${jsonSchema}`,
          ...promptOf(call),
          maxOutputTokens: call.maxOutputTokens,
          maxRetries,
          abortSignal: guard.signal,
          output: Output.object({ schema }),
        });
        const checked = schema.safeParse(result.output);
        if (!checked.success) throw new AiError("invalid-output", MESSAGES["invalid-output"]);
        return checked.data;
      });
    },

    embed(texts, signal) {
      return guarded({ system: "", signal }, async (guard) => {
        const model = createOpenAICompatible({
          name: "ai",
          baseURL: options.baseUrl.replace(/\/+$/, ""),
          apiKey: options.apiKey,
          fetch: guard.fetch,
        }).embeddingModel(options.model);
        const result = await embedMany({ model, values: texts, maxRetries, abortSignal: guard.signal });
        return result.embeddings;
      });
    },

    async close() {},
  };
}
