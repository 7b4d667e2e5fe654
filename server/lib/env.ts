import { z } from "zod";
import { passwordProblem } from "@common/auth/password-policy";
import { translateForLogs } from "@common/i18n";
import { normalisePublisherId, ZAdLayoutSchema } from "@common/monetization/adsense";
import { SITE_TIME_ZONES } from "@common/site/general";
import { ZTrustProxySchema } from "./client-address";

// All configuration is read here, once, at start-up (CONVENTIONS.md rule 5).
const booleanFlag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "1" || value === "true"));

/** A password given in the configuration follows the rule of every new password (decision 013). */
const ZConfigPasswordSchema = z.string().superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: "custom", message: translateForLogs(problem) });
});

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: ZTrustProxySchema,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SEED_DEMO: booleanFlag,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: ZConfigPasswordSchema.optional(),
  DEMO_PASSWORD: ZConfigPasswordSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // Unset: the stored runtime setting, else 24 (server/platform/settings).
  SESSION_IDLE_HOURS: z.coerce.number().positive().optional(),
  // The AI layer (decision 027): unset AI_BASE_URL means the built-in engine, which sends nothing.
  AI_BASE_URL: z
    .url("must be an address such as https://api.openai.com/v1")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  // Settings > General (server/platform/settings): set here, they win over the console's values.
  SITE_NAME: z.string().trim().min(1).max(60).optional(),
  SITE_TIME_ZONE: z.enum(SITE_TIME_ZONES).optional(),
  OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(500).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_JURISDICTION: z.string().trim().min(1).max(200).optional(),
  // Calls a day to the external provider, counted across processes.
  AI_DAILY_BUDGET: z.coerce.number().int("must be a whole number").positive("must be at least 1").default(500),
  // The job import (server/services/job-import): feeds on private, loopback and link-local
  // addresses are refused unless this is set (tests, intranet feeds); Greenhouse's and Lever's
  // public APIs unless pointed elsewhere.
  IMPORT_ALLOW_PRIVATE_ADDRESSES: booleanFlag.transform((value) => value ?? false),
  GREENHOUSE_API_URL: z
    .url("must be an address such as https://boards-api.greenhouse.io/v1")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("https://boards-api.greenhouse.io/v1"),
  LEVER_API_URL: z
    .url("must be an address such as https://api.lever.co/v0")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("https://api.lever.co/v0"),
  // Monetization (server/services/monetization): set here, they win over the console's values.
  ADSENSE_PUBLISHER_ID: z
    .string()
    .refine((value) => normalisePublisherId(value) !== null, "must be pub- and 16 digits, or ca-pub- and 16 digits")
    .transform((value) => normalisePublisherId(value) as string)
    .optional(),
  ADSENSE_ENABLED: booleanFlag,
  // The units, auto ads and privacy settings as JSON, in the shape of the console's settings.
  ADSENSE_LAYOUT: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(ZAdLayoutSchema)
    .optional(),
  // The ad network's script; tests point it at a local stand-in.
  ADSENSE_SCRIPT_URL: z
    .url("must be an address such as https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Configuration that can't be used; its message lists every problem, one per line. */
export class ConfigError extends Error {}

export type TEnv = z.infer<typeof ZEnvSchema> & { PUBLIC_URL: string; isHttps: boolean };

export function parseEnv(source: Record<string, string | undefined> = process.env): TEnv {
  // An empty variable (FOO=) counts as unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = ZEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError("Invalid configuration:\n  - AI_MODEL: must be set when AI_BASE_URL is (the model's name)");
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl, isHttps: publicUrl.startsWith("https://") };
}
