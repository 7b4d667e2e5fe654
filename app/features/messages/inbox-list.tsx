import { MessageSquare } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TInbox } from "@common/messages/schemas";
import { cn } from "~/lib/cn";
import { fullMessageDate, shortMessageDate } from "./message-dates";
import { PartyAvatar } from "./party-avatar";
import { useFormatLocale } from "~/lib/format-locale";

/** The reader's threads, newest message first; the open one is marked. */
export function InboxList({
  threads,
  openThreadId,
  isCompany,
}: {
  threads: TInbox["threads"];
  openThreadId: number | null;
  isCompany: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!threads.length) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center">
        <MessageSquare aria-hidden="true" className="size-8 text-gray-400" />
        <h2 className="mt-3 text-base font-semibold text-gray-900">{t("messages.inbox.empty")}</h2>
        <p className="mt-1 text-sm text-gray-600">
          {isCompany ? t("messages.inbox.emptyCompany") : t("messages.inbox.emptySeeker")}
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-gray-200">
      {threads.map((thread) => {
        const isOpen = thread.id === openThreadId;
        return (
          <li key={thread.id}>
            <Link
              to={`/messages?thread=${thread.id}`}
              aria-current={isOpen ? "true" : undefined}
              className={cn(
                "flex gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600",
                isOpen && "bg-primary-50 hover:bg-primary-50",
              )}
            >
              <PartyAvatar party={thread.other} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span
                    className={cn(
                      "min-w-0 flex-1 truncate text-sm text-gray-900",
                      thread.unread ? "font-semibold" : "font-medium",
                    )}
                  >
                    <bdi>{thread.other.name}</bdi>
                  </span>
                  <time
                    dateTime={thread.last.at}
                    title={fullMessageDate(thread.last.at, locale)}
                    className="shrink-0 text-xs text-gray-600"
                  >
                    {shortMessageDate(thread.last.at, locale)}
                  </time>
                </span>
                <span
                  className={cn(
                    "block truncate text-sm",
                    thread.unread ? "font-semibold text-gray-900" : "text-gray-800",
                  )}
                >
                  <bdi>{thread.subject}</bdi>
                </span>
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-gray-600">
                    {thread.last.fromMe ? t("messages.inbox.you", { text: thread.last.excerpt }) : thread.last.excerpt}
                  </span>
                  {thread.unread ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-primary-800">
                      <span aria-hidden="true" className="size-2 rounded-full bg-primary-700" />
                      {t("messages.inbox.unread")}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
