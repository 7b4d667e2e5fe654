import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { AssistantMessageText } from "~/components/assistant/assistant-message-text";
import type { TChatEntry } from "~/components/assistant/use-assistant-chat";
import type { TMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";

const BUBBLE = "max-w-[85%] rounded-lg px-3 py-2 text-sm";

/**
 * The widget's conversation: the welcome line, then each message, a reply's text rendered safely
 * with its action links, and the last failure's sentence. A log, so a screen reader announces
 * what arrives; it keeps the newest line in view.
 */
export function WidgetMessages({ messages, errorKey }: { messages: TChatEntry[]; errorKey: TMessageKey | null }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, last?.content, errorKey]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-label={t("assistantPanel.conversation")}
      // Reachable by keyboard, so it can be scrolled without a pointer.
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
    >
      <p className={cn(BUBBLE, "bg-gray-100 text-gray-900")}>{t("assistantPanel.welcome")}</p>
      {messages.map((entry) =>
        entry.role === "user" ? (
          <p key={entry.id} className={cn(BUBBLE, "ms-auto bg-primary-700 break-words whitespace-pre-wrap text-white")}>
            <span className="sr-only">{t("assistantPanel.you")}: </span>
            <bdi>{entry.content}</bdi>
          </p>
        ) : (
          <div
            key={entry.id}
            className={cn(BUBBLE, "bg-gray-100 text-gray-900")}
            aria-busy={entry.status === "streaming"}
          >
            <span className="sr-only">{t("assistantPanel.assistant")}: </span>
            {entry.content ? (
              <AssistantMessageText content={entry.content} />
            ) : entry.status === "streaming" ? (
              <span className="text-gray-600">{t("assistantPanel.thinking")}</span>
            ) : null}
            {entry.status === "error" ? (
              <p className="mt-1 text-xs text-red-800">{t("assistantPanel.brokeOff")}</p>
            ) : null}
            {entry.actions.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-1.5">
                {entry.actions.map((action) => (
                  <Link
                    key={`${action.type}-${action.path}`}
                    to={action.path}
                    className="inline-flex min-h-8 items-center rounded-full border border-gray-300 bg-white px-3 text-xs font-medium text-primary-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600"
                  >
                    {action.label}
                  </Link>
                ))}
              </div>
            ) : null}
          </div>
        ),
      )}
      {errorKey ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
