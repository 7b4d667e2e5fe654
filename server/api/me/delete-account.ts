import type { Context } from "hono";
import { ZDeleteAccountSchema } from "@common/account/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { deleteAccount } from "../../services/account/delete-account";
import { clearSessionCookie } from "../auth/session-cookie";

/** Deletes the signed-in user's account after checking the password; the session cookie goes too. */
export async function deleteAccountHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { password } = await parseJsonBody(c, ZDeleteAccountSchema);
  await deleteAccount(c.get("app"), {
    userId: user.id,
    password,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  clearSessionCookie(c);
  return c.json({ ok: true });
}
