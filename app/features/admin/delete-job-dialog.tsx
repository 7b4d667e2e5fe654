import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TAdminJob } from "@common/admin/console";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { deleteAdminJob } from "~/api/admin";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";

/**
 * Asks before a job is deleted, saying what happens: a draft is deleted; a published job is
 * removed for good, its applications keeping the job as it was sent (migration 0014).
 */
export function DeleteJobDialog({
  job,
  onClose,
  onDeleted,
}: {
  job: TAdminJob | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirm(target: TAdminJob) {
    setIsDeleting(true);
    try {
      await deleteAdminJob(target.id);
      dismissFailures();
      notify({ title: t("adminConsole.jobs.deleted"), description: target.title });
      onDeleted();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminConsole.jobs.deleteFailed")),
        description: target.title,
        variant: "destructive",
      });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={job !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      {job ? (
        <DialogContent title={t("adminConsole.jobs.deleteTitle")} closeLabel={t("adminConsole.close")}>
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t(job.status === "draft" ? "adminConsole.jobs.deleteDraft" : "adminConsole.jobs.deletePublished", {
              title: job.title,
            })}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("adminConsole.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm(job)}>
              {t(isDeleting ? "adminConsole.jobs.deleting" : "adminConsole.jobs.deleteConfirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
