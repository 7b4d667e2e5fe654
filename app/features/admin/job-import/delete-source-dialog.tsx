import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TJobSource } from "@common/job-import/sources";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { dismissFailures, notify } from "~/lib/notify";
import { deleteJobSource } from "./api";
import { failureKey } from "./sync-format";

/** Asks before a source is deleted, saying that its listed jobs will be closed. */
export function DeleteSourceDialog(props: { source: TJobSource | null; onClose: () => void; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const { source } = props;

  async function confirm(target: TJobSource) {
    setIsDeleting(true);
    try {
      await deleteJobSource(target.id);
      dismissFailures();
      notify({ title: t("jobImport.toasts.deleted"), description: target.name });
      props.onDeleted();
    } catch (error) {
      notify({
        title: t("jobImport.toasts.deleteFailed"),
        description: t(failureKey(error, "jobImport.unexpected", i18n)),
        variant: "destructive",
      });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={source !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {source ? (
        <DialogContent title={t("jobImport.deleteDialog.title")} closeLabel={t("jobImport.close")}>
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t("jobImport.deleteDialog.body", { name: source.name })}{" "}
            {source.listedJobs > 0
              ? t("jobImport.deleteDialog.jobs", { count: source.listedJobs })
              : t("jobImport.deleteDialog.noJobs")}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("jobImport.deleteDialog.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm(source)}>
              {t(isDeleting ? "jobImport.deleteDialog.deleting" : "jobImport.deleteDialog.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
