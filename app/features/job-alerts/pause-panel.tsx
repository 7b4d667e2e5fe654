import { CircleCheck, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { pauseJobAlert } from "~/api/job-alerts";
import { Button } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/** What the page's loader read from the link: the alert to pause, or why there is none. */
export type TPauseLinkView =
  { state: "valid"; name: string; isPaused: boolean } | { state: "invalid" } | { state: "gone" };

/**
 * The page a job alert mail's "Pause this alert" link opens: it asks, and only the button acts
 * (a POST), so a mail scanner that opens the link pauses nothing. No sign-in needed.
 */
export function PausePanel({ token, link }: { token: string; link: TPauseLinkView }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [state, setState] = useState<"idle" | "pending" | "done">(
    link.state === "valid" && link.isPaused ? "done" : "idle",
  );

  if (link.state !== "valid") {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-gray-700">
          {t(link.state === "gone" ? "jobAlerts.pause.alertGone" : "jobAlerts.pause.linkInvalid")}
        </p>
        <Link to="/dashboard#job-alerts" className={LINK}>
          {t("jobAlerts.pause.dashboardLink")}
        </Link>
      </div>
    );
  }

  const confirm = async () => {
    setState("pending");
    try {
      await pauseJobAlert(token);
    } catch (error) {
      setState("idle");
      notify({
        title: t("jobAlerts.pause.failedTitle"),
        description: t(errorMessageKey(error, "jobAlerts.pause.linkInvalid")),
        variant: "destructive",
      });
      return;
    }
    setState("done");
    notify({ title: t("jobAlerts.pause.doneTitle"), description: t("jobAlerts.pause.done", { name: link.name }) });
  };

  if (state === "done") {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-3 text-base break-words text-gray-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <span className="min-w-0">{t("jobAlerts.pause.done", { name: link.name })}</span>
        </p>
        <Link to="/dashboard#job-alerts" className={LINK}>
          {t("jobAlerts.pause.dashboardLink")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-base font-medium break-words text-gray-900">
        {t("jobAlerts.pause.question", { name: link.name })}
      </p>
      <p className="text-sm text-gray-700">{t("jobAlerts.pause.explanation")}</p>
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={!isHydrated || state === "pending"}
        onClick={confirm}
      >
        {state === "pending" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
        {state === "pending" ? t("jobAlerts.pause.confirming") : t("jobAlerts.pause.confirm")}
      </Button>
    </div>
  );
}
