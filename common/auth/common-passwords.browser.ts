// The browser's stand-in for common-passwords.ts (package.json "imports" picks it under the
// "browser" condition): the list (400 kB of package data) stays on the server, which answers
// a common password with the rule's message under the password field (decision 013). The
// browser checks the length.
export const COMMON_PASSWORD_COUNT = 10_000;

export function isCommonPassword(_password: string): boolean {
  return false;
}
