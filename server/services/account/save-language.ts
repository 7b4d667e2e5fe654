import { eq } from "drizzle-orm";
import type { TLanguage } from "@common/i18n";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";

/** Makes a language the account's own: its mail and every browser it signs in on follow it. */
export async function saveAccountLanguage(
  context: TAppContext,
  options: { userId: number; language: TLanguage },
): Promise<void> {
  await context.db
    .update(users)
    .set({ language: options.language, updatedAt: new Date() })
    .where(eq(users.id, options.userId));
}
