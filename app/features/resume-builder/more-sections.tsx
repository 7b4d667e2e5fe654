import { AtSign, BookOpen, ChevronDown, FolderGit2, Gauge, HandHeart, Heart, Quote, Trophy } from "lucide-react";
import { useFieldArray, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { AddEntryButton, EmptyHint, EntryFieldset, errorAt, focusAddButton, type TResumeForm } from "./form-parts";
import { LinesField } from "./lines-field";
import { EMPTY_ENTRIES, type TResumeFormValues } from "./resume-form-values";

// The other sections people keep in JSON Resume. Each is a collapsible
// card, open when it has entries, so the form stays short for those who do not use them.

type TKind = "text" | "long" | "month" | "url" | "lines";
type TSection = keyof typeof EMPTY_ENTRIES;
type TFieldName = keyof TFieldLabels;
type TFieldLabels = {
  network: string;
  username: string;
  url: string;
  name: string;
  level: string;
  keywords: string;
  description: string;
  startDate: string;
  endDate: string;
  highlights: string;
  roles: string;
  entity: string;
  type: string;
  organization: string;
  position: string;
  summary: string;
  title: string;
  date: string;
  awarder: string;
  publisher: string;
  releaseDate: string;
  reference: string;
};

const SECTIONS: Record<
  TSection,
  {
    icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
    fields: readonly (readonly [TFieldName, TKind, boolean?])[];
  }
> = {
  profiles: {
    icon: AtSign,
    fields: [
      ["network", "text", true],
      ["username", "text"],
      ["url", "url"],
    ],
  },
  skillGroups: {
    icon: Gauge,
    fields: [
      ["name", "text", true],
      ["level", "text"],
      ["keywords", "lines"],
    ],
  },
  projects: {
    icon: FolderGit2,
    fields: [
      ["name", "text", true],
      ["entity", "text"],
      ["startDate", "month"],
      ["endDate", "month"],
      ["url", "url"],
      ["type", "text"],
      ["description", "long"],
      ["highlights", "lines"],
      ["keywords", "lines"],
      ["roles", "lines"],
    ],
  },
  volunteer: {
    icon: HandHeart,
    fields: [
      ["organization", "text", true],
      ["position", "text"],
      ["startDate", "month"],
      ["endDate", "month"],
      ["url", "url"],
      ["summary", "long"],
      ["highlights", "lines"],
    ],
  },
  awards: {
    icon: Trophy,
    fields: [
      ["title", "text", true],
      ["awarder", "text"],
      ["date", "month"],
      ["summary", "long"],
    ],
  },
  publications: {
    icon: BookOpen,
    fields: [
      ["name", "text", true],
      ["publisher", "text"],
      ["releaseDate", "month"],
      ["url", "url"],
      ["summary", "long"],
    ],
  },
  interests: {
    icon: Heart,
    fields: [
      ["name", "text", true],
      ["keywords", "lines"],
    ],
  },
  references: {
    icon: Quote,
    fields: [
      ["name", "text", true],
      ["reference", "long"],
    ],
  },
};

export const MORE_SECTIONS = Object.keys(SECTIONS) as TSection[];

export function MoreSectionCard({ form, section }: { form: TResumeForm; section: TSection }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: section });
  const { icon: Icon, fields: inputs } = SECTIONS[section];
  const id = `resume-${section}`;
  const removeEntry = (index: number) => {
    remove(index);
    focusAddButton(`${id}-add`);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <details open={fields.length > 0} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 p-4 sm:px-6 [&::-webkit-details-marker]:hidden">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Icon aria-hidden className="size-5 shrink-0 text-primary-700" />
            {t(`resumeBuilder.more.${section}.title`)}
            <span className="ms-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
              {fields.length > 0 ? fields.length : t("resumeBuilder.optional")}
            </span>
          </h2>
          <ChevronDown
            aria-hidden
            className="ms-auto size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="space-y-4 px-4 pb-4 sm:px-6 sm:pb-6">
          {fields.length === 0 ? <EmptyHint>{t(`resumeBuilder.more.${section}.empty`)}</EmptyHint> : null}
          {fields.map((field, index) => {
            const entry = t(`resumeBuilder.more.${section}.entry`, { number: index + 1 });
            return (
              <EntryFieldset
                key={field.id}
                legend={entry}
                removeText={t("resumeBuilder.more.remove")}
                removeLabel={t("resumeBuilder.more.removeLabel", { entry })}
                onRemove={() => removeEntry(index)}
              >
                <div className="grid gap-4 sm:grid-cols-2">
                  {inputs.map(([name, kind, isRequired]) => {
                    const path = `${section}.${index}.${name}` as FieldPath<TResumeFormValues>;
                    const inputId = `${id}-${index}-${name}`;
                    const label = t(`resumeBuilder.more.fields.${name}`);
                    if (kind === "lines") {
                      return (
                        <div key={name} className="sm:col-span-2">
                          <LinesField
                            form={form}
                            name={path}
                            id={inputId}
                            label={label}
                            hint={t("resumeBuilder.more.linesHint")}
                            maxLength={name === "highlights" ? RESUME_LIMITS.highlight : RESUME_LIMITS.skill}
                          />
                        </div>
                      );
                    }
                    return (
                      <div key={name} className={cn(kind === "long" && "sm:col-span-2")}>
                        <FormField id={inputId} label={label} isRequired={isRequired} error={errorAt(errors, path)}>
                          {(control) =>
                            kind === "long" ? (
                              <textarea
                                {...control}
                                {...form.register(path)}
                                rows={3}
                                maxLength={RESUME_LIMITS.description}
                                className={cn(inputClasses, "resize-y")}
                              />
                            ) : (
                              <Input
                                {...control}
                                {...form.register(path)}
                                type={kind === "month" ? "month" : kind === "url" ? "url" : "text"}
                                inputMode={kind === "url" ? "url" : undefined}
                                placeholder={
                                  kind === "month"
                                    ? "YYYY-MM"
                                    : kind === "url"
                                      ? t("resumeBuilder.links.placeholder")
                                      : undefined
                                }
                                maxLength={kind === "url" ? RESUME_LIMITS.url : RESUME_LIMITS.shortText}
                              />
                            )
                          }
                        </FormField>
                      </div>
                    );
                  })}
                </div>
              </EntryFieldset>
            );
          })}
          {fields.length < (section === "profiles" ? RESUME_LIMITS.profiles : RESUME_LIMITS.entries) ? (
            <AddEntryButton
              id={`${id}-add`}
              label={t(`resumeBuilder.more.${section}.add`)}
              onClick={() => append(EMPTY_ENTRIES[section]() as never)}
            />
          ) : null}
        </div>
      </details>
    </section>
  );
}
