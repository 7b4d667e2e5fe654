// The runtime settings the server knows: each with the environment variable that, when set,
// always wins; its schema (a stored value must pass it too); its default; and whether it is a
// secret, which is stored sealed and never returned. Add a setting here (CONTRIBUTING.md).
import { z } from "zod";
import type { TEnv } from "../../lib/env";

export interface TSettingDefinition<T> {
  /** The environment variable that sets it, and wins over a stored value. */
  envVar: keyof TEnv & string;
  schema: z.ZodType<T>;
  /** Used when neither the environment nor the database gives a value. */
  defaultValue?: T;
  /** Stored sealed with the app secret; never returned, only whether it is set. */
  secret: boolean;
}

const define = <T>(definition: TSettingDefinition<T>) => definition;

export const SETTINGS = {
  /** smtp://user:pass@host:587: mail is sent through it; unset, it lands in the local outbox. */
  smtpUrl: define({
    envVar: "SMTP_URL",
    schema: z.string().regex(/^smtps?:\/\//, "validation.invalidValue"),
    secret: true,
  }),
  /** The sender of every mail, "Hirewise <no-reply@example.com>". */
  mailFrom: define({ envVar: "MAIL_FROM", schema: z.string().min(3, "validation.invalidValue"), secret: false }),
  /** Sessions end after this many hours without a request. */
  sessionIdleHours: define({
    envVar: "SESSION_IDLE_HOURS",
    schema: z
      .number()
      .positive("validation.invalidValue")
      .max(24 * 30, "validation.invalidValue"),
    defaultValue: 24,
    secret: false,
  }),
} as const;

export type TSettingKey = keyof typeof SETTINGS;
export type TSettingValue<K extends TSettingKey> = (typeof SETTINGS)[K] extends TSettingDefinition<infer T> ? T : never;
