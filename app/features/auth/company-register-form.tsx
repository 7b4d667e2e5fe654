import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  COMPANY_FORM_FIELD_ALIASES,
  toCompanyRegisterBody,
  ZCompanyRegisterFormSchema,
} from "@common/auth/form-schemas";
import { citiesFor } from "@common/locations";
import { CompanySizeOptions, IndustryOptions } from "~/components/companies/company-options";
import { CountryOptions, ListedCityOptions } from "~/components/location/location-options";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { LocationDetectionNote } from "~/components/location/location-detection-note";
import { useStoredLocation } from "~/lib/user-location";
import { registerUser } from "~/api/auth";
import { AuthLinks, AuthSubmitButton } from "./auth-layout";
import { knownHeadquarters } from "./headquarters";
import { EmailInput } from "./email-input";
import { PasswordInput } from "./password-input";
import { TermsCheckbox } from "./terms-checkbox";
import { useAuthForm } from "./use-auth-form";
import { useAuthSubmit } from "./use-auth-submit";

/** "Company registration". */
export function CompanyRegisterForm() {
  const { t } = useTranslation();
  const detected = useStoredLocation();
  const form = useAuthForm(ZCompanyRegisterFormSchema, {
    company: {
      name: "",
      website: "",
      industry: "",
      size: "",
      description: "",
      contactName: "",
      contactTitle: "",
      country: "",
      city: "",
    },
    email: "",
    password: "",
    acceptTerms: false,
  });
  const onSubmit = useAuthSubmit({
    form,
    fieldAliases: COMPANY_FORM_FIELD_ALIASES,
    missingDescription: "authForm.missingRequiredFields",
    send: (values) => registerUser(toCompanyRegisterBody(values)),
    success: { title: t("authForm.welcomeTitle"), description: t("registerCompany.successDescription") },
    failure: { title: t("authForm.registrationFailedTitle"), fallbackKey: "authForm.registrationFailedFallback" },
  });

  const country = useWatch({ control: form.control, name: "company.country" }) ?? "";
  const cities = citiesFor(country);

  // Pre-fill the headquarters from the visitor's known location unless they already chose one.
  // The city's <option>s exist only once the country is in place, so the city follows in a
  // second pass (a select can't take a value it has no option for).
  const headquarters = knownHeadquarters(detected);
  useEffect(() => {
    if (headquarters.country && !form.getFieldState("company.country").isDirty) {
      form.setValue("company.country", headquarters.country);
    }
  }, [headquarters.country, form]);
  useEffect(() => {
    const isCountryPrefilled = country === headquarters.country && !form.getFieldState("company.country").isDirty;
    if (headquarters.city && isCountryPrefilled && !form.getFieldState("company.city").isDirty) {
      form.setValue("company.city", headquarters.city);
    }
  }, [country, headquarters.country, headquarters.city, form]);

  const countryField = form.register("company.country", {
    // A city belongs to one country: clear it when it isn't in the newly chosen one.
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const city = form.getValues("company.city");
      if (city && !citiesFor(event.target.value).includes(city)) form.setValue("company.city", "");
    },
  });

  const { errors, isSubmitting } = form.formState;
  const companyErrors = errors.company;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
      <p className="text-sm text-gray-600">{t("authForm.requiredNote")}</p>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-gray-900">{t("registerCompany.companySection")}</legend>
        <FormField
          id="company-name"
          label={t("registerCompany.companyName")}
          isRequired
          error={companyErrors?.name?.message}
        >
          {(control) => <Input {...control} {...form.register("company.name")} autoComplete="organization" />}
        </FormField>
        <FormField id="company-website" label={t("registerCompany.website")} error={companyErrors?.website?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register("company.website")}
              type="url"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("registerCompany.websitePlaceholder")}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="company-industry"
            label={t("registerCompany.industry")}
            error={companyErrors?.industry?.message}
          >
            {(control) => (
              <select {...control} {...form.register("company.industry")} className={inputClasses}>
                <IndustryOptions placeholder={t("registerCompany.industryPlaceholder")} />
              </select>
            )}
          </FormField>
          <FormField id="company-size" label={t("registerCompany.size")} error={companyErrors?.size?.message}>
            {(control) => (
              <select {...control} {...form.register("company.size")} className={inputClasses}>
                <CompanySizeOptions placeholder={t("registerCompany.sizePlaceholder")} />
              </select>
            )}
          </FormField>
        </div>
        <FormField
          id="company-description"
          label={t("registerCompany.description")}
          error={companyErrors?.description?.message}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register("company.description")}
              rows={4}
              placeholder={t("registerCompany.descriptionPlaceholder")}
              className={cn(inputClasses, "min-h-24 resize-y")}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="company-country" label={t("registerCompany.country")} error={companyErrors?.country?.message}>
            {(control) => (
              <div>
                <select
                  {...control}
                  {...countryField}
                  aria-describedby={[control["aria-describedby"], "company-location-detection"]
                    .filter(Boolean)
                    .join(" ")}
                  autoComplete="country-name"
                  className={inputClasses}
                >
                  <CountryOptions placeholder={t("registerCompany.countryPlaceholder")} />
                </select>
                <LocationDetectionNote id="company-location-detection" isFieldEmpty={!country} />
              </div>
            )}
          </FormField>
          <FormField id="company-city" label={t("registerCompany.city")} error={companyErrors?.city?.message}>
            {(control) => (
              <select
                {...control}
                {...form.register("company.city")}
                autoComplete="address-level2"
                disabled={cities.length === 0}
                className={inputClasses}
              >
                <ListedCityOptions placeholder={t("registerCompany.cityPlaceholder")} cities={cities} />
              </select>
            )}
          </FormField>
        </div>
      </fieldset>
      <div aria-hidden="true" className="border-t border-gray-200" />
      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-gray-900">{t("registerCompany.contactSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="company-contact-name"
            label={t("registerCompany.contactName")}
            isRequired
            error={companyErrors?.contactName?.message}
          >
            {(control) => <Input {...control} {...form.register("company.contactName")} autoComplete="name" />}
          </FormField>
          <FormField
            id="company-contact-title"
            label={t("registerCompany.contactTitle")}
            error={companyErrors?.contactTitle?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register("company.contactTitle")}
                autoComplete="organization-title"
                placeholder={t("registerCompany.contactTitlePlaceholder")}
              />
            )}
          </FormField>
        </div>
        <FormField id="company-email" label={t("registerCompany.email")} isRequired error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...form.register("email")} />}
        </FormField>
        <FormField
          id="company-password"
          label={t("registerCompany.password")}
          isRequired
          error={errors.password?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register("password")}
              autoComplete="new-password"
              placeholder={t("registerCompany.passwordPlaceholder")}
            />
          )}
        </FormField>
      </fieldset>
      <TermsCheckbox
        id="company-accept-terms"
        registration={form.register("acceptTerms")}
        error={errors.acceptTerms?.message}
      />
      <AuthSubmitButton
        isPending={isSubmitting}
        label={t("registerCompany.submit")}
        pendingLabel={t("registerCompany.submitting")}
      />
      <AuthLinks
        links={[
          { lead: t("authForm.haveAccount"), label: t("authForm.signInLink"), to: "/login" },
          { lead: t("registerCompany.lookingForWork"), label: t("registerCompany.seekerSignUp"), to: "/register" },
        ]}
      />
    </form>
  );
}
