import type { Context } from "hono";
import { ZLoginSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { recordEvent } from "../../platform/events/events";
import { authenticate } from "../../services/auth/authenticate";
import { deleteSession } from "../../services/auth/session";
import { startSession } from "./session-cookie";

export async function loginHandler(c: Context<THonoEnv>) {
  const credentials = await parseJsonBody(c, ZLoginSchema);
  const user = await authenticate(c.get("app"), {
    credentials,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  const previous = c.get("sessionTokenHash");
  if (previous) await deleteSession(c.get("app"), { tokenHash: previous });
  await startSession(c, user.id);
  await recordEvent(c.get("app"), { name: "account.signed-in", userId: user.id });
  return c.json(user);
}
