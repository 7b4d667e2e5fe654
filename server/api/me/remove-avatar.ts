import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { removeAvatar } from "../../services/account/avatar";

/** DELETE /api/me/avatar ("Remove Photo"): back to the initials; answers `{profileImageUrl: null}`. */
export async function removeAvatarHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await removeAvatar(c.get("app"), { userId: user.id }));
}
