import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { inputClasses } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import type { TLandingKind } from "./content-api";

/** One text field of a testimonial or a question: its name in the body, its label and limit. */
export interface TItemField {
  name: string;
  labelKey: string;
  max: number;
  isRequired: boolean;
  isMultiline?: boolean;
}

/**
 * Adds or edits a testimonial or a question: its text fields (with the characters left), and
 * whether it is published. The server's field errors come back under their fields.
 */
export function ItemDialog(props: {
  kind: TLandingKind;
  fields: TItemField[];
  /** Null: closed; `id` null: a new item. */
  editing: { id: number | null; values: Record<string, string>; isPublished: boolean } | null;
  onClose: () => void;
  onSave: (id: number | null, input: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const formId = useId();
  const editing = props.editing;
  return (
    <Dialog open={editing !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {editing ? (
        <DialogContent
          title={translate(`adminContent.${props.kind}.${editing.id === null ? "addTitle" : "editTitle"}`)}
          closeLabel={t("adminContent.items.close")}
          className="max-w-xl"
        >
          <ItemForm
            key={editing.id ?? "new"}
            formId={formId}
            kind={props.kind}
            fields={props.fields}
            editing={editing}
            onSave={props.onSave}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ItemForm(props: {
  formId: string;
  kind: TLandingKind;
  fields: TItemField[];
  editing: { id: number | null; values: Record<string, string>; isPublished: boolean };
  onSave: (id: number | null, input: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const [values, setValues] = useState(props.editing.values);
  const [isPublished, setPublished] = useState(props.editing.isPublished);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const publishedId = `${props.formId}-published`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await props.onSave(props.editing.id, { ...values, isPublished });
      dismissFailures();
      notify({ title: translate(`adminContent.${props.kind}.${props.editing.id === null ? "added" : "saved"}`) });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify({ title: t(errorMessageKey(error, "adminContent.items.saveFailed")), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      {props.fields.map((field) => {
        const value = values[field.name] ?? "";
        const left = field.max - value.length;
        return (
          <FormField
            key={field.name}
            id={`${props.formId}-${field.name}`}
            label={translate(field.labelKey)}
            isRequired={field.isRequired}
            hint={t("adminContent.items.charactersLeft", { count: left })}
            error={errors[field.name]}
          >
            {(control) => {
              const common = {
                ...control,
                name: field.name,
                value,
                maxLength: field.max,
                onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value })),
              };
              return field.isMultiline ? (
                <textarea {...common} rows={5} className={cn(inputClasses, "min-h-28 py-2")} />
              ) : (
                <input {...common} type="text" className={inputClasses} />
              );
            }}
          </FormField>
        );
      })}
      <label htmlFor={publishedId} className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
        <input
          id={publishedId}
          type="checkbox"
          checked={isPublished}
          onChange={(event) => setPublished(event.target.checked)}
          className="size-5 rounded border-gray-300 text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        {t("adminContent.items.publishedField")}
      </label>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t("adminContent.items.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {t(isSaving ? "adminContent.items.saving" : "adminContent.items.save")}
        </Button>
      </div>
    </form>
  );
}
