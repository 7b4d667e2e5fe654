// The 10,000 most common passwords, for the password rule (common/auth/password-policy.ts,
// decision 013): the first 10,000 of the ranked password dictionary of
// @zxcvbn-ts/language-common (most common first), installed with the app, so nothing is
// fetched at run time. The package's data is about 400 kB, so the browser never loads it:
// package.json's "imports" map "#common-passwords" to common-passwords.browser.ts there, and
// the server's answer names a common password under the field.
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: ReadonlySet<string> | undefined;

/** Whether the password is one of the 10,000 most common ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}
