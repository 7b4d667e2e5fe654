import { Briefcase } from "lucide-react";
import { PlainButton } from "~/components/ui/button";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import {
  AddEntryButton,
  EntryFieldset,
  errorAt,
  FieldMessage,
  focusAddButton,
  MONTH_PLACEHOLDER,
  SectionCard,
  type TResumeForm,
} from "./form-parts";
import { emptyExperience } from "./resume-form-values";

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
                  <PlainButton
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
                  </PlainButton>
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
