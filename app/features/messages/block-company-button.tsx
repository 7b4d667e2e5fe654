import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Ban } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { blockCompany, unblockCompany } from "~/api/messages";

/** A job seeker's "Block company" (after a confirmation), or "Unblock" once blocked. */
export function BlockCompanyButton({
  companyId,
  companyName,
  isBlocked,
  onChanged,
}: {
  companyId: number;
  companyName: string;
  isBlocked: boolean;
  onChanged: (isBlocked: boolean) => void;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  async function change(block: boolean) {
    setIsSaving(true);
    try {
      if (block) await blockCompany({ companyId });
      else await unblockCompany(companyId);
      dismissFailures();
      setIsConfirming(false);
      notify({
        title: block
          ? t("messages.thread.blocked", { name: companyName })
          : t("messages.blocked.unblocked", { name: companyName }),
      });
      onChanged(block);
    } catch (caught) {
      const fallback = block ? "messages.thread.blockFailed" : "messages.blocked.unblockFailed";
      notify({ title: t(errorMessageKey(caught, fallback)), variant: "destructive" });
    } finally {
      setIsSaving(false);
    }
  }

  if (isBlocked) {
    return (
      <Button variant="secondary" disabled={isSaving} onClick={() => void change(false)}>
        {t("messages.thread.unblock")}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        <Ban aria-hidden="true" className="size-4" />
        {t("messages.thread.block")}
      </Button>
      <Dialog open={isConfirming} onOpenChange={(open) => !isSaving && setIsConfirming(open)}>
        <DialogContent
          title={t("messages.thread.blockTitle", { name: companyName })}
          closeLabel={t("messages.contact.close")}
        >
          <DialogDescription className="mt-2 text-sm text-gray-700">
            {t("messages.thread.blockBody", { name: companyName })}
          </DialogDescription>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSaving}>
                {t("messages.contact.cancel")}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={isSaving} onClick={() => void change(true)}>
              {t("messages.thread.blockConfirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
