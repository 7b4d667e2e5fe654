import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { CircleCheck, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { useCurrentUser, useRefreshCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { verifyEmail } from "~/api/auth";

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/**
 * The verification link's page: a button confirms (a POST, so a mail scanner that opens the link
 * confirms nothing), then says so and leads on. The link of an e-mail change (from /settings)
 * confirms the same way and says which address the account now uses.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const user = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [state, setState] = useState<"idle" | "pending" | "confirmed">("idle");
  // What the confirmation did: the sentence to show once confirmed.
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState("");

  const confirm = async () => {
    setState("pending");
    setFailure("");
    let changedTo: string | undefined;
    try {
      changedTo = (await verifyEmail(token)).email;
    } catch (error) {
      setState("idle");
      const description = t(errorMessageKey(error, "emailVerification.failedFallback"));
      setFailure(description);
      notify({ title: t("emailVerification.failedTitle"), description, variant: "destructive" });
      return;
    }
    const confirmed = changedTo ? t("emailChange.changed", { email: changedTo }) : t("accountRecovery.emailVerified");
    setMessage(confirmed);
    setState("confirmed");
    notify({
      title: changedTo ? t("emailChange.changedTitle") : t("emailVerification.confirmedTitle"),
      description: confirmed,
    });
    if (user) await refreshCurrentUser();
  };

  if (state === "confirmed") {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-3 text-base text-gray-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          {message}
        </p>
        <Link to={user ? "/dashboard" : "/login"} className={LINK}>
          {user ? t("emailVerification.continue") : t("emailVerification.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={!isHydrated || state === "pending"}
        onClick={confirm}
      >
        {state === "pending" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
        {state === "pending" ? t("emailVerification.confirming") : t("emailVerification.confirm")}
      </Button>
    </div>
  );
}
