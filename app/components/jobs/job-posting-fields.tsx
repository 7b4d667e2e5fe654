import { useTranslation } from "react-i18next";
import { employmentTypeLabelKey, workTypeLabelKey } from "@common/jobs/format";
import { COMPANY_NAME_MAX, DESCRIPTION_MAX, JOB_TITLE_MAX, type TJobPostingForm } from "@common/jobs/posting";
import { EMPLOYMENT_TYPES, type TWorkType } from "@common/jobs/schemas";
import { COUNTRIES, citiesFor, defaultCityFor, getCountry } from "@common/locations";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { TPostingErrors } from "./use-job-posting-form";

/** The work types as the issue names them: on-site, hybrid, remote. */
const WORK_TYPE_ORDER: readonly TWorkType[] = ["onsite", "hybrid", "remote"];

const textareaClasses = cn(inputClasses, "min-h-32 resize-y");

/**
 * The job posting's fields on our job model (decision 019), without the form around them:
 * /post-job and the administrator console's create and edit dialog both show these. Country and
 * City selects; salaries yearly in the country's currency; on-site, hybrid or remote. With
 * `isCompanyFixed` (a company posting as its own profile) the company's name shows, read-only.
 * Each control's id is `${idPrefix}-${field}`, which useJobPostingForm focuses.
 */
export function JobPostingFields({
  idPrefix,
  values,
  errors,
  update,
  isCompanyFixed = false,
}: {
  idPrefix: string;
  values: TJobPostingForm;
  errors: TPostingErrors;
  update: (changes: Partial<TJobPostingForm>) => void;
  isCompanyFixed?: boolean;
}) {
  const { t } = useTranslation();
  const translate = t as (key: string, values?: Record<string, unknown>) => string;
  const currency = getCountry(values.country)?.currency ?? "USD";

  const textField = (
    field: "companyEmail" | "jobTitle" | "salaryMin" | "salaryMax",
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    options: { isRequired?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`${idPrefix}-${field}`}
      label={label}
      isRequired={options.isRequired}
      hint={options.hint}
      error={errors[field]}
    >
      {(control) => (
        <Input
          {...control}
          {...input}
          name={field}
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  const textArea = (field: "description" | "requirements" | "benefits", isRequired: boolean, hint?: string) => (
    <FormField
      id={`${idPrefix}-${field}`}
      label={t(`postJob.fields.${field}`)}
      isRequired={isRequired}
      hint={hint}
      error={errors[field]}
    >
      {(control) => (
        <textarea
          {...control}
          name={field}
          className={textareaClasses}
          rows={field === "description" ? 8 : 5}
          maxLength={field === "description" ? DESCRIPTION_MAX : undefined}
          placeholder={t(`postJob.placeholders.${field}`)}
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-companyName`}
          label={t("postJob.fields.companyName")}
          isRequired
          hint={isCompanyFixed ? t("postJob.hints.companyName") : undefined}
          error={errors.companyName}
        >
          {(control) => (
            <Input
              {...control}
              name="companyName"
              autoComplete="organization"
              maxLength={COMPANY_NAME_MAX}
              readOnly={isCompanyFixed}
              className={isCompanyFixed ? "bg-gray-50 text-gray-700" : undefined}
              value={values.companyName}
              onChange={(event) => update({ companyName: event.target.value })}
            />
          )}
        </FormField>
        {textField(
          "companyEmail",
          t("postJob.fields.companyEmail"),
          { type: "email", autoComplete: "email", inputMode: "email" },
          { isRequired: true },
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField(
          "jobTitle",
          t("postJob.fields.jobTitle"),
          { maxLength: JOB_TITLE_MAX, placeholder: t("postJob.placeholders.jobTitle") },
          { isRequired: true },
        )}
        <FormField id={`${idPrefix}-jobType`} label={t("postJob.fields.jobType")} isRequired error={errors.jobType}>
          {(control) => (
            <select
              {...control}
              name="jobType"
              className={inputClasses}
              value={values.jobType}
              onChange={(event) => update({ jobType: event.target.value })}
            >
              <option value="">{t("postJob.placeholders.jobType")}</option>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(employmentTypeLabelKey(type))}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-country`} label={t("postJob.fields.country")} isRequired error={errors.country}>
          {(control) => (
            <select
              {...control}
              name="country"
              className={inputClasses}
              value={values.country}
              onChange={(event) => update({ country: event.target.value, city: defaultCityFor(event.target.value) })}
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.name}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-city`} label={t("postJob.fields.city")} isRequired error={errors.city}>
          {(control) => (
            <select
              {...control}
              name="city"
              className={inputClasses}
              value={values.city}
              onChange={(event) => update({ city: event.target.value })}
            >
              {citiesFor(values.country).map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {/* A radio group, so that it may say it is required (a plain fieldset may not). */}
      <fieldset
        role="radiogroup"
        aria-describedby={errors.workType ? `${idPrefix}-workType-error` : undefined}
        aria-required="true"
        className="space-y-2"
      >
        <legend className="text-sm font-medium text-gray-900">
          {t("postJob.fields.workType")}
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="grid max-w-md grid-cols-3 gap-2 sm:gap-3">
          {WORK_TYPE_ORDER.map((workType, index) => (
            <label
              key={workType}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm text-gray-900",
                values.workType === workType ? "border-primary-600 bg-primary-50" : "border-gray-300 bg-white",
              )}
            >
              <input
                id={index === 0 ? `${idPrefix}-workType` : undefined}
                type="radio"
                name="workType"
                value={workType}
                checked={values.workType === workType}
                onChange={() => update({ workType })}
                className="size-4 accent-primary-700"
              />
              {t(workTypeLabelKey(workType))}
            </label>
          ))}
        </div>
        {errors.workType ? (
          <p id={`${idPrefix}-workType-error`} className="text-sm text-red-700">
            {translate(errors.workType)}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("salaryMin", t("postJob.fields.salaryMin", { currency }), {
          inputMode: "numeric",
          autoComplete: "off",
        })}
        {textField(
          "salaryMax",
          t("postJob.fields.salaryMax", { currency }),
          { inputMode: "numeric", autoComplete: "off" },
          { hint: t("postJob.hints.salary", { currency }) },
        )}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900">
        <input
          id={`${idPrefix}-urgent`}
          type="checkbox"
          name="urgent"
          checked={values.urgent}
          onChange={(event) => update({ urgent: event.target.checked })}
          className="size-5 rounded accent-primary-700"
        />
        {t("postJob.fields.urgent")}
      </label>
      {textArea("description", true)}
      {textArea("requirements", true, t("postJob.hints.lines"))}
      {textArea("benefits", false, t("postJob.hints.lines"))}
    </>
  );
}
