import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatLocation, toSeekerRegisterBody, ZSeekerRegisterFormSchema } from "@common/auth/form-schemas";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LocationDetectionNote } from "~/components/location/location-detection-note";
import { useStoredLocation } from "~/lib/user-location";
import { registerUser } from "~/api/auth";
import { AuthLinks, AuthSubmitButton } from "./auth-layout";
import { EmailInput } from "./email-input";
import { PasswordInput } from "./password-input";
import { TermsCheckbox } from "./terms-checkbox";
import { useAuthForm } from "./use-auth-form";
import { useAuthSubmit } from "./use-auth-submit";

/** "Job-seeker registration". */
export function SeekerRegisterForm() {
  const { t } = useTranslation();
  const detected = useStoredLocation();
  const detectedText = detected ? formatLocation(detected) : "";
  const form = useAuthForm(ZSeekerRegisterFormSchema, {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
    location: "",
    acceptTerms: false,
  });
  const onSubmit = useAuthSubmit({
    form,
    missingDescription: "authForm.missingRequiredFields",
    send: (values) => registerUser(toSeekerRegisterBody(values, detected)),
    success: { title: t("authForm.welcomeTitle"), description: t("register.successDescription") },
    failure: { title: t("authForm.registrationFailedTitle"), fallbackKey: "authForm.registrationFailedFallback" },
  });

  // Fill Location from the detected place unless the person already typed one.
  useEffect(() => {
    if (detectedText && !form.getFieldState("location").isDirty) form.setValue("location", detectedText);
  }, [detectedText, form]);
  const location = useWatch({ control: form.control, name: "location" }) ?? "";

  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-gray-600">{t("authForm.requiredNote")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label={t("register.firstName")}
          isRequired
          error={errors.firstName?.message}
        >
          {(control) => <Input {...control} {...form.register("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField id="register-last-name" label={t("register.lastName")} error={errors.lastName?.message}>
          {(control) => <Input {...control} {...form.register("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="register-email" label={t("register.email")} isRequired error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} />}
      </FormField>
      <FormField id="register-password" label={t("register.password")} isRequired error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("password")}
            autoComplete="new-password"
            placeholder={t("register.passwordPlaceholder")}
          />
        )}
      </FormField>
      <FormField
        id="register-confirm-password"
        label={t("register.confirmPassword")}
        isRequired
        error={errors.confirmPassword?.message}
      >
        {(control) => <PasswordInput {...control} {...form.register("confirmPassword")} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="register-location"
        label={t("register.location")}
        hint={detectedText ? t("register.autoDetected", { location: detectedText }) : undefined}
        error={errors.location?.message}
      >
        {(control) => (
          <div>
            <Input
              {...control}
              {...form.register("location")}
              aria-describedby={[control["aria-describedby"], "register-location-detection"].filter(Boolean).join(" ")}
              placeholder={t("register.locationPlaceholder")}
            />
            <LocationDetectionNote id="register-location-detection" isFieldEmpty={!location.trim()} />
          </div>
        )}
      </FormField>
      <TermsCheckbox
        id="register-accept-terms"
        registration={form.register("acceptTerms")}
        error={errors.acceptTerms?.message}
      />
      <AuthSubmitButton isPending={isSubmitting} label={t("register.submit")} pendingLabel={t("register.submitting")} />
      <AuthLinks
        links={[
          { lead: t("authForm.haveAccount"), label: t("authForm.signInLink"), to: "/login" },
          { lead: t("register.hiring"), label: t("register.companySignUp"), to: "/register-company" },
        ]}
      />
    </form>
  );
}
