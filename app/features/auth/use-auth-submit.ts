import { useTranslation } from "react-i18next";
import { useNavigate } from "~/lib/localized-links";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, errorMessageKey, type TMessageKey } from "~/lib/api-client";
import { useRefreshCurrentUser } from "~/lib/current-user";
import { fetchCurrentUser } from "~/api/auth";
import { dismissFailures, notify } from "~/lib/notify";
import { takeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { flattenFieldErrors, pickValidationToast, toFormFieldIssues, type TFieldIssue } from "./form-feedback";

export interface TAuthSubmitOptions<TFieldValues extends FieldValues, TOutput> {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** API field name -> form field name, where they differ. */
  fieldAliases?: Readonly<Record<string, string>>;
  missingDescription: "authForm.missingAllFields" | "authForm.missingRequiredFields";
  /** The API call; the session cookie it sets signs the person in. */
  send: (values: TOutput) => Promise<unknown>;
  /** Translated texts, and the key of what a failure says when the server's answer says nothing. */
  success: { title: string; description: string };
  failure: { title: string; fallbackKey: TMessageKey };
  /** Where a refusal that names no field is shown besides the toast (sign-in: the password). */
  refusalField?: Path<TFieldValues>;
}

/** The names of the form's controls in page order (react-hook-form names them by field path). */
function controlNames(event: React.BaseSyntheticEvent | undefined): string[] {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return [];
  return [...form.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean);
}

/** Moves focus to the invalid field that comes first on the page. */
function focusFirstInvalid(event: React.BaseSyntheticEvent | undefined, issues: readonly TFieldIssue[]) {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const paths = new Set(issues.map((issue) => issue.path));
  const first = [...form.elements].find((element) => paths.has((element as HTMLInputElement).name));
  if (!(first instanceof HTMLElement)) return;
  // After the re-render that shows the messages, so aria-describedby already points at them;
  // centred, so the label stays clear of the sticky header and the message is in view.
  window.setTimeout(() => {
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, 0);
}

/**
 * The submit flow shared by sign-in and both sign-ups: validate (the spec's toast plus the
 * messages under the fields), call the API (a refusal shows under its field as well as in the
 * toast), then take away the failed attempts' toasts, toast, fetch the current user so the
 * header knows them (a failure to, other than signed out, says "Failed to fetch user") and go to
 * the stored post-login path or /dashboard.
 */
export function useAuthSubmit<TFieldValues extends FieldValues, TOutput>(
  options: TAuthSubmitOptions<TFieldValues, TOutput>,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshCurrentUser = useRefreshCurrentUser();
  const { form } = options;

  const onValid = async (values: TOutput, event?: React.BaseSyntheticEvent) => {
    try {
      await options.send(values);
    } catch (error) {
      const issues = toFormFieldIssues(error instanceof ApiError ? error.fieldErrors : {}, {
        fields: controlNames(event),
        aliases: options.fieldAliases,
      });
      if (issues.length === 0 && options.refusalField && error instanceof ApiError && error.messageKey) {
        issues.push({ path: options.refusalField, message: error.messageKey });
      }
      for (const issue of issues) {
        form.setError(issue.path as Path<TFieldValues>, { type: "server", message: issue.message });
      }
      focusFirstInvalid(event, issues);
      notify({
        title: options.failure.title,
        description: t(errorMessageKey(error, options.failure.fallbackKey)),
        variant: "destructive",
      });
      return;
    }
    // The failed attempts' toasts no longer apply.
    dismissFailures();
    notify({ title: options.success.title, description: options.success.description });
    try {
      await fetchCurrentUser();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        notify({ title: t("shell.currentUser.fetchFailed"), variant: "destructive" });
      }
    }
    await refreshCurrentUser();
    await navigate(takeRedirectAfterLogin(), { replace: true });
  };

  const onInvalid = (errors: FieldErrors<TFieldValues>, event?: React.BaseSyntheticEvent) => {
    const issues = flattenFieldErrors(errors);
    focusFirstInvalid(event, issues);
    const toast = pickValidationToast(issues, options.missingDescription);
    if (toast) notify({ title: t(toast.title), description: t(toast.description), variant: "destructive" });
  };

  return form.handleSubmit(onValid, onInvalid);
}
