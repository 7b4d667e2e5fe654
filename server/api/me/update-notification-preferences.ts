import type { Context } from "hono";
import { ZNotificationPreferencesSchema } from "@common/account/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { updateNotificationPreferences } from "../../services/account/account-settings";

/** Saves the signed-in user's four notification switches; answers them as stored. */
export async function updateNotificationPreferencesHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const preferences = await parseJsonBody(c, ZNotificationPreferencesSchema);
  return c.json(await updateNotificationPreferences(c.get("app"), { userId: user.id, preferences }));
}
