import { useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  COMPANY_CONTACT_MAX,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_NAME_MAX,
  COMPANY_SOCIAL_NETWORKS,
  type TCompanyLogoAnswer,
  type TCompanyOwnProfile,
  type TCompanyProfileUpdate,
} from "@common/companies/profile";
import { citiesFor } from "@common/locations";
import { CompanySizeOptions, IndustryOptions } from "~/components/companies/company-options";
import { CountryOptions, ListedCityOptions } from "~/components/location/location-options";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { updateCompanyProfile } from "~/api/company";
import { CompanyLogoField } from "./company-logo-field";
import { companyProfileResolver, toBody, toFormValues, type TCompanyFormValues } from "./company-profile-form";
import { CompanyProfilePreview } from "./company-profile-preview";

type TFieldName = FieldPath<TCompanyFormValues>;
const FORM_FIELDS = new Set<string>([
  "name",
  "website",
  "industry",
  "size",
  "country",
  "city",
  "description",
  "foundedYear",
  "contactName",
  "contactTitle",
  ...COMPANY_SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`),
]);

/**
 * /settings > Company, for a company account (docs/product.md#companies): its logo, and the
 * profile its public page and job pages show (name, website, industry, size, headquarters,
 * description, founding year, social links) with the contact person, checked by the one schema
 * PUT /api/company/profile takes; beside it a preview of the public page as the form stands.
 */
export function CompanyProfileSection({ initial }: { initial: TCompanyOwnProfile }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [logo, setLogo] = useState<TCompanyLogoAnswer>({
    logoUrl: initial.logoUrl,
    hasUploadedLogo: initial.hasUploadedLogo,
  });
  const form = useForm<TCompanyFormValues, unknown, TCompanyProfileUpdate>({
    resolver: companyProfileResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: toFormValues(initial),
  });
  const values = useWatch({ control: form.control }) as TCompanyFormValues;
  const cities = citiesFor(values.country);
  const { errors, isSubmitting } = form.formState;

  const failed = () =>
    notify({
      title: t("companySettings.failedTitle"),
      description: t("companySettings.failedBody"),
      variant: "destructive",
    });

  // The values as typed are sent once the schema accepts them: the server applies it again.
  const onSubmit = form.handleSubmit(async () => {
    let profile: TCompanyOwnProfile;
    try {
      profile = await updateCompanyProfile(toBody(form.getValues()));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const known = Object.entries(fieldErrors).filter(([path]) => FORM_FIELDS.has(path));
      for (const [path, message] of known) form.setError(path as TFieldName, { type: "server", message });
      if (known.length > 0) form.setFocus(known[0][0] as TFieldName);
      failed();
      return;
    }
    setSaved(profile);
    setLogo({ logoUrl: profile.logoUrl, hasUploadedLogo: profile.hasUploadedLogo });
    form.reset(toFormValues(profile));
    dismissFailures();
    notify({ title: t("companySettings.successTitle"), description: t("companySettings.successBody") });
  }, failed);

  const countryField = form.register("country", {
    // A city belongs to one country: clear it when it isn't in the newly chosen one.
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const city = form.getValues("city");
      if (city && !citiesFor(event.target.value).includes(city)) form.setValue("city", "");
    },
  });

  const textField = (
    name: TFieldName,
    label: string,
    options: { isRequired?: boolean; max: number; autoComplete?: string; placeholder?: string; hint?: string },
  ) => (
    <FormField
      id={`company-settings-${name.replace(".", "-")}`}
      label={label}
      isRequired={options.isRequired}
      hint={options.hint}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? "off"}
          placeholder={options.placeholder}
        />
      )}
    </FormField>
  );

  const addressField = (name: TFieldName, label: string, placeholder?: string) => (
    <FormField
      id={`company-settings-${name.replace(".", "-")}`}
      label={label}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          type="url"
          inputMode="url"
          autoComplete={name === "website" ? "url" : "off"}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t("companySettings.title")}</h2>
      <p className="mt-1 text-sm text-gray-600">{t("companySettings.intro")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0 space-y-6">
          <CompanyLogoField name={saved.name} logo={logo} onChange={setLogo} />
          <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
            <p className="text-sm text-gray-600">{t("companySettings.requiredNote")}</p>
            <fieldset className="space-y-5">
              <legend className="mb-4 text-base font-semibold text-gray-900">
                {t("companySettings.aboutSection")}
              </legend>
              {textField("name", t("companySettings.name"), {
                isRequired: true,
                max: COMPANY_NAME_MAX,
                autoComplete: "organization",
              })}
              {addressField("website", t("companySettings.website"), t("companySettings.websitePlaceholder"))}
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
                <FormField
                  id="company-settings-industry"
                  label={t("companySettings.industry")}
                  error={errors.industry?.message}
                >
                  {(control) => (
                    <select {...control} {...form.register("industry")} className={inputClasses}>
                      <IndustryOptions placeholder={t("companySettings.industryPlaceholder")} />
                    </select>
                  )}
                </FormField>
                <FormField id="company-settings-size" label={t("companySettings.size")} error={errors.size?.message}>
                  {(control) => (
                    <select {...control} {...form.register("size")} className={inputClasses}>
                      <CompanySizeOptions placeholder={t("companySettings.sizePlaceholder")} />
                    </select>
                  )}
                </FormField>
                <FormField
                  id="company-settings-country"
                  label={t("companySettings.country")}
                  error={errors.country?.message}
                >
                  {(control) => (
                    <select {...control} {...countryField} autoComplete="country-name" className={inputClasses}>
                      <CountryOptions placeholder={t("companySettings.countryPlaceholder")} />
                    </select>
                  )}
                </FormField>
                <FormField id="company-settings-city" label={t("companySettings.city")} error={errors.city?.message}>
                  {(control) => (
                    <select
                      {...control}
                      {...form.register("city")}
                      autoComplete="address-level2"
                      disabled={cities.length === 0}
                      className={inputClasses}
                    >
                      <ListedCityOptions placeholder={t("companySettings.cityPlaceholder")} cities={cities} />
                    </select>
                  )}
                </FormField>
              </div>
              <FormField
                id="company-settings-description"
                label={t("companySettings.description")}
                error={errors.description?.message}
              >
                {(control) => (
                  <textarea
                    {...control}
                    {...form.register("description")}
                    rows={5}
                    maxLength={COMPANY_DESCRIPTION_MAX}
                    placeholder={t("companySettings.descriptionPlaceholder")}
                    className={cn(inputClasses, "min-h-28 resize-y")}
                  />
                )}
              </FormField>
              <FormField
                id="company-settings-foundedYear"
                label={t("companySettings.foundedYear")}
                hint={t("companySettings.foundedYearHint")}
                error={errors.foundedYear?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("foundedYear")}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    className="max-w-32"
                  />
                )}
              </FormField>
            </fieldset>
            <fieldset className="space-y-5" aria-describedby="company-settings-social-hint">
              <legend className="text-base font-semibold text-gray-900">{t("companySettings.socialSection")}</legend>
              <p id="company-settings-social-hint" className="-mt-3 text-sm text-gray-600">
                {t("companySettings.socialHint")}
              </p>
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
                {COMPANY_SOCIAL_NETWORKS.map((network) => (
                  <div key={network}>
                    {addressField(`socialLinks.${network}`, t(`companySettings.social.${network}`))}
                  </div>
                ))}
              </div>
            </fieldset>
            <fieldset className="space-y-5" aria-describedby="company-settings-contact-hint">
              <legend className="text-base font-semibold text-gray-900">{t("companySettings.contactSection")}</legend>
              <p id="company-settings-contact-hint" className="-mt-3 text-sm text-gray-600">
                {t("companySettings.contactHint")}
              </p>
              <div className="grid gap-5 sm:grid-cols-2">
                {textField("contactName", t("companySettings.contactName"), {
                  isRequired: true,
                  max: COMPANY_CONTACT_MAX,
                  autoComplete: "name",
                })}
                {textField("contactTitle", t("companySettings.contactTitle"), {
                  max: COMPANY_CONTACT_MAX,
                  autoComplete: "organization-title",
                  placeholder: t("companySettings.contactTitlePlaceholder"),
                })}
              </div>
            </fieldset>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("settings.saving") : t("companySettings.save")}
            </Button>
          </form>
        </div>
        <CompanyProfilePreview values={values} logoUrl={logo.logoUrl} publicPath={saved.publicPath} />
      </div>
    </Card>
  );
}
