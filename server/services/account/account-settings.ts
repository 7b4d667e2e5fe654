// The account's own settings (/settings): what the page shows, its notification switches and
// its profile (with the e-mail address, whose change change-email.ts carries out). Every
// function acts on the signed-in user's own account only.
import { countryCodeOf } from "@common/validation/country";
import { eq } from "drizzle-orm";
import type { TAccountSettings, TNotificationPreferences, TUpdateProfile } from "@common/account/schemas";
import { isSupportedLanguage } from "@common/i18n";
import { isDigits } from "@common/i18n/formats";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import type { TAuditRequest } from "../audit/record-audit-event";
import { checkEmailChange, pendingEmailOf, requestEmailChange } from "./change-email";

const settingsColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  location: users.location,
  country: users.country,
  city: users.city,
  language: users.language,
  digits: users.digits,
  emailNotifications: users.emailNotifications,
  jobAlerts: users.jobAlerts,
  weeklyDigest: users.weeklyDigest,
  marketingEmails: users.marketingEmails,
};

function toSettings(
  row: {
    email: string;
    firstName: string;
    lastName: string;
    location: string | null;
    country: string | null;
    city: string | null;
    language: string;
    digits: string;
    emailNotifications: boolean;
    jobAlerts: boolean;
    weeklyDigest: boolean;
    marketingEmails: boolean;
  },
  pendingEmail: string | null,
): TAccountSettings {
  const { emailNotifications, jobAlerts, weeklyDigest, marketingEmails, language, digits, ...profile } = row;
  return {
    ...profile,
    countryCode: countryCodeOf(profile.country),
    language: isSupportedLanguage(language) ? language : "en",
    digits: isDigits(digits) ? digits : "latn",
    pendingEmail,
    notifications: { emailNotifications, jobAlerts, weeklyDigest, marketingEmails },
  };
}

const accountGone = () => new AppError("UNAUTHORIZED", "errors.notSignedIn");

export async function getAccountSettings(context: TAppContext, options: { userId: number }): Promise<TAccountSettings> {
  const [row] = await context.db.select(settingsColumns).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw accountGone();
  return toSettings(row, await pendingEmailOf(context, options));
}

/** Saves the four switches; answers them as stored. */
export async function updateNotificationPreferences(
  context: TAppContext,
  options: { userId: number; preferences: TNotificationPreferences },
): Promise<TNotificationPreferences> {
  const [row] = await context.db
    .update(users)
    .set({ ...options.preferences, updatedAt: new Date() })
    .where(eq(users.id, options.userId))
    .returning(settingsColumns);
  if (!row) throw accountGone();
  return toSettings(row, null).notifications;
}

/**
 * Saves names, location (a blank optional field clears it), a language and digits given, and, when the e-mail address is a
 * new one, asks for its change (services/account/change-email.ts): the current password is
 * checked first, then everything is written in one transaction. Answers the settings as stored.
 */
export async function updateProfile(
  context: TAppContext,
  options: { userId: number; profile: TUpdateProfile; request: TAuditRequest },
): Promise<TAccountSettings> {
  const { firstName, lastName, location, country, city, email, currentPassword, language, digits } = options.profile;
  const [user] = await context.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw accountGone();
  const newEmail = email !== undefined && email !== user.email ? email : null;
  if (newEmail) await checkEmailChange(context, { user, newEmail, currentPassword });

  const row = await context.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(users)
      // A PATCH: what is absent stays as stored; null clears (an empty last name).
      .set({
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName: lastName ?? "" } : {}),
        ...(location !== undefined ? { location } : {}),
        ...(country !== undefined ? { country } : {}),
        ...(city !== undefined ? { city } : {}),
        ...(language ? { language } : {}),
        ...(digits ? { digits } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, options.userId))
      .returning(settingsColumns);
    if (!saved) throw accountGone();
    if (newEmail) await requestEmailChange(inTransaction(context, tx), { user, newEmail, request: options.request });
    return saved;
  });
  return toSettings(row, await pendingEmailOf(context, options));
}
