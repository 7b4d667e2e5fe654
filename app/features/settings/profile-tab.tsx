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
import { updateProfile } from "./settings-api";

type TProfileField = "firstName" | "lastName" | "location";

/** First and last name and location (pre-filled from the detected place when empty), "Save Changes". */
export function ProfileTab({ initial }: { initial: TAccountSettings }) {
  const { t } = useTranslation();
  const refreshCurrentUser = useRefreshCurrentUser();
  const detected = useStoredLocation();
  const detectedText = detected ? formatLocation(detected) : "";
  const [names, setNames] = useState({ firstName: initial.firstName, lastName: initial.lastName });
  // What the person typed (or saved) in Location; until then an account with no location shows
  // the detected place.
  const [typedLocation, setTypedLocation] = useState<string | null>(null);
  const values = { ...names, location: typedLocation ?? (initial.location || detectedText) };
  const [errors, setErrors] = useState<Partial<Record<TProfileField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (values.firstName.trim() === "") {
      setErrors({ firstName: "validation.required" });
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
    try {
      const saved = await updateProfile({ ...values, ...place });
      setNames({ firstName: saved.firstName, lastName: saved.lastName });
      setTypedLocation(saved.location ?? "");
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fieldErrors as Partial<Record<TProfileField, string>>) : {});
      notify({
        title: t("settings.profile.failedTitle"),
        description: t("settings.profile.failedBody"),
        variant: "destructive",
      });
      return;
    } finally {
      setIsSaving(false);
    }
    setErrors({});
    dismissFailures();
    notify({ title: t("settings.profile.successTitle"), description: t("settings.profile.successBody") });
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
        {field("location", { autoComplete: "address-level2", hint: t("settings.profile.locationHint") })}
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("settings.saving") : t("settings.profile.save")}
        </Button>
      </form>
    </Card>
  );
}
