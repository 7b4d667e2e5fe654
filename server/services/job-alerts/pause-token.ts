// The "Pause this alert" link of a job alert mail works without signing in: the token names the
// alert and the last day it works, signed with the app secret for this purpose alone, so it
// cannot be forged, moved to another alert or extended. The link opens /job-alerts/pause?token=,
// whose button posts it to POST /api/job-alerts/pause (never a GET).
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a pause link works after its mail was queued. */
export const PAUSE_LINK_VALID_DAYS = 90;
const DAY_MS = 86_400_000;

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`job-alert-pause\n${payload}`).digest();
}

/** A token pausing this alert, valid for PAUSE_LINK_VALID_DAYS from `now`. */
export function signPauseToken(secret: string, options: { alertId: number; now?: Date }): string {
  const lastDay = Math.floor((options.now ?? new Date()).getTime() / DAY_MS) + PAUSE_LINK_VALID_DAYS;
  const payload = `${options.alertId}.${lastDay}`;
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

/** The alert of a token this secret signed and that has not expired, or null. */
export function verifyPauseToken(secret: string, token: string, now = new Date()): { alertId: number } | null {
  const match = /^([1-9][0-9]{0,9})\.([0-9]{1,7})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, alertId, lastDay, signed] = match;
  const expected = signature(secret, `${alertId}.${lastDay}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Math.floor(now.getTime() / DAY_MS) > Number(lastDay)) return null;
  return { alertId: Number(alertId) };
}
