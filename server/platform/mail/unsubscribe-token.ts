// Unsubscribe links that work without signing in (RFC 8058): the token names the account and
// the list (which notification switch) and the last day it works, signed with the app secret
// (platform/app-secret), so it cannot be forged, moved to another account or extended. A notification mail's link opens
// /unsubscribe?token=, and POST /api/unsubscribe acts (never a GET).
import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_LISTS, type TUnsubscribeList } from "@common/account/unsubscribe";

export type { TUnsubscribeList };

/** How long an unsubscribe link works after its mail was queued. */
export const UNSUBSCRIBE_LINK_VALID_DAYS = 90;
const DAY_MS = 86_400_000;

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe\n${payload}`).digest();
}

/** A token for this account and list, valid for UNSUBSCRIBE_LINK_VALID_DAYS from `now`. */
export function signUnsubscribeToken(
  secret: string,
  options: { userId: number; list: TUnsubscribeList; now?: Date },
): string {
  const lastDay = Math.floor((options.now ?? new Date()).getTime() / DAY_MS) + UNSUBSCRIBE_LINK_VALID_DAYS;
  const payload = `${options.userId}.${options.list}.${lastDay}`;
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

/** The account and list of a token this secret signed and that has not expired, or null. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: number; list: TUnsubscribeList } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z-]{1,20})\.([0-9]{1,7})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, userId, list, lastDay, signed] = match;
  if (!(UNSUBSCRIBE_LISTS as readonly string[]).includes(list)) return null;
  const expected = signature(secret, `${userId}.${list}.${lastDay}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Math.floor(now.getTime() / DAY_MS) > Number(lastDay)) return null;
  return { userId: Number(userId), list: list as TUnsubscribeList };
}

/** The headers of RFC 2369 and RFC 8058 for a mail with this unsubscribe address. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
