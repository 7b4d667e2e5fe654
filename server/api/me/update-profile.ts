import type { Context } from "hono";
import { ZUpdateProfileSchema } from "@common/account/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { updateProfile } from "../../services/account/account-settings";

/**
 * Saves the signed-in user's names and location, and asks for a change of e-mail address (mailed
 * to the new one, confirmed by its link); answers the settings as stored.
 */
export async function updateProfileHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const profile = await parseJsonBody(c, ZUpdateProfileSchema);
  return c.json(
    await updateProfile(c.get("app"), {
      userId: user.id,
      profile,
      request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
    }),
  );
}
