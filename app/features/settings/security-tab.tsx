import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Download, LogOut } from "lucide-react";
import { PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS, passwordLength } from "@common/auth/password-policy";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ACCOUNT_EXPORT_URL, changePassword } from "~/api/me";

type TPasswordField = "currentPassword" | "newPassword" | "confirmPassword";
/** The auth feature's password input with show/hide, handed in by the route. */
export type TPasswordInput = React.ComponentType<
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & React.RefAttributes<HTMLInputElement>
>;

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The password change (current, new, confirm, each with show/hide), "Sign out everywhere",
 * "Download my data" and, in a danger zone, "Delete my account". The password input, the
 * sign-out and what follows a deletion are handed in by the route.
 */
export function SecurityTab(props: {
  PasswordInput: TPasswordInput;
  onSignOutEverywhere: () => Promise<void>;
  onAccountDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { PasswordInput } = props;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TPasswordField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);

  function refuse(title: string, description: string, fieldErrors: Partial<Record<TPasswordField, string>>) {
    setErrors(fieldErrors);
    notify({ title, description, variant: "destructive" });
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
    const missing = (Object.keys(values) as TPasswordField[]).filter((field) => values[field] === "");
    if (missing.length > 0) {
      return refuse(
        t("settings.security.missingTitle"),
        t("settings.security.missingBody"),
        Object.fromEntries(missing.map((field) => [field, "validation.required"])),
      );
    }
    if (newPassword !== confirmPassword) {
      return refuse(t("settings.security.mismatchTitle"), t("settings.security.mismatchBody"), {
        confirmPassword: "settings.security.mismatchBody",
      });
    }
    if (passwordLength(newPassword) < PASSWORD_MIN_LENGTH) {
      return refuse(t("settings.security.tooShortTitle"), t(PASSWORD_PROBLEMS.tooShort), {
        newPassword: PASSWORD_PROBLEMS.tooShort,
      });
    }
    setIsSaving(true);
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const messageKey = error instanceof ApiError ? error.messageKey : null;
      // A wrong current password, or no answer: the spec's sentence; any other refusal says why.
      const isOwnSentence =
        messageKey && !fieldErrors.currentPassword && error instanceof ApiError && error.status !== 0;
      setIsSaving(false);
      return refuse(
        t("settings.security.failedTitle"),
        isOwnSentence ? t(messageKey) : t("settings.security.failedBody"),
        {
          currentPassword: fieldErrors.currentPassword,
          newPassword: fieldErrors.newPassword,
        },
      );
    }
    setIsSaving(false);
    setValues(EMPTY);
    setErrors({});
    dismissFailures();
    notify({ title: t("settings.security.successTitle"), description: t("settings.security.successBody") });
  }

  async function signOutEverywhere() {
    setIsSigningOut(true);
    try {
      await props.onSignOutEverywhere();
    } catch {
      notify({
        title: t("settings.security.signOutEverywhereFailedTitle"),
        description: t("settings.security.signOutEverywhereFailedBody"),
        variant: "destructive",
      });
    } finally {
      setIsSigningOut(false);
    }
  }

  const field = (name: TPasswordField, autoComplete: string) => (
    <FormField id={`settings-${name}`} label={t(`settings.security.${name}`)} isRequired error={errors[name]}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-gray-900">{t("settings.security.title")}</h2>
        <p className="mt-1 text-sm text-gray-600">{t("settings.security.description")}</p>
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 max-w-md space-y-5">
          {field("currentPassword", "current-password")}
          {field("newPassword", "new-password")}
          {field("confirmPassword", "new-password")}
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t("settings.saving") : t("settings.security.save")}
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-gray-900">{t("settings.security.signOutEverywhereTitle")}</h2>
        <p className="mt-1 text-sm text-gray-600">{t("settings.security.signOutEverywhereBody")}</p>
        <Button variant="secondary" className="mt-4" disabled={isSigningOut} onClick={signOutEverywhere}>
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("settings.security.signOutEverywhere")}
        </Button>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-gray-900">{t("accountData.downloadTitle")}</h2>
        <p className="mt-1 text-sm text-gray-600">{t("accountData.downloadBody")}</p>
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses({ variant: "secondary", className: "mt-4" })}>
          <Download aria-hidden="true" className="size-4" />
          {t("accountData.download")}
        </a>
      </Card>
      <section aria-labelledby="danger-zone" className="rounded-xl border border-red-300 bg-white p-6 shadow-xs">
        <h2 id="danger-zone" className="text-lg font-semibold text-red-800">
          {t("accountData.dangerZone")}
        </h2>
        <h3 className="mt-3 text-base font-semibold text-gray-900">{t("accountData.deleteTitle")}</h3>
        <p className="mt-1 text-sm text-gray-600">{t("accountData.deleteBody")}</p>
        <DeleteAccountDialog PasswordInput={PasswordInput} onDeleted={props.onAccountDeleted} />
      </section>
    </div>
  );
}
