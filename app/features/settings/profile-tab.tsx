import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TAccountSettings } from "@common/account/schemas";
import { formatLocation } from "@common/auth/form-schemas";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ApiError } from "~/lib/api-client";
import { useRefreshCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { useStoredLocation } from "~/lib/user-location";
import { AvatarField } from "./avatar-field";
import type { TPasswordInput } from "./security-tab";
import { updateProfile } from "~/api/me";

type TProfileField = "firstName" | "lastName" | "location";
type TEmailField = "email" | "currentPassword";

/**
 * First and last name, e-mail (a new address asks for the current password and waits for its
 * confirmation link) and location (pre-filled from the detected place when empty), "Save Changes".
 */
export function ProfileTab({ initial, PasswordInput }: { initial: TAccountSettings; PasswordInput: TPasswordInput }) {
  const { t } = useTranslation();
  const refreshCurrentUser = useRefreshCurrentUser();
  const detected = useStoredLocation();
  const detectedText = detected ? formatLocation(detected) : "";
  const [names, setNames] = useState({ firstName: initial.firstName, lastName: initial.lastName });
  // What the person typed (or saved) in Location; until then an account with no location shows
  // the detected place.
  const [typedLocation, setTypedLocation] = useState<string | null>(null);
  const values = { ...names, location: typedLocation ?? (initial.location || detectedText) };
  // The account's address, what the Email field holds, and the new address waiting for its link.
  const [account, setAccount] = useState({ email: initial.email, pendingEmail: initial.pendingEmail });
  const [email, setEmail] = useState(initial.email);
  const [currentPassword, setCurrentPassword] = useState("");
  const isEmailChanged = email.trim().toLowerCase() !== account.email;
  const [errors, setErrors] = useState<Partial<Record<TProfileField | TEmailField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const missing = {
      ...(values.firstName.trim() === "" ? { firstName: "validation.required" } : {}),
      ...(isEmailChanged && email.trim() === "" ? { email: "validation.required" } : {}),
      ...(isEmailChanged && currentPassword === "" ? { currentPassword: "validation.required" } : {}),
    };
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      notify({
        title: t("settings.profile.failedTitle"),
        description: t("settings.profile.failedBody"),
        variant: "destructive",
      });
      return;
    }
    // Country and city go with the location only while it is the detected (or stored) place.
    const isDetected = Boolean(detected) && values.location === detectedText;
    const isStored = !isDetected && values.location === (initial.location ?? "");
    const place = isDetected
      ? { country: detected?.country ?? "", city: detected?.city ?? "" }
      : isStored
        ? { country: initial.country ?? "", city: initial.city ?? "" }
        : { country: "", city: "" };
    setIsSaving(true);
    let requestedEmail: string | null = null;
    try {
      const saved = await updateProfile({
        ...values,
        ...place,
        ...(isEmailChanged ? { email, currentPassword } : {}),
      });
      setNames({ firstName: saved.firstName, lastName: saved.lastName });
      setTypedLocation(saved.location ?? "");
      setAccount({ email: saved.email, pendingEmail: saved.pendingEmail });
      setEmail(saved.email);
      setCurrentPassword("");
      requestedEmail = isEmailChanged ? saved.pendingEmail : null;
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fieldErrors as Partial<Record<TProfileField | TEmailField, string>>);
      // A refused address or password, or too many changes, says why; anything else the spec's sentence.
      const isOwnSentence =
        error instanceof ApiError &&
        error.messageKey !== null &&
        (Boolean(fieldErrors.email || fieldErrors.currentPassword) || error.code === "RATE_LIMITED");
      notify({
        title: t("settings.profile.failedTitle"),
        description: isOwnSentence && error.messageKey ? t(error.messageKey) : t("settings.profile.failedBody"),
        variant: "destructive",
      });
      return;
    } finally {
      setIsSaving(false);
    }
    setErrors({});
    dismissFailures();
    notify({
      title: t("settings.profile.successTitle"),
      description: requestedEmail
        ? t("emailChange.sentBody", { email: requestedEmail })
        : t("settings.profile.successBody"),
    });
    // The header shows the new name at once.
    await refreshCurrentUser();
  }

  const field = (name: TProfileField, options: { isRequired?: boolean; autoComplete: string; hint?: string }) => (
    <FormField
      id={`settings-${name}`}
      label={t(`settings.profile.${name}`)}
      isRequired={options.isRequired}
      hint={options.hint}
      error={errors[name]}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          autoComplete={options.autoComplete}
          value={values[name]}
          onChange={(event) => {
            const { value } = event.target;
            if (name === "location") setTypedLocation(value);
            else setNames((current) => ({ ...current, [name]: value }));
          }}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t("settings.profile.title")}</h2>
      <p className="mt-1 text-sm text-gray-600">{t("settings.profile.description")}</p>
      <AvatarField />
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field("firstName", { isRequired: true, autoComplete: "given-name" })}
          {field("lastName", { autoComplete: "family-name" })}
        </div>
        <FormField
          id="settings-email"
          label={t("emailChange.email")}
          isRequired
          hint={t("emailChange.emailHint")}
          error={errors.email}
        >
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        {account.pendingEmail ? (
          <p role="status" className="rounded-lg border border-primary-200 bg-primary-50 p-3 text-sm text-gray-900">
            {t("emailChange.pending", { email: account.pendingEmail })}
          </p>
        ) : null}
        {isEmailChanged ? (
          <FormField
            id="settings-email-current-password"
            label={t("emailChange.currentPassword")}
            isRequired
            hint={t("emailChange.currentPasswordHint")}
            error={errors.currentPassword}
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="currentPassword"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        {field("location", { autoComplete: "address-level2", hint: t("settings.profile.locationHint") })}
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("settings.saving") : t("settings.profile.save")}
        </Button>
      </form>
    </Card>
  );
}
