import type { Context } from "hono";
import { ZUpdateProfileSchema } from "@common/account/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { rememberLanguage } from "../../lib/language-cookie";
import { parseJsonBody } from "../../lib/validation";
import { updateProfile } from "../../services/account/account-settings";

/**
 * Saves the signed-in user's names and location, and asks for a change of e-mail address (mailed
 * to the new one, confirmed by its link); answers the settings as stored. A language given
 * becomes the account's (its mail) and the browser's (the lang cookie, which the site follows).
 */
export async function updateProfileHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const profile = await parseJsonBody(c, ZUpdateProfileSchema);
  const settings = await updateProfile(c.get("app"), {
    userId: user.id,
    profile,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  if (profile.language) rememberLanguage(c, profile.language);
  return c.json(settings);
}
