import { Bot, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { AssistantMessageText } from "~/components/assistant/assistant-message-text";
import type { TChatEntry } from "~/components/assistant/use-assistant-chat";
import { PlainButton, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The assistant's round mark beside its lines. */
export function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 ring-1 ring-primary-100"
    >
      <Bot className="size-4" />
    </span>
  );
}

/** Chips that send their text: the welcome's five, or a reply's suggested follow-ups. */
export function SuggestionChips(props: {
  label: string;
  items: string[];
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  if (props.items.length === 0) return null;
  return (
    <ul aria-label={props.label} className="flex flex-wrap gap-2">
      {props.items.map((item) => (
        <li key={item}>
          <PlainButton
            disabled={props.disabled}
            onClick={() => props.onPick(item)}
            className={cn(
              "min-h-11 rounded-full border border-primary-200 bg-white px-4 py-2 text-start text-sm font-medium text-primary-800",
              "hover:border-primary-300 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-60",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
            )}
          >
            {item}
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * One line of the chat: the person's on the end side, the assistant's on the start side with
 * its mark, its text rendered safely, its next steps as links and, on the last reply, its
 * suggested follow-ups.
 */
export function ChatEntry(props: {
  entry: TChatEntry;
  showsSuggestions: boolean;
  pending: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { entry } = props;
  if (entry.role === "user") {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-se-md bg-primary-700 px-4 py-2.5 text-[15px] leading-relaxed text-white">
          <span className="sr-only">{t("assistantPage.chat.you")}: </span>
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {entry.content}
          </p>
        </div>
      </li>
    );
  }
  const isWaiting = entry.status === "streaming" && entry.content === "";
  return (
    <li className="flex gap-3">
      <AssistantAvatar />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="max-w-full rounded-2xl rounded-ss-md border border-gray-200 bg-white px-4 py-3 text-[15px] leading-relaxed text-gray-900 sm:max-w-[90%]">
          <span className="sr-only">{t("assistantPage.chat.assistant")}: </span>
          {isWaiting ? (
            <p className="flex items-center gap-2 text-gray-600">
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 animate-bounce rounded-full bg-gray-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
              {t("assistantPage.chat.writing")}
            </p>
          ) : (
            <AssistantMessageText content={entry.content} />
          )}
          {entry.status === "error" ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t("assistantPage.chat.brokeOff")}
            </p>
          ) : null}
        </div>
        {entry.actions.length > 0 ? (
          <ul aria-label={t("assistantPage.chat.actionsLabel")} className="flex flex-wrap gap-2">
            {entry.actions.map((action) => (
              <li key={`${action.path}-${action.label}`}>
                <Link
                  to={action.path}
                  className={buttonClasses({ variant: "secondary", className: "text-primary-800" })}
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {props.showsSuggestions ? (
          <SuggestionChips
            label={t("assistantPage.chat.suggestionsLabel")}
            items={entry.suggestions}
            disabled={props.pending}
            onPick={props.onPick}
          />
        ) : null}
      </div>
    </li>
  );
}
