import { describe, expect, it } from "vitest";
import {
  UNSUBSCRIBE_LINK_VALID_DAYS,
  signUnsubscribeToken,
  unsubscribeHeaders,
  verifyUnsubscribeToken,
} from "./unsubscribe-token";

const SECRET = "s".repeat(43);

describe("unsubscribe tokens", () => {
  it("name the account and the list they were signed for", () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, list: "job-alerts" });
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, list: "job-alerts" });
  });

  it("refuse a token moved to another account or list, signed with another secret, or malformed", () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, list: "job-alerts" });
    const [, , lastDay, signed] = token.split(".");
    expect(verifyUnsubscribeToken(SECRET, `43.job-alerts.${lastDay}.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.digest.${lastDay}.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.job-alerts.${Number(lastDay) + 1000}.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken("t".repeat(43), token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.security.${lastDay}.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "")).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "x".repeat(5000))).toBeNull();
  });

  it("work for 90 days, then no longer", () => {
    const sentAt = new Date("2026-01-01T12:00:00Z");
    const token = signUnsubscribeToken(SECRET, { userId: 7, list: "digest", now: sentAt });
    const daysLater = (days: number) => new Date(sentAt.getTime() + days * 86_400_000);
    expect(UNSUBSCRIBE_LINK_VALID_DAYS).toBe(90);
    expect(verifyUnsubscribeToken(SECRET, token, daysLater(90))).toEqual({ userId: 7, list: "digest" });
    expect(verifyUnsubscribeToken(SECRET, token, daysLater(91))).toBeNull();
  });

  it("come with the one-click headers of RFC 8058", () => {
    expect(unsubscribeHeaders("https://hirewise.example/unsubscribe?token=abc")).toEqual({
      "List-Unsubscribe": "<https://hirewise.example/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
