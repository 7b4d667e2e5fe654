// A company's private notes on one application, never shown to the applicant: the list and the
// form that adds one.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StickyNote } from "lucide-react";
import type { TApplicationNote } from "@common/applications/schemas";
import { NOTE_MAX } from "@common/applications/schemas";
import { absoluteDate } from "@common/jobs/format";
import { addApplicationNote } from "~/api/applications";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { inputClasses } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useFormatLocale } from "~/lib/format-locale";
import { dismissFailures, notify } from "~/lib/notify";

export function Notes({
  applicationId,
  notes,
  onAdded,
}: {
  applicationId: number;
  notes: TApplicationNote[];
  onAdded: (note: TApplicationNote) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const fieldId = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    if (!body.trim()) {
      setError("validation.required");
      return;
    }
    setIsSaving(true);
    try {
      const note = await addApplicationNote(applicationId, body);
      dismissFailures();
      setBody("");
      setError(undefined);
      onAdded(note);
      notify({ title: t("companyDashboard.details.noteAdded") });
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fieldErrors.body : undefined;
      setError(fieldError);
      if (!fieldError) {
        notify({ title: t(errorMessageKey(caught, "companyDashboard.details.noteFailed")), variant: "destructive" });
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="mt-6 border-t border-gray-200 pt-5" aria-labelledby={`${fieldId}-heading`}>
      <h3 id={`${fieldId}-heading`} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <StickyNote aria-hidden="true" className="size-5 text-primary-700" />
        {t("companyDashboard.details.notesTitle")}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{t("companyDashboard.details.notesPrivate")}</p>
      {notes.length ? (
        <ul className="mt-3 grid gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 p-3">
              <p dir="auto" className="text-sm break-words whitespace-pre-line text-gray-900">
                {note.body}
              </p>
              <p className="mt-1 text-xs text-gray-600">
                {t("companyDashboard.details.noteBy", {
                  name: note.authorName ?? t("companyDashboard.details.formerColleague"),
                  date: absoluteDate(note.createdAt, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-700">{t("companyDashboard.details.noNotes")}</p>
      )}
      <form
        className="mt-4 grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField id={fieldId} label={t("companyDashboard.details.noteLabel")} error={error}>
          {(control) => (
            <textarea
              {...control}
              value={body}
              maxLength={NOTE_MAX}
              onChange={(event) => setBody(event.target.value)}
              className={cn(inputClasses, "min-h-24 resize-y")}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t("companyDashboard.details.savingNote") : t("companyDashboard.details.addNote")}
          </Button>
        </div>
      </form>
    </section>
  );
}
