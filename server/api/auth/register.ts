import type { Context } from "hono";
import { ZRegisterSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { recordEvent } from "../../platform/events/events";
import { registerUser } from "../../services/auth/register-user";
import { deleteSession } from "../../services/auth/session";
import { startSession } from "./session-cookie";

export async function registerHandler(c: Context<THonoEnv>) {
  const input = await parseJsonBody(c, ZRegisterSchema);
  const user = await registerUser(c.get("app"), {
    input,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
    language: c.get("language"),
  });
  const previous = c.get("sessionTokenHash");
  if (previous) await deleteSession(c.get("app"), { tokenHash: previous });
  await startSession(c, user.id);
  await recordEvent(c.get("app"), { name: "account.registered", userId: user.id });
  return c.json(user, 201);
}
