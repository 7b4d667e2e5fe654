// Opens the AI provider the configuration names: AI_BASE_URL set, the OpenAI-compatible
// endpoint with AI_MODEL (and AI_API_KEY); unset, the built-in engine (decision 027).
import type { Logger } from "pino";
import type { TEnv } from "../../lib/env";
import { createBuiltInProvider } from "./built-in";
import { createOpenAiCompatibleProvider, type TOpenAiCompatibleOptions } from "./openai-compatible";
import type { TAiProvider } from "./types";

export type TAiTuning = Pick<TOpenAiCompatibleOptions, "timeoutMs" | "maxRetries" | "maxResponseBytes">;

export function createAiService(
  env: Pick<TEnv, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">,
  logger: Logger,
  tuning: TAiTuning = {},
): TAiProvider {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return createBuiltInProvider();
  return createOpenAiCompatibleProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    logger,
    ...tuning,
  });
}
