import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { isSupportedLanguage } from "@common/i18n";
import { ZLoginSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { users } from "../../db/schema";
import { rememberLanguage } from "../../lib/language-cookie";
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
  // The account's language follows it to this browser.
  const [account] = await c.get("app").db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
  if (isSupportedLanguage(account?.language)) rememberLanguage(c, account.language);
  await recordEvent(c.get("app"), { name: "account.signed-in", userId: user.id });
  return c.json(user);
}
