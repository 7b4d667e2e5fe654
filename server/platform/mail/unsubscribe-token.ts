// Unsubscribe links that work without signing in (RFC 8058): the token names the account and
// the list (which notification switch), signed with the app secret (platform/app-secret), so it
// cannot be forged or moved to another account. A notification mail's link opens
// /unsubscribe?token=, and POST /api/unsubscribe acts (never a GET).
import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_LISTS, type TUnsubscribeList } from "@common/account/unsubscribe";

export type { TUnsubscribeList };

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe\n${payload}`).digest();
}

export function signUnsubscribeToken(secret: string, options: { userId: number; list: TUnsubscribeList }): string {
  const payload = `${options.userId}.${options.list}`;
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

/** The account and list of a token this secret signed, or null (forged, altered, malformed). */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; list: TUnsubscribeList } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z-]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, userId, list, signed] = match;
  if (!(UNSUBSCRIBE_LISTS as readonly string[]).includes(list)) return null;
  const expected = signature(secret, `${userId}.${list}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(userId), list: list as TUnsubscribeList };
}

/** The headers of RFC 2369 and RFC 8058 for a mail with this unsubscribe address. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
