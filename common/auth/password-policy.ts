// The one password rule (NIST SP 800-63B, decision 013): at least 8 and at most 128
// characters, counted as Unicode code points, and not one of the 10,000 most common passwords
// in any letter case. No other composition rules. It applies to every new password: sign-up,
// ADMIN_PASSWORD and DEMO_PASSWORD, `npm run admin`, and every password form added later.
// The browser checks the length; the list is checked where it is loaded, on the server
// (common-passwords.ts and its browser stand-in).
import { z } from "zod";
import { isCommonPassword } from "#common-passwords";
import { requiredString } from "../validation/text";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The catalogue key of each way a password can break the rule; each message names the rule. */
export const PASSWORD_PROBLEMS = {
  tooShort: "passwordPolicy.tooShort",
  tooLong: "passwordPolicy.tooLong",
  tooCommon: "passwordPolicy.tooCommon",
} as const;
export type TPasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

/** A password's length as people count it: "🔑" is one character, not two UTF-16 units. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count++;
  return count;
}

/** What is wrong with a new password under the rule, as a catalogue key; undefined when it passes. */
export function passwordProblem(password: string): TPasswordProblem | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_PROBLEMS.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_PROBLEMS.tooLong;
  if (isCommonPassword(password)) return PASSWORD_PROBLEMS.tooCommon;
  return undefined;
}

/** A new password, as every form and the API take it: required, then the rule. */
export const ZNewPasswordSchema = z
  .string(requiredString())
  .min(1, "validation.required")
  .superRefine((password, context) => {
    if (password === "") return;
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/**
 * A password being checked against an account (sign-in): any length is tried, up to the
 * rule's maximum, so a long body costs no hash.
 */
export const ZCurrentPasswordSchema = z
  .string(requiredString())
  .min(1, "validation.required")
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, { error: PASSWORD_PROBLEMS.tooLong });
