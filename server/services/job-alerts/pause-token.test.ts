import { describe, expect, it } from "vitest";
import { PAUSE_LINK_VALID_DAYS, signPauseToken, verifyPauseToken } from "./pause-token";

const SECRET = "s".repeat(43);

describe("job alert pause tokens", () => {
  it("name the alert they were signed for", () => {
    const token = signPauseToken(SECRET, { alertId: 42 });
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyPauseToken(SECRET, token)).toEqual({ alertId: 42 });
  });

  it("refuse a token moved to another alert, extended, signed with another secret or malformed", () => {
    const token = signPauseToken(SECRET, { alertId: 42 });
    const [, lastDay, signed] = token.split(".");
    expect(verifyPauseToken(SECRET, `43.${lastDay}.${signed}`)).toBeNull();
    expect(verifyPauseToken(SECRET, `42.${Number(lastDay) + 1000}.${signed}`)).toBeNull();
    expect(verifyPauseToken("t".repeat(43), token)).toBeNull();
    expect(verifyPauseToken(SECRET, "")).toBeNull();
    expect(verifyPauseToken(SECRET, `${token}x`)).toBeNull();
    expect(verifyPauseToken(SECRET, "x".repeat(5000))).toBeNull();
  });

  it("are not unsubscribe tokens: the same secret signs each purpose apart", async () => {
    const { signUnsubscribeToken } = await import("../../platform/mail/unsubscribe-token");
    const unsubscribe = signUnsubscribeToken(SECRET, { userId: 42, list: "job-alerts" });
    const [userId, , lastDay, signed] = unsubscribe.split(".");
    expect(verifyPauseToken(SECRET, `${userId}.${lastDay}.${signed}`)).toBeNull();
  });

  it("work for 90 days, then no longer", () => {
    const sentAt = new Date("2026-01-01T12:00:00Z");
    const token = signPauseToken(SECRET, { alertId: 7, now: sentAt });
    const daysLater = (days: number) => new Date(sentAt.getTime() + days * 86_400_000);
    expect(PAUSE_LINK_VALID_DAYS).toBe(90);
    expect(verifyPauseToken(SECRET, token, daysLater(90))).toEqual({ alertId: 7 });
    expect(verifyPauseToken(SECRET, token, daysLater(91))).toBeNull();
  });
});
