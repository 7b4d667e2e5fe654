import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { CircleCheck, Loader2 } from "lucide-react";
import type { TUnsubscribeList } from "@common/account/unsubscribe";
import { Button } from "~/components/ui/button";
import { unsubscribe } from "~/api/unsubscribe";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/**
 * The page a notification mail's unsubscribe link opens: it asks, and only the button acts (a
 * POST), so a mail scanner that opens the link unsubscribes nobody. No sign-in needed.
 */
export function UnsubscribePanel({ token, list }: { token: string; list: TUnsubscribeList | null }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");

  if (!list) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-gray-700">
          {t("unsubscribe.linkInvalid")}
        </p>
        <Link to="/settings" className={LINK}>
          {t("unsubscribe.settingsLink")}
        </Link>
      </div>
    );
  }
  const listName = t(`unsubscribe.lists.${list}`);

  const confirm = async () => {
    setState("pending");
    try {
      await unsubscribe(token);
    } catch (error) {
      setState("idle");
      notify({
        title: t("unsubscribe.failedTitle"),
        description: t(errorMessageKey(error, "unsubscribe.linkInvalid")),
        variant: "destructive",
      });
      return;
    }
    setState("done");
    notify({ title: t("unsubscribe.doneTitle"), description: t("unsubscribe.done", { list: listName }) });
  };

  if (state === "done") {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-3 text-base text-gray-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          {t("unsubscribe.done", { list: listName })}
        </p>
        <Link to="/settings" className={LINK}>
          {t("unsubscribe.settingsLink")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-base font-medium text-gray-900">{t("unsubscribe.question", { list: listName })}</p>
      <p className="text-sm text-gray-700">{t("unsubscribe.explanation")}</p>
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={!isHydrated || state === "pending"}
        onClick={confirm}
      >
        {state === "pending" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
        {state === "pending" ? t("unsubscribe.confirming") : t("unsubscribe.confirm")}
      </Button>
    </div>
  );
}
