// The password rule (NIST SP 800-63B, decision 013).
import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";
import { isCommonPassword as isCommonInBrowser } from "./common-passwords.browser";
import { passwordLength, passwordProblem, ZNewPasswordSchema } from "./password-policy";
import { ZLoginSchema, ZRegisterSchema } from "./schemas";

function messagesOf(password: unknown): string[] {
  const result = ZNewPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("length", () => {
  it("takes 8 to 128 characters and names the limit it breaks", () => {
    expect(passwordProblem("k9#mq2L")).toBe("passwordPolicy.tooShort");
    expect(passwordProblem("k9#mq2Lz")).toBeUndefined();
    expect(passwordProblem("p".repeat(128))).toBeUndefined();
    expect(passwordProblem("p".repeat(129))).toBe("passwordPolicy.tooLong");
  });

  it("counts characters as people do: an emoji is one, not two UTF-16 units", () => {
    expect(passwordLength("🔑🔑")).toBe(2);
    expect(passwordProblem("🔑".repeat(7))).toBe("passwordPolicy.tooShort");
    expect(passwordProblem("🔑".repeat(8))).toBeUndefined();
    expect(passwordProblem("密".repeat(128))).toBeUndefined();
    expect(passwordProblem("🔑".repeat(129))).toBe("passwordPolicy.tooLong");
  });

  it("asks for the password, not its length, when it is missing", () => {
    expect(messagesOf("")).toEqual(["validation.required"]);
    expect(messagesOf(undefined)).toEqual(["validation.required"]);
    expect(messagesOf(12345678)).toEqual(["validation.invalidText"]);
  });

  it("sets no other composition rule: a long phrase of lower-case words passes", () => {
    expect(messagesOf("correct horse battery staple")).toEqual([]);
  });
});

describe("the 10,000 most common passwords", () => {
  it("are refused in any letter case", () => {
    for (const password of ["password1", "Password1", "PASSWORD1", "iloveyou", "sunshine", "qwertyuiop", "12345678"]) {
      expect(passwordProblem(password), password).toBe("passwordPolicy.tooCommon");
    }
  });

  it("are the first 10,000 of the package's ranked list, no more", () => {
    const ranked = dictionary["passwords-common"];
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(isCommonPassword(ranked[0])).toBe(true);
    expect(isCommonPassword(ranked[COMMON_PASSWORD_COUNT - 1])).toBe(true);
    expect(isCommonPassword(ranked[COMMON_PASSWORD_COUNT])).toBe(false);
    // The 10,000th and the 10,001st are both 8 characters long (dates), so only the list decides.
    expect(ranked[COMMON_PASSWORD_COUNT - 1]).toHaveLength(8);
    expect(passwordProblem(ranked[COMMON_PASSWORD_COUNT - 1])).toBe("passwordPolicy.tooCommon");
    expect(ranked[COMMON_PASSWORD_COUNT]).toHaveLength(8);
    expect(passwordProblem(ranked[COMMON_PASSWORD_COUNT])).toBeUndefined();
  });

  it("are checked on the server only: the browser's stand-in passes every password to it", () => {
    expect(isCommonInBrowser("password1")).toBe(false);
  });
});

describe("where the rule applies", () => {
  it("is the sign-up schema's password rule", () => {
    const base = { email: "a@example.com", firstName: "Ann", acceptTerms: true };
    const errors = (password: string) =>
      ZRegisterSchema.safeParse({ ...base, password }).error?.issues.map((issue) => issue.message) ?? [];
    expect(errors("short")).toEqual(["passwordPolicy.tooShort"]);
    expect(errors("iloveyou1")).toEqual(["passwordPolicy.tooCommon"]);
    expect(errors("k9#mq2Lz")).toEqual([]);
  });

  it("is not applied at sign-in, where an old short password must still work", () => {
    expect(ZLoginSchema.safeParse({ email: "a@example.com", password: "secret" }).success).toBe(true);
    expect(ZLoginSchema.safeParse({ email: "a@example.com", password: "password" }).success).toBe(true);
    const tooLong = ZLoginSchema.safeParse({ email: "a@example.com", password: "p".repeat(129) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(["passwordPolicy.tooLong"]);
  });
});
