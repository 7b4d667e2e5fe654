// Turning a notification mail off from its unsubscribe link, without signing in: the signed
// token (platform/mail/unsubscribe-token.ts) names the account and the switch.
import { eq } from "drizzle-orm";
import { UNSUBSCRIBE_LIST_SWITCHES, type TUnsubscribeList } from "@common/account/unsubscribe";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { appSecret } from "../../platform/app-secret/app-secret";
import { verifyUnsubscribeToken } from "../../platform/mail/unsubscribe-token";

const linkInvalid = () => new AppError("BAD_REQUEST", "unsubscribe.linkInvalid", { token: "unsubscribe.linkInvalid" });

/** The list a token turns off, if this server signed it; reading it changes nothing. */
export async function readUnsubscribeToken(
  context: Pick<TAppContext, "env" | "appSecret">,
  token: string,
): Promise<{ userId: number; list: TUnsubscribeList } | null> {
  return verifyUnsubscribeToken(await appSecret(context), token);
}

/** Turns off the switch the token names; doing it again answers the same. */
export async function unsubscribe(
  context: TAppContext,
  options: { token: string },
): Promise<{ list: TUnsubscribeList }> {
  const signed = await readUnsubscribeToken(context, options.token);
  if (!signed) throw linkInvalid();
  const updated = await context.db
    .update(users)
    .set({ [UNSUBSCRIBE_LIST_SWITCHES[signed.list]]: false, updatedAt: new Date() })
    .where(eq(users.id, signed.userId))
    .returning({ id: users.id });
  // The account is gone: the link is no longer anyone's.
  if (updated.length === 0) throw linkInvalid();
  return { list: signed.list };
}
