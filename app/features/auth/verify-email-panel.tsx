import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CircleCheck, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { useCurrentUser, useRefreshCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { verifyEmail } from "./email-verification-api";

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/**
 * The verification link's page: a button confirms (a POST, so a mail scanner that opens the link
 * confirms nothing), then says so and leads on.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const user = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [state, setState] = useState<"idle" | "pending" | "confirmed">("idle");

  const confirm = async () => {
    setState("pending");
    try {
      await verifyEmail(token);
    } catch (error) {
      setState("idle");
      notify({
        title: t("emailVerification.failedTitle"),
        description: t(errorMessageKey(error, "emailVerification.failedFallback")),
        variant: "destructive",
      });
      return;
    }
    setState("confirmed");
    notify({ title: t("emailVerification.confirmedTitle"), description: t("accountRecovery.emailVerified") });
    if (user) await refreshCurrentUser();
  };

  if (state === "confirmed") {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-3 text-base text-gray-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          {t("accountRecovery.emailVerified")}
        </p>
        <Link to={user ? "/dashboard" : "/login"} className={LINK}>
          {user ? t("emailVerification.continue") : t("emailVerification.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <Button type="button" size="lg" className="w-full" disabled={!isHydrated || state === "pending"} onClick={confirm}>
      {state === "pending" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
      {state === "pending" ? t("emailVerification.confirming") : t("emailVerification.confirm")}
    </Button>
  );
}
