// Which toast a failed sign-in or sign-up form shows, and where the API's field errors go.
// Pure functions (no DOM, no i18n instance) so the rules are unit-tested.

/** A field's problem as a dotted path ("company.name") and its catalog key. */
export interface TFieldIssue {
  path: string;
  message: string;
}

export type TAuthToastKey =
  | "authForm.missingTitle"
  | "authForm.missingAllFields"
  | "authForm.missingRequiredFields"
  | "authForm.mismatchTitle"
  | "authForm.mismatchDescription"
  | "authForm.tooShortTitle"
  | "authForm.tooShortDescription";

export interface TToastKeys {
  title: TAuthToastKey;
  description: TAuthToastKey;
}

/**
 * react-hook-form's nested errors as a flat list in field order: { company: { name: {message} } }
 * becomes [{ path: "company.name", message }].
 */
export function flattenFieldErrors(errors: object, prefix = ""): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object" || key === "ref") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") issues.push({ path, message });
    else issues.push(...flattenFieldErrors(value, path));
  }
  return issues;
}

/**
 * The one toast for an invalid submit, in the spec's order:
 * a required field left empty, then passwords that differ, then a short password. Other
 * problems (an invalid email, the unticked terms box) show only under their fields.
 */
export function pickValidationToast(
  issues: readonly TFieldIssue[],
  missingDescription: "authForm.missingAllFields" | "authForm.missingRequiredFields",
): TToastKeys | null {
  const has = (message: string) => issues.some((issue) => issue.message === message);
  if (has("validation.required")) return { title: "authForm.missingTitle", description: missingDescription };
  if (has("validation.passwordMismatch")) {
    return { title: "authForm.mismatchTitle", description: "authForm.mismatchDescription" };
  }
  if (has("passwordPolicy.tooShort")) {
    return { title: "authForm.tooShortTitle", description: "authForm.tooShortDescription" };
  }
  return null;
}

/**
 * The API's `errors` ({ "company.name": "validation.required" }) as issues on this form's
 * fields. `aliases` renames API fields the form calls differently; fields the form doesn't
 * have are dropped (the toast still says what the server answered).
 */
export function toFormFieldIssues(
  serverErrors: Readonly<Record<string, string>>,
  options: { fields: readonly string[]; aliases?: Readonly<Record<string, string>> },
): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  for (const [serverPath, messageKey] of Object.entries(serverErrors)) {
    const path = options.aliases?.[serverPath] ?? serverPath;
    if (!options.fields.includes(path) || issues.some((issue) => issue.path === path)) continue;
    issues.push({ path, message: messageKey });
  }
  return issues.sort((a, b) => options.fields.indexOf(a.path) - options.fields.indexOf(b.path));
}
