import { useTranslation } from "react-i18next";
import type { TAdminMailMessage } from "@common/admin/records";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { dateTime } from "../format";
import { useRemote } from "../use-remote";
import { adminMailPath, fetchAdminMail } from "./api";
import { MailStatusBadge, useRetryMail } from "./outbox-list";
import { useFormatLocale } from "~/lib/format-locale";

/** One message of the outbox in full: its state, its text, and its HTML drawn in a sandbox. */
export function MailDialog({
  mailId,
  onClose,
  onRetried,
}: {
  mailId: number | null;
  onClose: () => void;
  onRetried: () => void;
}) {
  const { t } = useTranslation();
  const { state, refresh, retry } = useRemote(mailId === null ? null : adminMailPath(mailId), fetchAdminMail);
  const title = state.status === "ready" ? state.data.subject : t("adminSettings.mail.title");

  return (
    <Dialog open={mailId !== null} onOpenChange={(open) => !open && onClose()}>
      {mailId !== null ? (
        <DialogContent title={title} closeLabel={t("adminSettings.close")} className="max-w-3xl">
          <DialogDescription className="sr-only">{t("adminSettings.mail.description")}</DialogDescription>
          <div className="mt-4" aria-live="polite">
            {state.status === "ready" ? (
              <MailBody
                mail={state.data}
                onRetried={() => {
                  refresh();
                  onRetried();
                }}
              />
            ) : state.status === "failed" ? (
              <ListState
                status="failed"
                message={t(errorMessageKey(state.error, "adminSettings.mail.failed"))}
                retryLabel={t("adminSettings.retry")}
                onRetry={retry}
              />
            ) : (
              <ListState status="loading" label={t("adminSettings.mail.loading")} />
            )}
          </div>
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t("adminSettings.close")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MailBody({ mail, onRetried }: { mail: TAdminMailMessage; onRetried: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { retry, pendingId } = useRetryMail(onRetried);
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: t("adminSettings.outbox.columns.to"), value: <span className="[overflow-wrap:anywhere]">{mail.to}</span> },
    { label: t("adminSettings.outbox.columns.status"), value: <MailStatusBadge status={mail.status} /> },
    { label: t("adminSettings.outbox.columns.attempts"), value: mail.attempts },
    { label: t("adminSettings.mail.template"), value: <code className="text-xs">{mail.template}</code> },
    { label: t("adminSettings.outbox.columns.created"), value: dateTime(mail.createdAt, locale) },
  ];
  if (mail.sentAt) facts.push({ label: t("adminSettings.mail.sentAt"), value: dateTime(mail.sentAt, locale) });
  if (mail.nextAttemptAt) {
    facts.push({ label: t("adminSettings.mail.nextAttempt"), value: dateTime(mail.nextAttemptAt, locale) });
  }

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-gray-700">{fact.label}</dt>
            <dd className="text-gray-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {mail.lastError ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t("adminSettings.mail.lastError")}</p>
          <p className="mt-1 break-words">{mail.lastError}</p>
        </div>
      ) : null}
      {mail.status === "failed" ? (
        <Button variant="secondary" disabled={pendingId === mail.id} onClick={() => void retry(mail)}>
          {t("adminSettings.outbox.requeue")}
        </Button>
      ) : null}
      {mail.linksHidden ? (
        <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700">
          {t("adminSettings.mail.linksHidden")}
        </p>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t("adminSettings.mail.text")}</h3>
        <pre className="mt-2 max-h-72 overflow-auto rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm break-words whitespace-pre-wrap text-gray-900">
          {mail.text}
        </pre>
      </div>
      {mail.html ? (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">{t("adminSettings.mail.html")}</h3>
          {/* sandbox="" runs no script and opens nothing: the message is drawn, never trusted. */}
          <iframe
            title={t("adminSettings.mail.htmlFrame", { subject: mail.subject })}
            sandbox=""
            srcDoc={mail.html}
            className="mt-2 h-96 w-full rounded-lg border border-gray-200 bg-white"
          />
        </div>
      ) : null}
      {mail.attachments.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">{t("adminSettings.mail.attachments")}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-gray-800">
            {mail.attachments.map((attachment, index) => (
              <li key={index}>
                {t("adminSettings.mail.attachment", {
                  name: attachment.filename,
                  type: attachment.contentType,
                  size: Math.max(1, Math.round(attachment.bytes / 1024)),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
