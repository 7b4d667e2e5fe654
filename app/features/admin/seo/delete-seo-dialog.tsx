import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSeoConfiguration } from "@common/site/seo";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { deleteSeoConfiguration } from "./api";

/** Asks before a configuration is deleted, saying that its page takes its own head again. */
export function DeleteSeoDialog(props: {
  configuration: TSeoConfiguration | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const { configuration } = props;

  async function confirm(target: TSeoConfiguration) {
    setIsDeleting(true);
    try {
      await deleteSeoConfiguration(target.id);
      dismissFailures();
      notify({ title: t("adminSeo.toasts.deleted"), description: target.page });
      props.onDeleted();
    } catch (error) {
      notify({
        title: t("adminSeo.toasts.deleteFailed"),
        description: t(errorMessageKey(error, "adminSeo.toasts.unexpected")),
        variant: "destructive",
      });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={configuration !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {configuration ? (
        <DialogContent title={t("adminSeo.deleteDialog.title")} closeLabel={t("adminSeo.close")}>
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t("adminSeo.deleteDialog.body", { page: configuration.page })}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("adminSeo.deleteDialog.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm(configuration)}>
              {t(isDeleting ? "adminSeo.deleteDialog.deleting" : "adminSeo.deleteDialog.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
