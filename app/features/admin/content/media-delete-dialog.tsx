import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMediaItem } from "@common/site/media";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { deleteAdminMedia } from "./pages-api";

/**
 * Asks before an image is deleted. One in use names the pages (and SEO configurations) that would
 * show a broken image, and deletes only with "Delete anyway"; one the server finds in use after
 * all (a page saved meanwhile) reloads the list, which then names them.
 */
export function MediaDeleteDialog(props: {
  item: TMediaItem | null;
  onClose: () => void;
  onDeleted: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const { item } = props;
  const isUsed = Boolean(item?.usedBy.length);

  async function confirm(target: TMediaItem) {
    setIsDeleting(true);
    try {
      await deleteAdminMedia(target.id, isUsed);
      dismissFailures();
      notify({ title: t("adminContentPages.media.deleted"), description: target.fileName });
      props.onDeleted();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminContentPages.media.deleteFailed")),
        description: target.fileName,
        variant: "destructive",
      });
      if (error instanceof ApiError && error.status === 409) {
        props.onClose();
        props.onChanged();
      }
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(isOpen) => (isOpen ? null : props.onClose())}>
      {item ? (
        <DialogContent title={t("adminContentPages.media.deleteTitle")} closeLabel={t("adminContentPages.media.close")}>
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t(isUsed ? "adminContentPages.media.inUseBody" : "adminContentPages.media.deleteBody", {
              name: item.fileName,
            })}
          </DialogDescription>
          {isUsed ? (
            <ul className="mt-3 list-disc space-y-1 ps-6 text-sm text-gray-900">
              {item.usedBy.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  {use.kind === "page"
                    ? `${use.title} (${use.path})`
                    : t("adminContentPages.media.seoUse", { path: use.path })}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("adminContentPages.media.cancel")}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm(item)}>
              {t(
                isDeleting
                  ? "adminContentPages.media.deleting"
                  : isUsed
                    ? "adminContentPages.media.deleteAnyway"
                    : "adminContentPages.media.deleteConfirm",
              )}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
