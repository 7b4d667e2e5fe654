import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MailWarning } from "lucide-react";
import type { TPublicUser } from "@common/auth/schemas";
import { Button } from "~/components/ui/button";
import { resendVerification } from "~/api/auth";
import { errorMessageKey } from "~/lib/api-client";
import { useRefreshCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";

/** Reminds a person whose e-mail address is not confirmed yet, and sends a new link (a few an hour). */
export function VerifyEmailReminder({ user }: { user: TPublicUser }) {
  const { t } = useTranslation();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [isSending, setIsSending] = useState(false);

  const resend = async () => {
    setIsSending(true);
    try {
      const answer = await resendVerification();
      notify({
        title: t(answer.emailVerified ? "emailVerification.confirmedTitle" : "emailVerification.resentTitle"),
        description: t(answer.emailVerified ? "accountRecovery.emailVerified" : "accountRecovery.verificationSent"),
      });
      if (answer.emailVerified) await refreshCurrentUser();
    } catch (error) {
      notify({
        title: t("emailVerification.resendFailedTitle"),
        description: t(errorMessageKey(error, "emailVerification.failedFallback")),
        variant: "destructive",
      });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section
      aria-labelledby="verify-email-reminder"
      className="mt-8 flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-800" />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-reminder" className="text-base font-semibold text-gray-900">
          {t("emailVerification.reminderTitle")}
        </h2>
        <p className="mt-1 text-sm break-words text-gray-800">
          {t("emailVerification.reminder", { email: user.email })}
        </p>
      </div>
      <Button type="button" variant="secondary" disabled={isSending} onClick={resend} className="shrink-0">
        {isSending ? t("emailVerification.resending") : t("emailVerification.resend")}
      </Button>
    </section>
  );
}
