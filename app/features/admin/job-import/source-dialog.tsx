import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  JOB_SOURCE_KINDS,
  JOB_SOURCE_NAME_MAX,
  JOB_SOURCE_URL_MAX,
  ZJobSourceSchema,
  type TJobSource,
  type TJobSourceInput,
  type TJobSourceKind,
} from "@common/job-import/sources";
import type { TFieldErrors } from "@common/errors/error-body";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { createJobSource, updateJobSource } from "./api";
import { failureKey } from "./sync-format";

/** What the dialog shows: a new source, or one to edit. */
export type TSourceDialogMode = { kind: "create" } | { kind: "edit"; source: TJobSource };

type TField = "kind" | "name" | "setting";
type TFormValues = { kind: TJobSourceKind; name: string; setting: string };

/** The one setting each kind takes, as the source's body names it, and its label's key. */
const SETTING = {
  greenhouse: { key: "boardToken", label: "jobImport.form.boardToken" },
  lever: { key: "site", label: "jobImport.form.site" },
  xml: { key: "url", label: "jobImport.form.url" },
  jsonld: { key: "url", label: "jobImport.form.url" },
} as const satisfies Record<TJobSourceKind, { key: string; label: string }>;

/** A source's one setting as configured: its board token, its Lever site or its address. */
export function sourceSetting(source: Pick<TJobSource, "kind" | "settings">): string {
  const { settings } = source;
  if ("boardToken" in settings) return settings.boardToken;
  if ("site" in settings) return settings.site;
  return settings.url;
}

/** The body of POST and PUT /api/admin/job-sources from the form's values. */
export function sourceInput(values: TFormValues): TJobSourceInput {
  const { kind, name, setting } = values;
  if (kind === "greenhouse") return { kind, name, settings: { boardToken: setting } };
  if (kind === "lever") return { kind, name, settings: { site: setting } };
  return { kind, name, settings: { url: setting } };
}

/** A field error's path ("settings.boardToken") as the form's field. */
function fieldOf(path: string): TField | null {
  if (path === "kind" || path === "name") return path;
  return path.startsWith("settings") ? "setting" : null;
}

function toFieldErrors(paths: Record<string, string>): TFieldErrors {
  const found: TFieldErrors = {};
  for (const [path, key] of Object.entries(paths)) {
    const field = fieldOf(path);
    if (field) found[field] ??= key;
  }
  return found;
}

/**
 * The Sources' Add and Edit dialog: the kind (each with what to enter), a name and the kind's
 * one setting, checked with the API's own schema before it is sent; a refusal shows the
 * server's message and marks the fields it names.
 */
export function SourceDialog(props: { mode: TSourceDialogMode | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { mode } = props;
  return (
    <Dialog open={mode !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {mode ? (
        <DialogContent
          title={t(mode.kind === "create" ? "jobImport.form.createTitle" : "jobImport.form.editTitle")}
          closeLabel={t("jobImport.close")}
        >
          <SourceForm key={mode.kind === "edit" ? mode.source.id : "new"} mode={mode} onSaved={props.onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SourceForm({ mode, onSaved }: { mode: TSourceDialogMode; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const editing = mode.kind === "edit" ? mode.source : null;
  const [values, setValues] = useState<TFormValues>(() =>
    editing
      ? { kind: editing.kind, name: editing.name, setting: sourceSetting(editing) }
      : { kind: "greenhouse", name: "", setting: "" },
  );
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const failedTitle = t(editing ? "jobImport.toasts.updateFailed" : "jobImport.toasts.createFailed");
  const update = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: "" } : current));
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = sourceInput(values);
    const checked = ZJobSourceSchema.safeParse(body);
    if (!checked.success) {
      const paths: Record<string, string> = {};
      for (const issue of checked.error.issues) paths[issue.path.join(".")] ??= issue.message;
      setErrors(toFieldErrors(paths));
      notify({ title: failedTitle, description: t("jobImport.form.invalid"), variant: "destructive" });
      return;
    }
    setIsSaving(true);
    try {
      const saved = editing ? await updateJobSource(editing.id, body) : await createJobSource(body);
      dismissFailures();
      notify({ title: t(editing ? "jobImport.toasts.updated" : "jobImport.toasts.created"), description: saved.name });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(toFieldErrors(error.fieldErrors));
      notify({
        title: failedTitle,
        description: t(failureKey(error, "jobImport.unexpected", i18n)),
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
    }
  }

  const setting = SETTING[values.kind];
  const isUrl = setting.key === "url";
  return (
    <>
      <DialogDescription className="mt-1 text-sm text-gray-700">{t("jobImport.form.intro")}</DialogDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-busy={isSaving}>
        <FormField id={`${id}-kind`} label={t("jobImport.form.kind")} isRequired error={errors.kind || undefined}>
          {(control) => (
            <select
              {...control}
              value={values.kind}
              onChange={(event) => update("kind", event.target.value)}
              className={cn(inputClasses, "pe-8")}
            >
              {JOB_SOURCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`jobImport.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-name`}
          label={t("jobImport.form.name")}
          isRequired
          hint={t("jobImport.form.nameHint")}
          error={errors.name || undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={JOB_SOURCE_NAME_MAX}
              value={values.name}
              onChange={(event) => update("name", event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-setting`}
          label={t(setting.label)}
          isRequired
          hint={t(`jobImport.kindHelp.${values.kind}`)}
          error={errors.setting || undefined}
        >
          {(control) => (
            <Input
              {...control}
              type={isUrl ? "url" : "text"}
              inputMode={isUrl ? "url" : "text"}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={isUrl ? JOB_SOURCE_URL_MAX : 100}
              value={values.setting}
              onChange={(event) => update("setting", event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t("jobImport.form.cancel")}</Button>
          </DialogClose>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {editing
              ? t(isSaving ? "jobImport.form.saving" : "jobImport.form.save")
              : t(isSaving ? "jobImport.form.creating" : "jobImport.form.createSubmit")}
          </Button>
        </div>
      </form>
    </>
  );
}
