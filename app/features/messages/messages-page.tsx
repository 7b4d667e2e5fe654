import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TInbox } from "@common/messages/schemas";
import { ListState } from "~/components/ui/list-state";
import { useCurrentUser } from "~/lib/current-user";
import { cn } from "~/lib/cn";
import { fetchInbox } from "~/api/messages";
import { BlockedCompanies } from "./blocked-companies";
import { InboxList } from "./inbox-list";
import { ThreadView } from "./thread-view";

/** The thread id of `?thread=`, or null. */
function threadIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The inbox: the threads beside the open one on a wide screen; on a phone the list or the
 * thread, one at a time, with a way back. `?thread=ID` opens a thread, so mail links land on it.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isCompany = permissions.startThreads(user);
  const [searchParams] = useSearchParams();
  const openThreadId = threadIdOf(searchParams.get("thread"));
  const [attempt, setAttempt] = useState(0);
  const [inbox, setInbox] = useState<{ attempt: number; inbox: TInbox | "failed" } | null>(null);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let isCurrent = true;
    fetchInbox().then(
      (answer) => isCurrent && setInbox({ attempt, inbox: answer }),
      () =>
        isCurrent &&
        setInbox((current) => (current?.inbox && current.inbox !== "failed" ? current : { attempt, inbox: "failed" })),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  // A refresh keeps showing the inbox it replaces; only the first load shows the spinner.
  const shown = inbox?.inbox ?? null;
  let list: React.ReactNode;
  if (shown === null) list = <ListState status="loading" label={t("messages.inbox.loading")} className="p-4" />;
  else if (shown === "failed") {
    list = (
      <ListState
        status="failed"
        className="p-4"
        message={t("messages.inbox.failed")}
        retryLabel={t("messages.inbox.retry")}
        onRetry={refresh}
      />
    );
  } else list = <InboxList threads={shown.threads} openThreadId={openThreadId} isCompany={isCompany} />;

  return (
    <div className="page-container w-full py-6 lg:py-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("messages.page.title")}</h1>
      <p className="mt-1 text-gray-700">{t("messages.page.description")}</p>
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section
          aria-label={t("messages.inbox.heading")}
          className={cn("flex min-w-0 flex-col gap-4", openThreadId !== null && "hidden lg:flex")}
        >
          <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">{list}</div>
          {shown && shown !== "failed" && shown.blocked.length ? (
            <BlockedCompanies blocked={shown.blocked} onChanged={refresh} />
          ) : null}
        </section>
        <section
          aria-label={t("messages.thread.heading")}
          className={cn(
            "flex min-h-[28rem] min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white",
            openThreadId === null && "hidden lg:flex",
          )}
        >
          {openThreadId !== null ? (
            <ThreadView key={openThreadId} threadId={openThreadId} onChanged={refresh} />
          ) : (
            <p className="m-auto p-6 text-center text-sm text-gray-600">{t("messages.inbox.selectThread")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
