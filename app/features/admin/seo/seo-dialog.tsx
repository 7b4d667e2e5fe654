import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ROBOTS_DIRECTIVES,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_RANGE,
  SEO_PATH_MAX,
  SEO_TITLE_MAX,
  SEO_TITLE_RANGE,
  SEO_URL_MAX,
  ZSeoConfigurationInputSchema,
  type TRobotsDirective,
  type TSeoConfiguration,
} from "@common/site/seo";
import type { TFieldErrors } from "@common/errors/error-body";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { createSeoConfiguration, updateSeoConfiguration } from "./api";
import { LengthGuidance } from "./length-guidance";

/** What the dialog shows: a new configuration, or one to edit. */
export type TSeoDialogMode = { kind: "create" } | { kind: "edit"; configuration: TSeoConfiguration };

type TTextField =
  "page" | "title" | "description" | "keywords" | "ogTitle" | "ogDescription" | "ogImage" | "canonicalUrl";
type TFormValues = Record<TTextField, string> & { robotsDirective: TRobotsDirective; isActive: boolean };

const EMPTY: TFormValues = {
  page: "",
  title: "",
  description: "",
  keywords: "",
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  canonicalUrl: "",
  robotsDirective: "index,follow",
  isActive: true,
};

function initialValues(mode: TSeoDialogMode): TFormValues {
  if (mode.kind === "create") return EMPTY;
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = mode.configuration;
  return values;
}

/**
 * The SEO tab's Add and Edit dialog: every field of a configuration, the title's and the
 * description's length against the advice as they are typed, robots as a choice of the four
 * directives, Active on by default. Saving answers the spec's toasts; a refusal shows the
 * server's message and marks the fields it names.
 */
export function SeoDialog(props: { mode: TSeoDialogMode | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { mode } = props;
  return (
    <Dialog open={mode !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {mode ? (
        <DialogContent
          title={t(mode.kind === "create" ? "adminSeo.form.createTitle" : "adminSeo.form.editTitle")}
          closeLabel={t("adminSeo.close")}
          className="max-w-2xl"
        >
          <SeoForm key={mode.kind === "edit" ? mode.configuration.id : "new"} mode={mode} onSaved={props.onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SeoForm({ mode, onSaved }: { mode: TSeoDialogMode; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(() => initialValues(mode));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const editing = mode.kind === "edit" ? mode.configuration : null;
  const update = <K extends keyof TFormValues>(field: K, value: TFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: "" } : current));
  };
  const failedTitle = t(editing ? "adminSeo.toasts.updateFailed" : "adminSeo.toasts.createFailed");

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = ZSeoConfigurationInputSchema.safeParse(values);
    if (!checked.success) {
      const found: TFieldErrors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      notify({ title: failedTitle, description: t("adminSeo.form.invalid"), variant: "destructive" });
      return;
    }
    setIsSaving(true);
    try {
      const saved = editing ? await updateSeoConfiguration(editing.id, values) : await createSeoConfiguration(values);
      dismissFailures();
      notify({ title: t(editing ? "adminSeo.toasts.updated" : "adminSeo.toasts.created"), description: saved.page });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notify({
        title: failedTitle,
        description: t(errorMessageKey(error, "adminSeo.toasts.unexpected")),
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
    }
  }

  const text = (
    field: TTextField,
    options: {
      max: number;
      isRequired?: boolean;
      hint?: string;
      guidance?: { min: number; max: number };
      multiline?: boolean;
      label: string;
    },
  ) => (
    <FormField
      id={`${id}-${field}`}
      label={options.label}
      isRequired={options.isRequired}
      hint={options.hint}
      error={errors[field] || undefined}
    >
      {(control) => {
        const guidanceId = `${id}-${field}-length`;
        const describedBy = options.guidance
          ? [control["aria-describedby"], guidanceId].filter(Boolean).join(" ")
          : control["aria-describedby"];
        const shared = {
          ...control,
          "aria-describedby": describedBy,
          value: values[field],
          maxLength: options.max,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            update(field, event.target.value),
        };
        return (
          <>
            {options.multiline ? (
              <textarea {...shared} rows={3} className={cn(inputClasses, "resize-y")} />
            ) : (
              <Input {...shared} type="text" autoComplete="off" spellCheck={field === "title" || field === "ogTitle"} />
            )}
            {options.guidance ? (
              <LengthGuidance id={guidanceId} length={[...values[field].trim()].length} range={options.guidance} />
            ) : null}
          </>
        );
      }}
    </FormField>
  );

  return (
    <>
      <DialogDescription className="mt-1 text-sm text-gray-700">{t("adminSeo.form.intro")}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-busy={isSaving}>
        {text("page", {
          label: t("adminSeo.form.page"),
          max: SEO_PATH_MAX,
          isRequired: true,
          hint: t("adminSeo.form.pageHint"),
        })}
        {text("title", {
          label: t("adminSeo.form.titleField"),
          max: SEO_TITLE_MAX,
          hint: t("adminSeo.form.titleHint"),
          guidance: SEO_TITLE_RANGE,
        })}
        {text("description", {
          label: t("adminSeo.form.description"),
          max: SEO_DESCRIPTION_MAX,
          guidance: SEO_DESCRIPTION_RANGE,
          multiline: true,
        })}
        {text("keywords", { label: t("adminSeo.form.keywords"), max: 2040, hint: t("adminSeo.form.keywordsHint") })}
        {text("ogTitle", {
          label: t("adminSeo.form.ogTitle"),
          max: SEO_TITLE_MAX,
          hint: t("adminSeo.form.ogTitleHint"),
        })}
        {text("ogDescription", {
          label: t("adminSeo.form.ogDescription"),
          max: SEO_DESCRIPTION_MAX,
          hint: t("adminSeo.form.ogDescriptionHint"),
          multiline: true,
        })}
        {text("ogImage", { label: t("adminSeo.form.ogImage"), max: SEO_URL_MAX, hint: t("adminSeo.form.ogImageHint") })}
        {text("canonicalUrl", {
          label: t("adminSeo.form.canonicalUrl"),
          max: SEO_URL_MAX,
          hint: t("adminSeo.form.canonicalUrlHint"),
        })}
        <FormField id={`${id}-robots`} label={t("adminSeo.form.robots")} error={errors.robotsDirective || undefined}>
          {(control) => (
            <select
              {...control}
              value={values.robotsDirective}
              onChange={(event) => update("robotsDirective", event.target.value as TRobotsDirective)}
              className={cn(inputClasses, "pe-8")}
            >
              {ROBOTS_DIRECTIVES.map((directive) => (
                <option key={directive} value={directive}>
                  {t(`adminSeo.robots.${directive}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-start justify-between gap-4">
          <div>
            <p id={`${id}-active-label`} className="text-sm font-medium text-gray-900">
              {t("adminSeo.form.isActive")}
            </p>
            <p id={`${id}-active-hint`} className="text-sm text-gray-600">
              {t("adminSeo.form.isActiveHint")}
            </p>
          </div>
          <Switch
            isOn={values.isActive}
            onChange={(isOn) => update("isActive", isOn)}
            labelledBy={`${id}-active-label`}
            describedBy={`${id}-active-hint`}
          />
        </div>
        <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button variant="secondary">{t("adminSeo.form.cancel")}</Button>
          </DialogClose>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {editing
              ? t(isSaving ? "adminSeo.form.saving" : "adminSeo.form.save")
              : t(isSaving ? "adminSeo.form.creating" : "adminSeo.form.createSubmit")}
          </Button>
        </div>
      </form>
    </>
  );
}
