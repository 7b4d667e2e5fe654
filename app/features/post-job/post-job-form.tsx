import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { employmentTypeLabelKey, workTypeLabelKey } from "@common/jobs/format";
import {
  COMPANY_NAME_MAX,
  DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  ZJobPostingSchema,
  type TJobPostingForm,
  type TJobPostingInput,
  type TPostingDefaults,
} from "@common/jobs/posting";
import { EMPLOYMENT_TYPES, type TWorkType } from "@common/jobs/schemas";
import { COUNTRIES, citiesFor, defaultCityFor, getCountry } from "@common/locations";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { postJob, updateJob } from "~/api/jobs";

type TFormValues = TJobPostingForm;
type TField = keyof TFormValues;

/** The fields in the order the form shows them: the first with an error takes the focus. */
const FIELD_ORDER: TField[] = [
  "companyName",
  "companyEmail",
  "jobTitle",
  "jobType",
  "country",
  "city",
  "workType",
  "salaryMin",
  "salaryMax",
  "description",
  "requirements",
  "benefits",
  "urgent",
];

/** The work types as the issue names them: on-site, hybrid, remote. */
const WORK_TYPE_ORDER: readonly TWorkType[] = ["onsite", "hybrid", "remote"];

const textareaClasses = cn(inputClasses, "min-h-32 resize-y");

/**
 * The job posting form on our job model (decision 019): a company posts as its own company
 * profile (its name shown, not editable), an administrator names the company; Country and City
 * selects; salaries yearly in the country's currency; on-site, hybrid or remote. A posted job is
 * live at once; the poster lands on its card in the dashboard's Jobs tab, with a link to its
 * public page. With `editing`, the form starts from that job and saves it in place.
 */
export function PostJobForm({
  defaults,
  editing,
}: {
  defaults: TPostingDefaults;
  editing?: { jobId: number; values: TJobPostingForm };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const translate = t as (key: string, values?: Record<string, unknown>) => string;
  const isOwnCompany = defaults.companyName !== null;
  const [values, setValues] = useState<TFormValues>(
    () =>
      editing?.values ?? {
        companyName: defaults.companyName ?? "",
        companyEmail: defaults.contactEmail,
        jobTitle: "",
        jobType: "",
        country: defaults.country,
        city: defaults.city,
        workType: "onsite",
        salaryMin: "",
        salaryMax: "",
        description: "",
        requirements: "",
        benefits: "",
        urgent: false,
      },
  );
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [isPosting, setIsPosting] = useState(false);
  const currency = getCountry(values.country)?.currency ?? "USD";

  const update = (changes: Partial<TFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as TField[]) delete next[key];
      return next;
    });
  };

  const showErrors = (found: Partial<Record<TField, string>>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`post-job-${first}`)?.focus();
    notify({ title: t("postJob.failure"), description: t("postJob.failureBody"), variant: "destructive" });
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body: TJobPostingInput = { ...values, companyName: isOwnCompany ? null : values.companyName };
    const checked = ZJobPostingSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as TField] ??= issue.message;
      showErrors(found);
      return;
    }
    setIsPosting(true);
    try {
      const job = editing ? await updateJob(editing.jobId, body) : await postJob(body);
      dismissFailures();
      if (editing) notify({ title: t("postJob.updated"), description: job.title });
      else notify({ title: t("postJob.success"), description: t("postJob.successBody") });
      await navigate(`/dashboard?tab=jobs&job=${job.id}`);
    } catch (error) {
      showErrors(error instanceof ApiError ? (error.fieldErrors as Partial<Record<TField, string>>) : {});
    } finally {
      setIsPosting(false);
    }
  }

  const textField = (
    field: "companyEmail" | "jobTitle" | "salaryMin" | "salaryMax",
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    options: { isRequired?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`post-job-${field}`}
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
      id={`post-job-${field}`}
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
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isPosting}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="post-job-companyName"
            label={t("postJob.fields.companyName")}
            isRequired
            hint={isOwnCompany ? t("postJob.hints.companyName") : undefined}
            error={errors.companyName}
          >
            {(control) => (
              <Input
                {...control}
                name="companyName"
                autoComplete="organization"
                maxLength={COMPANY_NAME_MAX}
                readOnly={isOwnCompany}
                className={isOwnCompany ? "bg-gray-50 text-gray-700" : undefined}
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
          <FormField id="post-job-jobType" label={t("postJob.fields.jobType")} isRequired error={errors.jobType}>
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
          <FormField id="post-job-country" label={t("postJob.fields.country")} isRequired error={errors.country}>
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
          <FormField id="post-job-city" label={t("postJob.fields.city")} isRequired error={errors.city}>
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
          aria-describedby={errors.workType ? "post-job-workType-error" : undefined}
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
                  id={index === 0 ? "post-job-workType" : undefined}
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
            <p id="post-job-workType-error" className="text-sm text-red-700">
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
            id="post-job-urgent"
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
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isPosting}>
          {isPosting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
          {editing
            ? isPosting
              ? t("postJob.saving")
              : t("postJob.save")
            : isPosting
              ? t("postJob.submitting")
              : t("postJob.submit")}
        </Button>
      </form>
    </Card>
  );
}
