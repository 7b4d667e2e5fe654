import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CircleAlert, CircleCheck, Send } from "lucide-react";
import type { TAdminTestEmailResult } from "@common/admin/records";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { sendAdminTestEmail } from "./api";

/**
 * "Send test e-mail": sent at once to the administrator's own address or a typed one, and the
 * SMTP server's answer shown as it came (or that the message is in the local outbox).
 */
export function TestEmail({ onSent, onOpen }: { onSent: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const id = useId();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<TAdminTestEmailResult | null>(null);
  const translate = t as unknown as (key: string) => string;

  async function send(to: string) {
    setSending(true);
    setError(undefined);
    try {
      const answer = await sendAdminTestEmail(to);
      setResult(answer);
      dismissFailures();
      notify({
        title: t(answer.delivered ? "adminSettings.testEmail.sent" : "adminSettings.testEmail.notDelivered"),
        description: answer.to,
        variant: answer.delivered ? "default" : "destructive",
      });
      onSent();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fieldErrors.to : undefined);
      notify({ title: t(errorMessageKey(failure, "adminSettings.testEmail.failed")), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h3 className="text-sm font-semibold text-gray-900">{t("adminSettings.testEmail.title")}</h3>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          void send(String(new FormData(event.currentTarget).get("to") ?? "").trim());
        }}
      >
        <div className="flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-gray-900">
            {t("adminSettings.testEmail.to")}
          </label>
          <Input
            id={id}
            name="to"
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={user?.email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            className="mt-1"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
            {t("adminSettings.testEmail.toHint", { email: user?.email ?? "" })}
          </p>
          {error ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
              {translate(error)}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={isSending} className="sm:mt-6">
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {isSending ? t("adminSettings.testEmail.sending") : t("adminSettings.testEmail.send")}
        </Button>
      </form>
      {result ? (
        <div
          role="status"
          className={cn(
            "mt-4 flex gap-3 rounded-lg border p-3 text-sm",
            result.delivered ? "border-green-200 bg-green-50 text-green-950" : "border-red-200 bg-red-50 text-red-950",
          )}
        >
          {result.delivered ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">
              {result.transport === "outbox"
                ? t("adminSettings.testEmail.inOutbox", { to: result.to })
                : t(result.delivered ? "adminSettings.testEmail.accepted" : "adminSettings.testEmail.refused", {
                    to: result.to,
                    server: result.server ?? "",
                  })}
            </p>
            {result.transport === "outbox" ? (
              <p className="break-words">{result.response}</p>
            ) : (
              <p className="break-words">
                <span className="font-medium">{t("adminSettings.testEmail.answer")}</span>{" "}
                <code className="[overflow-wrap:anywhere]">{result.response}</code>
              </p>
            )}
            <Button
              variant="ghost"
              className="-ms-4 text-primary-800 underline"
              onClick={() => onOpen(result.messageId)}
            >
              {t("adminSettings.testEmail.open")}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
