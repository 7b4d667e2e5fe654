import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTrigger } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TPasswordInput } from "./security-tab";
import { deleteAccount } from "~/api/me";

/**
 * "Delete my account": a dialog that says what goes and asks for the password; once deleted,
 * `onDeleted` (the route's) signs the browser out and leads home.
 */
export function DeleteAccountDialog(props: { PasswordInput: TPasswordInput; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const { PasswordInput } = props;
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isDeleting, setIsDeleting] = useState(false);

  function onOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) {
      setPassword("");
      setError(undefined);
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (password === "") {
      setError("validation.required");
      return;
    }
    setIsDeleting(true);
    try {
      await deleteAccount({ password });
    } catch (failure) {
      setIsDeleting(false);
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.password : undefined;
      setError(fieldError);
      notify({
        title: t("accountData.failedTitle"),
        description: t(errorMessageKey(failure, "accountData.failedBody")),
        variant: "destructive",
      });
      return;
    }
    setIsOpen(false);
    await props.onDeleted();
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="mt-4">
          <Trash2 aria-hidden="true" className="size-4" />
          {t("accountData.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("accountData.dialogTitle")} closeLabel={t("accountData.close")}>
        <DialogDescription asChild>
          <div className="mt-3 space-y-3 text-sm text-gray-700">
            <p>{t("accountData.dialogIntro")}</p>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t("accountData.removedProfile")}</li>
              <li>{t("accountData.removedCompany")}</li>
              <li>{t("accountData.removedSessions")}</li>
            </ul>
            <p>{t("accountData.anonymised")}</p>
          </div>
        </DialogDescription>
        <form method="post" noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          <FormField
            id="delete-account-password"
            label={t("accountData.password")}
            isRequired
            hint={t("accountData.passwordHint")}
            error={error}
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("accountData.cancel")}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isDeleting}>
              {isDeleting ? t("accountData.deleting") : t("accountData.confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
