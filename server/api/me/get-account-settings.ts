import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getAccountSettings } from "../../services/account/account-settings";

/** The signed-in user's own settings: profile, language and notification switches. */
export async function getAccountSettingsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getAccountSettings(c.get("app"), { userId: user.id }));
}
