import { GraduationCap } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import {
  AddEntryButton,
  EntryFieldset,
  errorAt,
  focusAddButton,
  MONTH_PLACEHOLDER,
  SectionCard,
  type TResumeForm,
} from "./form-parts";
import { LinesField } from "./lines-field";
import { emptyEducation } from "./resume-form-values";

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
