import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { ZUpdateProfileSchema } from "@common/account/schemas";
import { LANGUAGE_COOKIE } from "@common/i18n/resolve-language";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { updateProfile } from "../../services/account/account-settings";

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

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
  if (profile.language) {
    setCookie(c, LANGUAGE_COOKIE, profile.language, {
      sameSite: "Lax",
      secure: c.get("app").env.isHttps,
      path: "/",
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    });
  }
  return c.json(settings);
}
