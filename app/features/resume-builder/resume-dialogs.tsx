import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

// Small modal dialogs (Radix Dialog: focus trapped, Escape closes, focus returns to the
// button that opened it).

function DialogShell(props: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-gray-950/50" />
        <DialogPrimitive.Content
          {...(props.description ? {} : { "aria-describedby": undefined })}
          className="fixed start-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-gray-200 bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-gray-900">{props.title}</DialogPrimitive.Title>
          {props.description ? (
            <DialogPrimitive.Description className="mt-2 text-sm break-words text-gray-700">
              {props.description}
            </DialogPrimitive.Description>
          ) : null}
          {props.children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => (isOpen ? undefined : props.onCancel())}
      title={props.title}
      description={props.description}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="secondary">{t("resumeBuilder.myResumes.cancel")}</Button>
        </DialogPrimitive.Close>
        <Button
          variant={props.isDestructive ? "destructive" : "primary"}
          onClick={props.onConfirm}
          disabled={props.isPending}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}

export function RenameDialog(props: {
  isOpen: boolean;
  initialTitle: string;
  isPending?: boolean;
  onRename: (title: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(props.initialTitle);
  const [error, setError] = useState<string | undefined>();
  const [shownFor, setShownFor] = useState(props.initialTitle);
  // Opened for another resume: start from its title.
  if (shownFor !== props.initialTitle) {
    setShownFor(props.initialTitle);
    setTitle(props.initialTitle);
    setError(undefined);
  }
  return (
    <DialogShell
      isOpen={props.isOpen}
      onOpenChange={(isOpen) => (isOpen ? undefined : props.onCancel())}
      title={t("resumeBuilder.myResumes.renameTitle")}
    >
      <form
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = title.trim();
          if (!trimmed) {
            setError("resumes.validation.titleRequired");
            return;
          }
          props.onRename(trimmed);
        }}
      >
        <FormField id="resume-rename-title" label={t("resumeBuilder.myResumes.renameLabel")} isRequired error={error}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={RESUME_LIMITS.title}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(undefined);
              }}
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button variant="secondary">{t("resumeBuilder.myResumes.cancel")}</Button>
          </DialogPrimitive.Close>
          <Button type="submit" disabled={props.isPending}>
            {t("resumeBuilder.myResumes.renameSave")}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
