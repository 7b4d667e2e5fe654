import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSitePageSummary } from "@common/site/pages";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { deleteAdminPage } from "./pages-api";

/** Asks before a page is deleted, naming its address. */
export function DeletePageDialog(props: { page: TSitePageSummary | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const { page } = props;

  async function confirm(target: TSitePageSummary) {
    setIsDeleting(true);
    try {
      await deleteAdminPage(target.id);
      dismissFailures();
      notify({ title: t("adminContentPages.pages.deleted"), description: target.title });
      props.onDeleted();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminContentPages.pages.deleteFailed")),
        description: target.title,
        variant: "destructive",
      });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={page !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {page ? (
        <DialogContent title={t("adminContentPages.pages.deleteTitle")} closeLabel={t("adminContentPages.pages.close")}>
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t("adminContentPages.pages.deleteBody", { title: page.title, path: page.path })}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("adminContentPages.pages.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm(page)}>
              {t(isDeleting ? "adminContentPages.pages.deleting" : "adminContentPages.pages.deleteConfirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
