// The account's own settings (/settings): what the page shows, its notification switches and
// its profile. Every function acts on the signed-in user's own account only.
import { eq } from "drizzle-orm";
import type { TAccountSettings, TNotificationPreferences, TUpdateProfile } from "@common/account/schemas";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";

const settingsColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  location: users.location,
  country: users.country,
  city: users.city,
  emailNotifications: users.emailNotifications,
  jobAlerts: users.jobAlerts,
  weeklyDigest: users.weeklyDigest,
  marketingEmails: users.marketingEmails,
};

function toSettings(row: {
  firstName: string;
  lastName: string;
  location: string | null;
  country: string | null;
  city: string | null;
  emailNotifications: boolean;
  jobAlerts: boolean;
  weeklyDigest: boolean;
  marketingEmails: boolean;
}): TAccountSettings {
  const { emailNotifications, jobAlerts, weeklyDigest, marketingEmails, ...profile } = row;
  return { ...profile, notifications: { emailNotifications, jobAlerts, weeklyDigest, marketingEmails } };
}

const accountGone = () => new AppError("UNAUTHORIZED", "errors.notSignedIn");

export async function getAccountSettings(context: TAppContext, options: { userId: number }): Promise<TAccountSettings> {
  const [row] = await context.db.select(settingsColumns).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw accountGone();
  return toSettings(row);
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
  return toSettings(row).notifications;
}

/** Saves names and location (a blank optional field clears it); answers the settings as stored. */
export async function updateProfile(
  context: TAppContext,
  options: { userId: number; profile: TUpdateProfile },
): Promise<TAccountSettings> {
  const { firstName, lastName, location, country, city } = options.profile;
  const [row] = await context.db
    .update(users)
    .set({
      firstName,
      lastName: lastName ?? "",
      location: location ?? null,
      country: country ?? null,
      city: city ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, options.userId))
    .returning(settingsColumns);
  if (!row) throw accountGone();
  return toSettings(row);
}
