import { z } from "zod";
import { ZCurrentPasswordSchema, ZNewPasswordSchema } from "../auth/password-policy";
import { ZEmailSchema } from "../auth/schemas";
import type { TLanguage } from "../i18n";
import { DIGITS, type TDigits } from "../i18n/formats";
import { ZLanguageSchema } from "../i18n/language-schema";
import { clearableCountry } from "../validation/country";
import { clearableText, requiredText } from "../validation/text";

// The account's own settings (/settings): notification switches, password change and
// profile. Messages are keys of the message catalogue (common/i18n/en).

const SHORT_TEXT_MAX = 100;

/** The four notification switches, every one required in a save. */
export const ZNotificationPreferencesSchema = z.object(
  {
    emailNotifications: z.boolean({ error: "validation.invalidValue" }),
    jobAlerts: z.boolean({ error: "validation.invalidValue" }),
    weeklyDigest: z.boolean({ error: "validation.invalidValue" }),
    marketingEmails: z.boolean({ error: "validation.invalidValue" }),
  },
  { error: "validation.invalidValue" },
);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

/** E-mail notifications and job alerts on, weekly digest and marketing off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  emailNotifications: true,
  jobAlerts: true,
  weeklyDigest: false,
  marketingEmails: false,
};

export const NOTIFICATION_SWITCHES = ["emailNotifications", "jobAlerts", "weeklyDigest", "marketingEmails"] as const;

/** A password change: the current password proves who asks; the new one follows the rule. */
export const ZChangePasswordSchema = z.object(
  { currentPassword: ZCurrentPasswordSchema, newPassword: ZNewPasswordSchema },
  { error: "validation.invalidValue" },
);
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/**
 * PATCH /api/me, the profile of /settings: each field given changes, each absent one is kept.
 * Names and location (blank or null last name, location, country or city clears it), and the
 * e-mail address: a new one (compared as sign-up normalises it) needs the current password
 * and takes effect once confirmed by the link mailed to it.
 */
export const ZUpdateProfileSchema = z.object(
  {
    firstName: requiredText(SHORT_TEXT_MAX).optional(),
    lastName: clearableText(SHORT_TEXT_MAX),
    location: clearableText(200),
    country: clearableCountry(),
    city: clearableText(SHORT_TEXT_MAX),
    email: ZEmailSchema.optional(),
    currentPassword: ZCurrentPasswordSchema.optional(),
    /** The language of the site and of the account's mail; absent keeps the one stored. */
    language: ZLanguageSchema.optional(),
    /** The digits numbers are written with when the language is Arabic (decision 041); absent keeps them. */
    digits: z.enum(DIGITS, { error: "validation.invalidOption" }).optional(),
  },
  { error: "validation.invalidValue" },
);
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileSchema>;
export type TUpdateProfile = z.output<typeof ZUpdateProfileSchema>;

/** "Delete my account": the account's password confirms it. */
export const ZDeleteAccountSchema = z.object(
  { password: ZCurrentPasswordSchema },
  { error: "validation.invalidValue" },
);
export type TDeleteAccount = z.infer<typeof ZDeleteAccountSchema>;

/** What /settings shows of the account besides the header's user. */
export interface TAccountSettings {
  email: string;
  /** The new address of an e-mail change waiting for its confirmation link; null when none. */
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  location: string | null;
  country: string | null;
  /** The country's ISO code; null for none or a country outside the supported list. */
  countryCode: string | null;
  city: string | null;
  /** The language the account reads the site and its mail in. */
  language: TLanguage;
  /** The digits the account reads numbers in when its language is Arabic (decision 041). */
  digits: TDigits;
  notifications: TNotificationPreferences;
}
