import { z } from "zod";
import {
  OPERATOR_ADDRESS_MAX,
  OPERATOR_EMAIL_MAX,
  OPERATOR_JURISDICTION_MAX,
  OPERATOR_NAME_MAX,
  SITE_NAME_MAX,
  SITE_TIME_ZONES,
} from "../site/general";

// The administrator console's Settings tab: GET /api/admin/settings and PUT /api/admin/settings
// (the runtime settings of server/platform/settings, decision 023). A setting an environment
// variable gives wins and is read-only; a secret is never returned, only whether it is set.

/** The session idle timeouts an administrator may choose, in hours: 1 h, 8 h, 24 h (default), 7 days. */
export const SESSION_IDLE_CHOICES = [1, 8, 24, 168] as const;

/** The settings the console edits. */
export const ADMIN_SETTING_KEYS = [
  "smtpUrl",
  "mailFrom",
  "sessionIdleHours",
  "aiBaseUrl",
  "aiApiKey",
  "aiModel",
  "siteName",
  "siteTimeZone",
  "operatorName",
  "operatorAddress",
  "operatorEmail",
  "operatorJurisdiction",
] as const;
export type TAdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

export interface TAdminSetting {
  key: TAdminSettingKey;
  /** env: set by `envVar` (read-only here); database: set in this console; default; unset. */
  source: "env" | "database" | "default" | "unset";
  envVar: string;
  secret: boolean;
  /** The value, for a setting that is not a secret. */
  value?: string | number;
  /** Whether it has a value, for a secret ("configured"). */
  hasValue?: boolean;
}

/** GET /api/admin/settings. */
export interface TAdminSettings {
  settings: TAdminSetting[];
  /** The SMTP server's host and port (never the user or password), or null: mail goes to the outbox. */
  smtpServer: string | null;
  /** The app secret is the generated one kept in the database: a copy of the database holds both. */
  isAppSecretGenerated: boolean;
  /** The assistant in use: "Built-in assistant" or the model's name. */
  assistant: string;
}

const MAX_SECRET = 2_000;
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** One line of text, trimmed, required when given, at most `max` characters. */
const line = (max: number) =>
  z
    .string({ error: "validation.invalidText" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" })
    .regex(/^[^\r\n]*$/, { error: "adminSettingsApi.errors.oneLine" });

/** PUT /api/admin/settings: the settings to change; null removes the stored value. */
export const ZAdminSettingsUpdateSchema = z.object({
  smtpUrl: nullable(
    z
      .string({ error: "validation.invalidText" })
      .trim()
      .max(MAX_SECRET, { error: "validation.tooLong" })
      .regex(/^smtps?:\/\/\S+$/, { error: "adminSettingsApi.errors.smtpUrl" }),
  ),
  mailFrom: nullable(
    z.string({ error: "validation.invalidText" }).trim().min(3, { error: "validation.required" }).max(200, {
      error: "validation.tooLong",
    }),
  ),
  sessionIdleHours: z
    .number({ error: "validation.invalidOption" })
    .refine((hours) => (SESSION_IDLE_CHOICES as readonly number[]).includes(hours), {
      error: "validation.invalidOption",
    })
    .nullable()
    .optional(),
  aiBaseUrl: nullable(
    z
      .string({ error: "validation.invalidText" })
      .trim()
      .max(500, { error: "validation.tooLong" })
      .regex(/^https?:\/\/\S+$/, { error: "validation.invalidUrl" }),
  ),
  aiApiKey: nullable(
    z.string({ error: "validation.invalidText" }).trim().min(1, { error: "validation.required" }).max(MAX_SECRET, {
      error: "validation.tooLong",
    }),
  ),
  aiModel: nullable(
    z.string({ error: "validation.invalidText" }).trim().min(1, { error: "validation.required" }).max(200, {
      error: "validation.tooLong",
    }),
  ),
  siteName: nullable(line(SITE_NAME_MAX)),
  siteTimeZone: nullable(z.enum(SITE_TIME_ZONES, { error: "validation.invalidOption" })),
  operatorName: nullable(line(OPERATOR_NAME_MAX)),
  /** Lines separated by line breaks (kept as \n); blank lines and spaces at line ends dropped. */
  operatorAddress: nullable(
    z
      .string({ error: "validation.invalidText" })
      .transform((text) =>
        text
          .split(/\r\n?|\n/)
          .map((part) => part.trim())
          .filter(Boolean)
          .join("\n"),
      )
      .pipe(
        z.string().min(1, { error: "validation.required" }).max(OPERATOR_ADDRESS_MAX, { error: "validation.tooLong" }),
      ),
  ),
  operatorEmail: nullable(
    z
      .string({ error: "validation.invalidText" })
      .trim()
      .min(1, { error: "validation.required" })
      .max(OPERATOR_EMAIL_MAX, { error: "validation.tooLong" })
      .pipe(z.email({ error: "validation.invalidEmail" })),
  ),
  operatorJurisdiction: nullable(line(OPERATOR_JURISDICTION_MAX)),
});
export type TAdminSettingsUpdate = z.output<typeof ZAdminSettingsUpdateSchema>;
