import { MessageSquare, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TConversationSummary } from "@common/assistant/schema";
import { formatDate } from "@common/i18n/formats";
import { deleteConversation, fetchConversations } from "~/api/ai-agent";
import { Button, PlainButton } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { useFormatLocale } from "~/lib/format-locale";

/** When a chat last moved: the time today, else the date; `full` adds both for the hover title. */
function chatDate(iso: string, locale: string, full = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (full) return formatDate(date, locale, { dateStyle: "medium", timeStyle: "short" });
  const isToday = date.toDateString() === new Date().toDateString();
  return formatDate(date, locale, isToday ? { timeStyle: "short" } : { dateStyle: "medium" });
}

type TListState = { status: "loading" } | { status: "failed" } | { status: "ready"; items: TConversationSummary[] };

/**
 * The signed-in reader's last chats, fetched on mount and again whenever `version` changes;
 * nothing is asked for a signed-out visitor (none are kept).
 */
export function useConversationList(version: unknown, isSignedIn: boolean) {
  const [state, setState] = useState<TListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    fetchConversations().then(
      (items) => isCurrent && setState({ status: "ready", items }),
      () => isCurrent && setState((previous) => (previous.status === "ready" ? previous : { status: "failed" })),
    );
    return () => {
      isCurrent = false;
    };
  }, [version, attempt, isSignedIn]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  const remove = useCallback(
    (id: string) =>
      setState((previous) =>
        previous.status === "ready"
          ? { status: "ready", items: previous.items.filter((item) => item.id !== id) }
          : previous,
      ),
    [],
  );
  return { state, retry, remove };
}

/**
 * Recent chats: open one, start a new one, delete one (asked first, then a toast). The chat open
 * now is marked.
 */
export function ConversationList(props: {
  list: ReturnType<typeof useConversationList>;
  currentId: string | null;
  openingId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [toDelete, setToDelete] = useState<TConversationSummary | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const { state } = props.list;

  async function confirmDelete(target: TConversationSummary) {
    setIsDeleting(true);
    try {
      await deleteConversation(target.id);
      dismissFailures();
      notify({ title: t("assistantPage.conversations.deleted"), description: target.title });
      props.list.remove(target.id);
      props.onDeleted(target.id);
      setToDelete(null);
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "assistantPage.conversations.deleteFailed")),
        description: target.title,
        variant: "destructive",
      });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <section
      aria-labelledby="assistant-conversations"
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="assistant-conversations" className="text-base font-semibold text-gray-900">
          {t("assistantPage.conversations.title")}
        </h2>
        <Button variant="secondary" className="min-h-10 px-3" onClick={props.onNew}>
          <Plus aria-hidden="true" className="size-4" />
          {t("assistantPage.conversations.new")}
        </Button>
      </div>
      <div className="mt-3">
        {state.status === "loading" ? (
          <ListState
            status="loading"
            label={t("assistantPage.conversations.loading")}
            placeholder={
              <ul className="space-y-2">
                {[0, 1, 2].map((index) => (
                  <li key={index} className="h-12 animate-pulse rounded-lg bg-gray-100" />
                ))}
              </ul>
            }
          />
        ) : state.status === "failed" ? (
          <ListState
            status="failed"
            message={t("assistantPage.conversations.loadFailed")}
            retryLabel={t("assistantPage.conversations.retry")}
            onRetry={props.list.retry}
          />
        ) : state.items.length === 0 ? (
          <ListState
            status="empty"
            icon={MessageSquare}
            title={t("assistantPage.conversations.emptyTitle")}
            body={t("assistantPage.conversations.emptyBody")}
            heading="h3"
          />
        ) : (
          <ul className="-mx-2 space-y-0.5">
            {state.items.map((item) => {
              const isCurrent = item.id === props.currentId;
              return (
                <li key={item.id} className="flex items-center gap-1">
                  <PlainButton
                    aria-current={isCurrent ? "true" : undefined}
                    disabled={props.openingId !== null}
                    onClick={() => props.onOpen(item.id)}
                    className={cn(
                      "flex min-h-11 min-w-0 flex-1 flex-col items-start rounded-lg px-2 py-1.5 text-start",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                      isCurrent ? "bg-primary-50" : "hover:bg-gray-50",
                    )}
                  >
                    <span className="w-full truncate text-sm font-medium text-gray-900">{item.title}</span>
                    <span className="text-xs text-gray-600" title={chatDate(item.updatedAt, locale, true)}>
                      {props.openingId === item.id
                        ? t("assistantPage.conversations.opening")
                        : isCurrent
                          ? t("assistantPage.conversations.current")
                          : chatDate(item.updatedAt, locale)}
                    </span>
                  </PlainButton>
                  <PlainButton
                    aria-label={t("assistantPage.conversations.delete", { title: item.title })}
                    onClick={() => setToDelete(item)}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </PlainButton>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="mt-3 text-xs text-gray-600">{t("assistantPage.conversations.keptNote")}</p>
      <Dialog open={toDelete !== null} onOpenChange={(isOpen) => (isOpen ? null : setToDelete(null))}>
        {toDelete ? (
          <DialogContent
            title={t("assistantPage.conversations.deleteTitle")}
            closeLabel={t("assistantPage.conversations.close")}
          >
            <DialogDescription className="mt-2 text-sm text-gray-700">
              {t("assistantPage.conversations.deleteBody", { title: toDelete.title })}
            </DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t("assistantPage.conversations.cancel")}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={isDeleting} onClick={() => void confirmDelete(toDelete)}>
                {t(isDeleting ? "assistantPage.conversations.deleting" : "assistantPage.conversations.deleteConfirm")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
