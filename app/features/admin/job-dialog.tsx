import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TJobPostingForm } from "@common/jobs/posting";
import { JobPostingFields } from "~/components/jobs/job-posting-fields";
import { newPostingForm, useJobPostingForm } from "~/components/jobs/use-job-posting-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { createAdminJob, updateAdminJob } from "~/api/admin";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import type { TAdminJobStart } from "./admin.server";

/** What the dialog shows: a new job, a job to edit, or a job to edit that is gone. */
export type TJobDialogMode =
  { kind: "create" } | { kind: "edit"; jobId: number; values: TJobPostingForm } | { kind: "missing" };

/**
 * The console's Create Job and Edit Job dialog: the posting form's fields on the one job schema
 * (decision 019), the company named by the administrator. Saving answers "Job created
 * successfully" or "Job updated successfully" (the spec's toasts) and closes it; a refusal shows
 * the server's message and marks the fields it names.
 */
export function JobDialog({
  mode,
  jobStart,
  onClose,
  onSaved,
}: {
  mode: TJobDialogMode | null;
  jobStart: TAdminJobStart;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const title = mode?.kind === "create" ? t("adminConsole.jobs.createTitle") : t("adminConsole.jobs.editTitle");
  return (
    <Dialog open={mode !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      {mode ? (
        <DialogContent title={title} closeLabel={t("adminConsole.close")} className="max-w-3xl">
          {mode.kind === "missing" ? (
            <>
              <DialogDescription className="mt-2 text-sm text-gray-700">
                {t("adminConsole.jobs.jobNotFound")}
              </DialogDescription>
              <div className="mt-6 flex justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{t("adminConsole.close")}</Button>
                </DialogClose>
              </div>
            </>
          ) : (
            <JobForm
              key={mode.kind === "edit" ? mode.jobId : "new"}
              editing={mode.kind === "edit" ? mode : null}
              jobStart={jobStart}
              onSaved={onSaved}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function JobForm({
  editing,
  jobStart,
  onSaved,
}: {
  editing: { jobId: number; values: TJobPostingForm } | null;
  jobStart: TAdminJobStart;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useJobPostingForm(
    () => editing?.values ?? newPostingForm({ companyName: "", ...jobStart }),
    "admin-job",
  );
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = form.values;
    if (form.findErrors(body)) {
      notify({
        title: t("adminConsole.jobs.saveFailed"),
        description: t("adminConsole.jobs.saveFailedBody"),
        variant: "destructive",
      });
      return;
    }
    setIsSaving(true);
    try {
      const job = editing ? await updateAdminJob(editing.jobId, body) : await createAdminJob(body);
      dismissFailures();
      notify({
        title: t(editing ? "adminConsole.jobs.updated" : "adminConsole.jobs.created"),
        description: job.title,
      });
      onSaved();
    } catch (error) {
      form.showCallErrors(error);
      notify({
        title: t("adminConsole.jobs.saveFailed"),
        description: t(errorMessageKey(error, "adminConsole.jobs.saveFailedBody")),
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
    }
  }

  const submitText = editing
    ? t(isSaving ? "adminConsole.jobs.saving" : "adminConsole.jobs.save")
    : t(isSaving ? "adminConsole.jobs.creating" : "adminConsole.jobs.createSubmit");
  return (
    <>
      <DialogDescription className="mt-1 text-sm text-gray-700">
        {t(editing ? "adminConsole.jobs.editIntro" : "adminConsole.jobs.createIntro")}
      </DialogDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-busy={isSaving}>
        <JobPostingFields idPrefix="admin-job" values={form.values} errors={form.errors} update={form.update} />
        {/* The buttons stay in view at the foot of the dialog while its long form scrolls. */}
        <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button variant="secondary">{t("adminConsole.cancel")}</Button>
          </DialogClose>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {submitText}
          </Button>
        </div>
      </form>
    </>
  );
}
