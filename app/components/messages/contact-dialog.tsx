import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, ZNewThreadSchema } from "@common/messages/schemas";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { startThread } from "~/api/messages";

type TField = "subject" | "body";
type TFieldErrors = Partial<Record<TField, string>>;

/** The field errors of a failed parse of ZNewThreadSchema, by field (first message each). */
function schemaErrors(values: { toUserId: number; subject: string; body: string }): TFieldErrors | null {
  const parsed = ZNewThreadSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "subject" || field === "body") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A company's first message to a job seeker (a visible candidate or its own applicant): a subject
 * and a message, checked with the API's own schema before sending; the server's field errors
 * show under their fields, anything else as a toast.
 */
export function ContactDialog({
  open,
  onOpenChange,
  toUserId,
  recipientName,
  defaultSubject,
  onSent,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  toUserId: number;
  recipientName: string;
  defaultSubject?: string;
  onSent?(threadId: number): void;
}) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !isSending && onOpenChange(next)}>
      <DialogContent
        title={t("messages.contact.title", { name: recipientName })}
        closeLabel={t("messages.contact.close")}
      >
        <DialogDescription className="mt-1 text-sm text-gray-700">
          {t("messages.contact.description", { name: recipientName })}
        </DialogDescription>
        {/* The form mounts with each opening, so it starts clean. */}
        <ContactForm
          toUserId={toUserId}
          recipientName={recipientName}
          defaultSubject={defaultSubject}
          isSending={isSending}
          setIsSending={setIsSending}
          onDone={(threadId) => {
            onOpenChange(false);
            onSent?.(threadId);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({
  toUserId,
  recipientName,
  defaultSubject,
  isSending,
  setIsSending,
  onDone,
}: {
  toUserId: number;
  recipientName: string;
  defaultSubject?: string;
  isSending: boolean;
  setIsSending(sending: boolean): void;
  onDone(threadId: number): void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [subject, setSubject] = useState(defaultSubject ?? "");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<TFieldErrors>({});

  async function send() {
    const values = { toUserId, subject, body };
    const invalid = schemaErrors(values);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const { threadId } = await startThread(values);
      dismissFailures();
      notify({ title: t("messages.contact.sent", { name: recipientName }) });
      onDone(threadId);
    } catch (caught) {
      const fieldErrors = caught instanceof ApiError ? caught.fieldErrors : {};
      const shown: TFieldErrors = { subject: fieldErrors.subject, body: fieldErrors.body };
      setErrors(shown);
      if (!shown.subject && !shown.body) {
        notify({ title: t(errorMessageKey(caught, "messages.contact.failed")), variant: "destructive" });
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      className="mt-5 grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField id={`${baseId}-subject`} label={t("messages.contact.subject")} isRequired error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            value={subject}
            maxLength={MESSAGE_SUBJECT_MAX}
            disabled={isSending}
            onChange={(event) => {
              setSubject(event.target.value);
              setErrors((current) => ({ ...current, subject: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField id={`${baseId}-body`} label={t("messages.contact.message")} isRequired error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            value={body}
            maxLength={MESSAGE_BODY_MAX}
            disabled={isSending}
            rows={6}
            onChange={(event) => {
              setBody(event.target.value);
              setErrors((current) => ({ ...current, body: undefined }));
            }}
            className={cn(inputClasses, "min-h-32 resize-y")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={isSending}>
            {t("messages.contact.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSending}>
          {isSending ? t("messages.contact.sending") : t("messages.contact.send")}
        </Button>
      </div>
    </form>
  );
}
