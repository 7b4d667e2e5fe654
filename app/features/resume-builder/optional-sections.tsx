import { Award, Languages, Link2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGE_PROFICIENCIES, RESUME_LIMITS } from "@common/resumes/schema";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import {
  AddEntryButton,
  EmptyHint,
  EntryFieldset,
  errorAt,
  focusAddButton,
  SectionCard,
  type TResumeForm,
} from "./form-parts";
import { emptyCertification, emptyLanguage } from "./resume-form-values";

// Sections beyond the spec: links, languages and certifications. All optional, so
// each list may go down to no entries.

const LINKS = [
  { key: "website", autoComplete: "url" },
  { key: "linkedin", autoComplete: "off" },
  { key: "github", autoComplete: "off" },
  { key: "portfolio", autoComplete: "off" },
] as const;

export function LinksCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <SectionCard
      id="resume-links"
      title={t("resumeBuilder.links.title")}
      icon={Link2}
      badge={t("resumeBuilder.optional")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {LINKS.map(({ key, autoComplete }) => (
          <FormField
            key={key}
            id={`resume-link-${key}`}
            label={t(`resumeBuilder.links.${key}`)}
            error={errorAt(errors, `links.${key}`)}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(`links.${key}`)}
                type="url"
                inputMode="url"
                autoComplete={autoComplete}
                placeholder={t("resumeBuilder.links.placeholder")}
                maxLength={RESUME_LIMITS.url}
              />
            )}
          </FormField>
        ))}
      </div>
    </SectionCard>
  );
}

export function LanguagesCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "languages" });
  const removeEntry = (index: number) => {
    remove(index);
    focusAddButton("resume-languages-add");
  };
  return (
    <SectionCard
      id="resume-languages"
      title={t("resumeBuilder.languages.title")}
      icon={Languages}
      badge={t("resumeBuilder.optional")}
    >
      {fields.length === 0 ? <EmptyHint>{t("resumeBuilder.languages.empty")}</EmptyHint> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <EntryFieldset
            key={field.id}
            legend={t("resumeBuilder.languages.entry", { number })}
            removeText={t("resumeBuilder.languages.remove")}
            removeLabel={t("resumeBuilder.languages.removeLabel", { number })}
            onRemove={() => removeEntry(index)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`resume-language-${index}-name`}
                label={t("resumeBuilder.languages.language")}
                isRequired
                error={errorAt(errors, `languages.${index}.language`)}
              >
                {(control) => <Input {...control} {...form.register(`languages.${index}.language`)} />}
              </FormField>
              <FormField
                id={`resume-language-${index}-proficiency`}
                label={t("resumeBuilder.languages.proficiency")}
                error={errorAt(errors, `languages.${index}.proficiency`)}
              >
                {(control) => (
                  <select {...control} {...form.register(`languages.${index}.proficiency`)} className={inputClasses}>
                    {LANGUAGE_PROFICIENCIES.map((proficiency) => (
                      <option key={proficiency} value={proficiency}>
                        {t(`resumeBuilder.languages.proficiencies.${proficiency}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </EntryFieldset>
        );
      })}
      {fields.length < RESUME_LIMITS.languages ? (
        <AddEntryButton
          id="resume-languages-add"
          label={t("resumeBuilder.languages.add")}
          onClick={() => append(emptyLanguage())}
        />
      ) : null}
    </SectionCard>
  );
}

export function CertificationsCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "certifications" });
  const removeEntry = (index: number) => {
    remove(index);
    focusAddButton("resume-certifications-add");
  };
  return (
    <SectionCard
      id="resume-certifications"
      title={t("resumeBuilder.certifications.title")}
      icon={Award}
      badge={t("resumeBuilder.optional")}
    >
      {fields.length === 0 ? <EmptyHint>{t("resumeBuilder.certifications.empty")}</EmptyHint> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const prefix = `certifications.${index}` as const;
        return (
          <EntryFieldset
            key={field.id}
            legend={t("resumeBuilder.certifications.entry", { number })}
            removeText={t("resumeBuilder.certifications.remove")}
            removeLabel={t("resumeBuilder.certifications.removeLabel", { number })}
            onRemove={() => removeEntry(index)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`resume-certification-${index}-name`}
                label={t("resumeBuilder.certifications.name")}
                isRequired
                error={errorAt(errors, `${prefix}.name`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.name`)} />}
              </FormField>
              <FormField
                id={`resume-certification-${index}-issuer`}
                label={t("resumeBuilder.certifications.issuer")}
                error={errorAt(errors, `${prefix}.issuer`)}
              >
                {(control) => <Input {...control} {...form.register(`${prefix}.issuer`)} />}
              </FormField>
              <FormField
                id={`resume-certification-${index}-date`}
                label={t("resumeBuilder.certifications.date")}
                error={errorAt(errors, `${prefix}.date`)}
              >
                {(control) => (
                  <Input {...control} {...form.register(`${prefix}.date`)} type="month" placeholder="YYYY-MM" />
                )}
              </FormField>
              <FormField
                id={`resume-certification-${index}-url`}
                label={t("resumeBuilder.certifications.url")}
                error={errorAt(errors, `${prefix}.url`)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(`${prefix}.url`)}
                    type="url"
                    inputMode="url"
                    placeholder={t("resumeBuilder.links.placeholder")}
                    maxLength={RESUME_LIMITS.url}
                  />
                )}
              </FormField>
            </div>
          </EntryFieldset>
        );
      })}
      {fields.length < RESUME_LIMITS.certifications ? (
        <AddEntryButton
          id="resume-certifications-add"
          label={t("resumeBuilder.certifications.add")}
          onClick={() => append(emptyCertification())}
        />
      ) : null}
    </SectionCard>
  );
}
