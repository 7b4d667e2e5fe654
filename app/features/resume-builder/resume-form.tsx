import { Briefcase, GraduationCap, Loader2, Sparkles, User, Wrench } from "lucide-react";
import { useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { defaultPageSize, isPageSize, PAGE_SIZES } from "@common/resumes/page-size";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { AddEntryButton, EntryFieldset, errorAt, focusAddButton, SectionCard, type TResumeForm } from "./form-parts";
import { LinesField } from "./lines-field";
import { emptyEducation, emptyExperience } from "./resume-form-values";
import { addSkill, removeSkill } from "./skills";
import { useLocationAutofill } from "./use-location-autofill";

const MONTH_PLACEHOLDER = "YYYY-MM";

/** Letter or A4 for the PDF and the preview: the location's default until the person chooses. */
function PageSizeField({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const [chosen, location] = useWatch({ control: form.control, name: ["pageSize", "personalInfo.location"] });
  return (
    <FormField
      id="resume-page-size"
      label={t("resumeBuilder.personal.pageSize")}
      hint={t("resumeBuilder.personal.pageSizeHint")}
    >
      {(control) => (
        <select
          {...control}
          value={chosen ?? defaultPageSize(location)}
          onChange={(event) => {
            if (isPageSize(event.target.value)) form.setValue("pageSize", event.target.value, { shouldDirty: true });
          }}
          className={inputClasses}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`resumeBuilder.personal.pageSizes.${size}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function PersonalInfoCard(props: {
  form: TResumeForm;
  isReady: boolean;
  /** Fills the detected location without counting it as the person's change. */
  onAutofill: (value: string) => void;
  isGenerating: boolean;
  onGenerateSummary: () => void;
  /** The AI's suggestion waiting for "Replace" or "Keep mine", shown under the summary. */
  summarySuggestion?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const { errors } = form.formState;
  const { isDetecting } = useLocationAutofill(form, props.isReady, props.onAutofill);
  return (
    <SectionCard id="resume-personal" title={t("resumeBuilder.personal.title")} icon={User}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="resume-full-name"
          label={t("resumeBuilder.personal.fullName")}
          isRequired
          error={errorAt(errors, "personalInfo.fullName")}
        >
          {(control) => (
            <Input {...control} {...form.register("personalInfo.fullName")} autoComplete="name" maxLength={100} />
          )}
        </FormField>
        <FormField
          id="resume-email"
          label={t("resumeBuilder.personal.email")}
          isRequired
          error={errorAt(errors, "personalInfo.email")}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("personalInfo.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </FormField>
        <FormField
          id="resume-phone"
          label={t("resumeBuilder.personal.phone")}
          isRequired
          error={errorAt(errors, "personalInfo.phone")}
        >
          {(control) => <Input {...control} {...form.register("personalInfo.phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField
          id="resume-location"
          label={t("resumeBuilder.personal.location")}
          isRequired
          error={errorAt(errors, "personalInfo.location")}
        >
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                {...form.register("personalInfo.location")}
                placeholder={isDetecting ? undefined : t("resumeBuilder.personal.locationPlaceholder")}
                autoComplete="address-level2"
                className={cn(isDetecting && "ps-10")}
              />
              {isDetecting ? (
                <span
                  role="status"
                  className="pointer-events-none absolute inset-y-0 start-3 flex items-center gap-2 text-sm text-gray-600"
                >
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  {t("resumeBuilder.personal.detectingLocation")}
                </span>
              ) : null}
            </div>
          )}
        </FormField>
        <FormField
          id="resume-label"
          label={t("resumeBuilder.personal.label")}
          error={errorAt(errors, "personalInfo.label")}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("personalInfo.label")}
              placeholder={t("resumeBuilder.personal.labelPlaceholder")}
              autoComplete="organization-title"
              maxLength={RESUME_LIMITS.shortText}
            />
          )}
        </FormField>
        <PageSizeField form={form} />
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor="resume-summary" className="block text-sm font-medium text-gray-900">
            {t("resumeBuilder.personal.summary")}
          </label>
          <Button
            variant="secondary"
            onClick={props.onGenerateSummary}
            disabled={props.isGenerating}
            className="text-primary-800"
          >
            {props.isGenerating ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4" />
            )}
            {props.isGenerating ? t("resumeBuilder.personal.generating") : t("resumeBuilder.personal.generateSummary")}
          </Button>
        </div>
        <textarea
          id="resume-summary"
          {...form.register("personalInfo.summary")}
          rows={4}
          maxLength={RESUME_LIMITS.summary}
          aria-invalid={Boolean(errorAt(errors, "personalInfo.summary"))}
          aria-describedby={errorAt(errors, "personalInfo.summary") ? "resume-summary-error" : undefined}
          placeholder={t("resumeBuilder.personal.summaryPlaceholder")}
          className={cn(inputClasses, "resize-y")}
        />
        <FieldMessage id="resume-summary-error" message={errorAt(errors, "personalInfo.summary")} />
        {props.summarySuggestion}
      </div>
    </SectionCard>
  );
}

/** An error under a control that is not wrapped in FormField. */
function FieldMessage({ id, message }: { id?: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {(t as (key: string) => string)(message)}
    </p>
  );
}

export function ExperienceCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "experience" });
  const removeEntry = (index: number) => {
    remove(index);
    focusAddButton("resume-experience-add");
  };
  const entries = useWatch({ control: form.control, name: "experience" });
  return (
    <SectionCard id="resume-experience" title={t("resumeBuilder.experience.title")} icon={Briefcase}>
      {fields.map((field, index) => {
        const number = index + 1;
        const prefix = `experience.${index}` as const;
        const isCurrent = Boolean(entries?.[index]?.current);
        return (
          <EntryFieldset
            key={field.id}
            legend={t("resumeBuilder.experience.entry", { number })}
            removeText={t("resumeBuilder.experience.remove")}
            removeLabel={t("resumeBuilder.experience.removeLabel", { number })}
            onRemove={fields.length > 1 ? () => removeEntry(index) : undefined}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`resume-experience-${index}-position`}
                label={t("resumeBuilder.experience.position")}
                isRequired
                error={errorAt(errors, `${prefix}.position`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.position`)} />}
              </FormField>
              <FormField
                id={`resume-experience-${index}-company`}
                label={t("resumeBuilder.experience.company")}
                isRequired
                error={errorAt(errors, `${prefix}.company`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.company`)} />}
              </FormField>
              <FormField
                id={`resume-experience-${index}-start`}
                label={t("resumeBuilder.experience.startDate")}
                isRequired
                error={errorAt(errors, `${prefix}.startDate`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(`${prefix}.startDate`)}
                    type="month"
                    placeholder={MONTH_PLACEHOLDER}
                  />
                )}
              </FormField>
              <FormField
                id={`resume-experience-${index}-end`}
                label={t("resumeBuilder.experience.endDate")}
                error={isCurrent ? undefined : errorAt(errors, `${prefix}.endDate`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(`${prefix}.endDate`)}
                    type="month"
                    placeholder={MONTH_PLACEHOLDER}
                    disabled={isCurrent}
                  />
                )}
              </FormField>
            </div>
            <Controller
              control={form.control}
              name={`${prefix}.current`}
              render={({ field: control }) => (
                <div className="flex min-h-11 items-center gap-3">
                  <button
                    type="button"
                    role="switch"
                    id={`resume-experience-${index}-current`}
                    aria-checked={Boolean(control.value)}
                    onClick={() => {
                      control.onChange(!control.value);
                      // The end date's own error no longer applies once it is disabled.
                      form.clearErrors(`${prefix}.endDate`);
                    }}
                    onBlur={control.onBlur}
                    ref={control.ref}
                    className={cn(
                      "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                      control.value ? "bg-primary-700" : "bg-gray-300",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "inline-block size-5 rounded-full bg-white shadow-sm transition-transform",
                        control.value ? "translate-x-5.5 rtl:-translate-x-5.5" : "translate-x-0.5 rtl:-translate-x-0.5",
                      )}
                    />
                  </button>
                  <label htmlFor={`resume-experience-${index}-current`} className="text-sm font-medium text-gray-900">
                    {t("resumeBuilder.experience.current")}
                  </label>
                </div>
              )}
            />
            <div className="space-y-1.5">
              <label
                htmlFor={`resume-experience-${index}-description`}
                className="block text-sm font-medium text-gray-900"
              >
                {t("resumeBuilder.experience.description")}
              </label>
              <textarea
                id={`resume-experience-${index}-description`}
                {...form.register(`${prefix}.description`)}
                rows={4}
                maxLength={RESUME_LIMITS.description}
                placeholder={t("resumeBuilder.experience.descriptionPlaceholder")}
                aria-invalid={Boolean(errorAt(errors, `${prefix}.description`))}
                aria-describedby={
                  errorAt(errors, `${prefix}.description`) ? `resume-experience-${index}-description-error` : undefined
                }
                className={cn(inputClasses, "resize-y")}
              />
              <FieldMessage
                id={`resume-experience-${index}-description-error`}
                message={errorAt(errors, `${prefix}.description`)}
              />
            </div>
          </EntryFieldset>
        );
      })}
      {fields.length < RESUME_LIMITS.experience ? (
        <AddEntryButton
          id="resume-experience-add"
          label={t("resumeBuilder.experience.add")}
          onClick={() => append(emptyExperience())}
        />
      ) : null}
    </SectionCard>
  );
}

export function EducationCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "education" });
  const removeEntry = (index: number) => {
    remove(index);
    focusAddButton("resume-education-add");
  };
  return (
    <SectionCard id="resume-education" title={t("resumeBuilder.education.title")} icon={GraduationCap}>
      {fields.map((field, index) => {
        const number = index + 1;
        const prefix = `education.${index}` as const;
        return (
          <EntryFieldset
            key={field.id}
            legend={t("resumeBuilder.education.entry", { number })}
            removeText={t("resumeBuilder.education.remove")}
            removeLabel={t("resumeBuilder.education.removeLabel", { number })}
            onRemove={fields.length > 1 ? () => removeEntry(index) : undefined}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`resume-education-${index}-institution`}
                label={t("resumeBuilder.education.institution")}
                isRequired
                error={errorAt(errors, `${prefix}.institution`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.institution`)} />}
              </FormField>
              <FormField
                id={`resume-education-${index}-degree`}
                label={t("resumeBuilder.education.degree")}
                isRequired
                error={errorAt(errors, `${prefix}.degree`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.degree`)} />}
              </FormField>
              <FormField
                id={`resume-education-${index}-field`}
                label={t("resumeBuilder.education.field")}
                isRequired
                error={errorAt(errors, `${prefix}.field`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.field`)} />}
              </FormField>
              <FormField
                id={`resume-education-${index}-graduation`}
                label={t("resumeBuilder.education.graduationDate")}
                isRequired
                error={errorAt(errors, `${prefix}.graduationDate`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(`${prefix}.graduationDate`)}
                    type="month"
                    placeholder={MONTH_PLACEHOLDER}
                  />
                )}
              </FormField>
              <FormField
                id={`resume-education-${index}-gpa`}
                label={t("resumeBuilder.education.gpa")}
                error={errorAt(errors, `${prefix}.gpa`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(`${prefix}.gpa`)}
                    placeholder={t("resumeBuilder.education.gpaPlaceholder")}
                    maxLength={RESUME_LIMITS.gpa}
                  />
                )}
              </FormField>
              <div className="sm:col-span-2">
                <LinesField
                  form={form}
                  name={`${prefix}.courses`}
                  id={`resume-education-${index}-courses`}
                  label={t("resumeBuilder.education.courses")}
                  hint={t("resumeBuilder.more.linesHint")}
                  maxLength={RESUME_LIMITS.shortText}
                />
              </div>
            </div>
          </EntryFieldset>
        );
      })}
      {fields.length < RESUME_LIMITS.education ? (
        <AddEntryButton
          id="resume-education-add"
          label={t("resumeBuilder.education.add")}
          onClick={() => append(emptyEducation())}
        />
      ) : null}
    </SectionCard>
  );
}

