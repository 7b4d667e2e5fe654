import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, unsubscribeHeaders, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "s".repeat(43);

describe("unsubscribe tokens", () => {
  it("name the account and the list they were signed for", () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, list: "job-alerts" });
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, list: "job-alerts" });
  });

  it("refuse a token moved to another account or list, signed with another secret, or malformed", () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, list: "job-alerts" });
    const [, , signed] = token.split(".");
    expect(verifyUnsubscribeToken(SECRET, `43.job-alerts.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.digest.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken("t".repeat(43), token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.security.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "")).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "x".repeat(5000))).toBeNull();
  });

  it("come with the one-click headers of RFC 8058", () => {
    expect(unsubscribeHeaders("https://hirewise.example/unsubscribe?token=abc")).toEqual({
      "List-Unsubscribe": "<https://hirewise.example/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
