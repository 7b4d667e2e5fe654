import { CircleAlert, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { ASSISTANT_MESSAGE_MAX_CHARS } from "@common/assistant/schema";
import { useTranslation } from "react-i18next";
import type { TChatEntry } from "~/components/assistant/use-assistant-chat";
import { Button } from "~/components/ui/button";
import type { TMessageKey } from "~/lib/api-client";
import { AssistantAvatar, ChatEntry, SuggestionChips } from "./chat-entry";

const CHIP_KEYS = ["findJobs", "improveSkills", "reviewResume", "findCandidates", "careerAdvice"] as const;

/**
 * The chat: the welcome and its five chips, the lines so far (the last reply's follow-ups as
 * chips), the failure's sentence, and the box that sends on Enter or with Send.
 */
export function ChatPanel(props: {
  messages: TChatEntry[];
  pending: boolean;
  errorKey: TMessageKey | null;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const lastAssistant = props.messages.findLast((entry) => entry.role === "assistant");
  const contentLength = props.messages.reduce((sum, entry) => sum + entry.content.length, 0);

  // Whether the reader is at the newest line: then the log follows the text as it streams in;
  // scrolled up to read an earlier line, it stays put until the next message is sent.
  const followsRef = useRef(true);
  useEffect(() => {
    followsRef.current = true;
  }, [props.messages.length]);
  useEffect(() => {
    const log = logRef.current;
    if (log && followsRef.current) log.scrollTop = log.scrollHeight;
  }, [props.messages.length, contentLength, props.errorKey]);

  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-gray-50/60 shadow-xs">
      <div
        ref={logRef}
        role="log"
        // Scrolled by the keyboard too, when no link or chip in it takes the focus.
        tabIndex={0}
        aria-label={t("assistantPage.chat.logLabel")}
        aria-live="polite"
        aria-busy={props.pending}
        onScroll={(event) => {
          const log = event.currentTarget;
          followsRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
        }}
        className="h-[clamp(16rem,calc(100dvh-29rem),40rem)] overflow-y-auto px-3 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:h-[clamp(16rem,calc(100dvh-25rem),40rem)] sm:px-6"
      >
        <ul className="space-y-5">
          <li className="flex gap-3">
            <AssistantAvatar />
            <div className="min-w-0 flex-1 space-y-3">
              <p className="max-w-full rounded-2xl rounded-ss-md border border-gray-200 bg-white px-4 py-3 text-[15px] leading-relaxed text-gray-900 sm:max-w-[90%]">
                {t("assistantPage.welcome")}
              </p>
              {props.messages.length === 0 ? (
                <SuggestionChips
                  label={t("assistantPage.chips.label")}
                  items={CHIP_KEYS.map((key) => t(`assistantPage.chips.${key}`))}
                  disabled={props.pending}
                  onPick={props.onSend}
                />
              ) : null}
            </div>
          </li>
          {props.messages.map((entry) => (
            <ChatEntry
              key={entry.id}
              entry={entry}
              showsSuggestions={entry === lastAssistant && entry.status === "done"}
              pending={props.pending}
              onPick={props.onSend}
            />
          ))}
        </ul>
        {props.errorKey ? (
          <p
            role="alert"
            className="ms-11 mt-5 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(props.errorKey)}
          </p>
        ) : null}
      </div>
      <form
        className="border-t border-gray-200 bg-white p-3 sm:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend(props.draft);
        }}
      >
        <label htmlFor={`${hintId}-input`} className="sr-only">
          {t("assistantPage.chat.inputLabel")}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`${hintId}-input`}
            value={props.draft}
            rows={1}
            maxLength={ASSISTANT_MESSAGE_MAX_CHARS}
            aria-describedby={hintId}
            placeholder={t("assistantPage.chat.placeholder")}
            onChange={(event) => props.onDraftChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              props.onSend(props.draft);
            }}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:outline-2 focus:outline-primary-600/30 [field-sizing:content]"
          />
          <Button type="submit" disabled={props.pending || props.draft.trim() === ""} className="shrink-0">
            <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("assistantPage.chat.send")}
          </Button>
        </div>
        <p id={hintId} className="mt-2 hidden text-xs text-gray-600 sm:block">
          {t("assistantPage.chat.hint")}
        </p>
        {props.footer}
      </form>
    </div>
  );
}