export function SkillsCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const skills = useWatch({ control: form.control, name: "skills" }) ?? [];
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const error = errorAt(form.formState.errors, "skills");

  function add() {
    const result = addSkill(skills, draft);
    if (result.isAdded) {
      form.setValue("skills", result.skills, { shouldDirty: true, shouldValidate: Boolean(error) });
      setDraft("");
      setNotice("");
      return;
    }
    setNotice(
      result.reason === "duplicate"
        ? t("resumeBuilder.skills.duplicate", { skill: result.skill })
        : result.reason === "tooLong"
          ? t("resumeBuilder.skills.tooLong", { max: RESUME_LIMITS.skill })
          : result.reason === "tooMany"
            ? t("resumeBuilder.skills.tooMany", { max: RESUME_LIMITS.skills })
            : "",
    );
  }

  return (
    <SectionCard id="resume-skills" title={t("resumeBuilder.skills.title")} icon={Wrench}>
      <div className="space-y-1.5">
        <label htmlFor="resume-skill-input" className="block text-sm font-medium text-gray-900">
          {t("resumeBuilder.skills.input")}
        </label>
        <div className="flex gap-2">
          <Input
            id="resume-skill-input"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice("");
            }}
            onKeyDown={(event) => {
              // Enter adds the skill; it never submits the whole form from here.
              if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                event.preventDefault();
                add();
              }
            }}
            placeholder={t("resumeBuilder.skills.placeholder")}
            aria-describedby={notice ? "resume-skill-notice" : undefined}
            enterKeyHint="done"
            autoComplete="off"
          />
          <Button
            variant="secondary"
            onClick={add}
            aria-label={t("resumeBuilder.skills.addLabel")}
            className="shrink-0"
          >
            {t("resumeBuilder.skills.add")}
          </Button>
        </div>
        <p id="resume-skill-notice" role="status" className="min-h-0 text-sm text-gray-700 empty:hidden">
          {notice}
        </p>
      </div>
      {skills.length ? (
        <ul aria-label={t("resumeBuilder.skills.listLabel")} className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-900 ring-1 ring-primary-200 ring-inset"
            >
              <span className="min-w-0 break-words">{skill}</span>
              <button
                type="button"
                onClick={() => {
                  form.setValue("skills", removeSkill(skills, skill), { shouldDirty: true });
                  // The chip and its button are gone: focus goes back to where skills are typed.
                  document.getElementById("resume-skill-input")?.focus();
                }}
                aria-label={t("resumeBuilder.skills.remove", { skill })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-base leading-none text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t("resumeBuilder.skills.empty")}</p>
      )}
      <FieldMessage message={error} />
    </SectionCard>
  );
}
