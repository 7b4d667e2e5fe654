import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowLeft, Ban } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { MESSAGE_BODY_MAX, ZReplySchema, type TThread } from "@common/messages/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { announceMessagesChanged } from "~/lib/unread-messages";
import { fetchThread, markThreadRead, replyToThread } from "~/api/messages";
import { BlockCompanyButton } from "./block-company-button";
import { fullMessageDate } from "./message-dates";
import { MessageText } from "./message-text";
import { PartyAvatar } from "./party-avatar";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * One thread, oldest message first, with the reply box; opening it marks it read. A job seeker
 * may block the thread's company from here.
 */
export function ThreadView({ threadId, onChanged }: { threadId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ key: string; thread: TThread | "failed" } | null>(null);
  const key = `${threadId}:${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    fetchThread(threadId).then(
      (thread) => {
        if (!isCurrent) return;
        setRead({ key, thread });
        void markThreadRead(threadId).then(
          () => {
            announceMessagesChanged();
            onChanged();
          },
          () => undefined,
        );
      },
      () => isCurrent && setRead({ key, thread: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
    // onChanged is the page's refresh of the inbox; a new one must not read the thread again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId, key]);

  const thread = read && read.key === key ? read.thread : null;
  const back = (
    <Link to="/messages" className={buttonClasses({ variant: "ghost", className: "-ms-2 lg:hidden" })}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("messages.thread.back")}
    </Link>
  );
  if (thread === null) {
    return (
      <div className="p-4">
        {back}
        <ListState status="loading" label={t("messages.thread.loading")} className="mt-4" />
      </div>
    );
  }
  if (thread === "failed") {
    return (
      <div className="p-4">
        {back}
        <ListState
          status="failed"
          className="mt-4"
          message={t("messages.thread.failed")}
          retryLabel={t("messages.inbox.retry")}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </div>
    );
  }
  const update = (next: TThread) => setRead({ key, thread: next });
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-gray-200 p-4">
        {back}
        <div className="mt-1 flex flex-wrap items-center gap-3 lg:mt-0">
          <PartyAvatar party={thread.other} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold break-words text-gray-900">
              <bdi>{thread.subject}</bdi>
            </h2>
            <p className="truncate text-sm text-gray-700">
              <bdi>{thread.other.name}</bdi>
            </p>
          </div>
          {thread.other.companyId !== null ? (
            <div className="w-full sm:w-auto">
              <BlockCompanyButton
                companyId={thread.other.companyId}
                companyName={thread.other.name}
                isBlocked={thread.blocked}
                onChanged={(blocked) => {
                  update({ ...thread, blocked, canReply: !blocked });
                  onChanged();
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
      <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-label={thread.subject}>
        {thread.messages.map((message) => (
          <MessageBubble key={message.id} message={message} otherName={thread.other.name} />
        ))}
      </ol>
      {thread.canReply ? (
        <ReplyForm
          threadId={thread.id}
          onSent={(message) => {
            update({ ...thread, messages: [...thread.messages, message] });
            announceMessagesChanged();
            onChanged();
          }}
        />
      ) : (
        <p className="flex items-start gap-2 border-t border-gray-200 p-4 text-sm text-gray-700" role="status">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {thread.blocked ? t("messages.thread.cannotReplyBlocked") : t("messages.thread.cannotReply")}
        </p>
      )}
    </div>
  );
}

function MessageBubble({ message, otherName }: { message: TThread["messages"][number]; otherName: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <li className={cn("flex flex-col", message.fromMe ? "items-end" : "items-start")}>
      <div
        dir="auto"
        className={cn(
          "max-w-[85%] rounded-xl px-4 py-2 text-sm break-words whitespace-pre-line",
          message.fromMe ? "bg-primary-700 text-white" : "bg-gray-100 text-gray-900",
        )}
      >
        <MessageText text={message.body} />
      </div>
      <p className="mt-1 text-xs text-gray-600">
        {message.fromMe ? t("messages.thread.fromMe") : otherName} ·{" "}
        <time dateTime={message.at}>{fullMessageDate(message.at, locale)}</time>
      </p>
    </li>
  );
}

function ReplyForm({ threadId, onSent }: { threadId: number; onSent: (message: TThread["messages"][number]) => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  async function send() {
    const parsed = ZReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      const message = await replyToThread(threadId, parsed.data);
      dismissFailures();
      setBody("");
      onSent(message);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fieldErrors.body : undefined;
      setError(fieldError);
      if (!fieldError) {
        notify({ title: t(errorMessageKey(caught, "messages.thread.replyFailed")), variant: "destructive" });
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      className="grid gap-3 border-t border-gray-200 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField id={fieldId} label={t("messages.thread.replyLabel")} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef}
            value={body}
            rows={3}
            // Empty, the box keeps the page's direction (an empty dir="auto" box turns left to right).
            dir={body ? "auto" : undefined}
            maxLength={MESSAGE_BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
            className={cn(inputClasses, "min-h-20 resize-y")}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSending}>
          {isSending ? t("messages.thread.sending") : t("messages.thread.send")}
        </Button>
      </div>
    </form>
  );
}
