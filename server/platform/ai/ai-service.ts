// Opens the AI provider the configuration names (decision 027): AI_BASE_URL and AI_MODEL (with
// AI_API_KEY) from the environment, else the same three settings stored by an administrator
// (platform/settings: sealed key, never returned), else the built-in engine. Stored settings are
// read again before each call (`refresh`), so a change in the console applies without a restart.
import type { Logger } from "pino";
import type { TEnv } from "../../lib/env";
import type { RuntimeSettings } from "../settings/settings";
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

/**
 * The provider of the runtime settings aiBaseUrl, aiApiKey and aiModel (each from its environment
 * variable when set): the built-in engine until both the address and the model are known. The
 * provider in use follows the settings at each `refresh`.
 */
export function createConfiguredAi(
  settings: Pick<RuntimeSettings, "get">,
  logger: Logger,
  tuning: TAiTuning = {},
): TAiProvider {
  let current = createBuiltInProvider();
  let configuration = "";
  return {
    get kind() {
      return current.kind;
    },
    get label() {
      return current.label;
    },
    async refresh() {
      const [baseUrl, apiKey, model] = await Promise.all([
        settings.get("aiBaseUrl"),
        settings.get("aiApiKey"),
        settings.get("aiModel"),
      ]);
      const next = JSON.stringify([baseUrl ?? "", apiKey ?? "", model ?? ""]);
      if (next === configuration) return;
      configuration = next;
      const previous = current;
      current = createAiService({ AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model }, logger, tuning);
      await previous.close();
    },
    generateText: (call) => current.generateText(call),
    streamText: (call) => current.streamText(call),
    generateObject: (schema, call) => current.generateObject(schema, call),
    get embed() {
      const embed = current.embed;
      return embed ? (texts: string[], signal?: AbortSignal) => embed(texts, signal) : undefined;
    },
    close: () => current.close(),
  };
}
