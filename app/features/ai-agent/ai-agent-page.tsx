import { Bot, LayoutGrid, MessageSquare } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TAssistantChatRequest } from "@common/assistant/schema";
import { fetchConversation } from "~/api/ai-agent";
import { useAssistantChat } from "~/components/assistant/use-assistant-chat";
import { Tabs } from "~/components/ui/tabs";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { ChatPanel } from "./chat-panel";
import { ConversationList, useConversationList } from "./conversation-list";
import { ProTips } from "./pro-tips";
import { QuickActions } from "./quick-actions";

type TTab = "chat" | "quickActions";

/**
 * /ai-agent, the assistant's chat page: the Chat Assistant and Quick Actions tabs, and beside them
 * the reader's recent chats (signed in; a signed-out visitor is told nothing is kept) and the
 * Pro Tips.
 */
export function AssistantPage(props: {
  isSignedIn: boolean;
  showsHiring: boolean;
  chatContext: TAssistantChatRequest["context"];
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>("chat");
  const [draft, setDraft] = useState("");
  const [openingId, setOpeningId] = useState<string | null>(null);
  const { chatContext } = props;
  const getContext = useCallback(() => chatContext, [chatContext]);
  const chat = useAssistantChat({ getContext });
  // Each answered turn may start a chat or move it to the top: the list is fetched again.
  const [turns, setTurns] = useState(0);
  const list = useConversationList(turns, props.isSignedIn);

  async function ask(text: string) {
    setTab("chat");
    setDraft("");
    const sent = await chat.send(text);
    // Not sent (blank, pending or failed): the text goes back in the box unless something new was typed.
    if (!sent) setDraft((current) => (current === "" ? text : current));
    else if (props.isSignedIn) setTurns((value) => value + 1);
  }

  async function openConversation(id: string) {
    setOpeningId(id);
    try {
      chat.open(await fetchConversation(id));
      setDraft("");
      setTab("chat");
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "assistantPage.conversations.openFailed")),
        variant: "destructive",
      });
    } finally {
      setOpeningId(null);
    }
  }

  const signedOutNote = props.isSignedIn ? null : (
    <p className="mt-2 text-xs text-gray-600">
      {t("assistantPage.chat.notStored")}{" "}
      <Link
        to="/login"
        onClick={() => storeRedirectAfterLogin("/ai-agent")}
        className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        {t("assistantPage.chat.signIn")}
      </Link>
    </p>
  );

  return (
    <div className="page-container py-6 sm:py-10">
      <header className="flex items-start gap-3 sm:items-center sm:gap-4">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-white shadow-sm sm:inline-flex"
        >
          <Bot className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t("assistantPage.title")}</h1>
          <p className="mt-1 text-sm text-gray-700 sm:text-base">{t("assistantPage.intro")}</p>
        </div>
      </header>
      <div className="mt-5 grid gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Tabs
          label={t("assistantPage.tabsLabel")}
          selected={tab}
          onSelect={setTab}
          className="min-w-0 [&>[role=tabpanel]]:mt-4"
          tabs={[
            {
              key: "chat",
              label: t("assistantPage.tabs.chat"),
              icon: MessageSquare,
              panel: (
                <ChatPanel
                  messages={chat.messages}
                  pending={chat.pending}
                  errorKey={chat.errorKey}
                  draft={draft}
                  onDraftChange={setDraft}
                  onSend={(text) => void ask(text)}
                  footer={signedOutNote}
                />
              ),
            },
            {
              key: "quickActions",
              label: t("assistantPage.tabs.quickActions"),
              icon: LayoutGrid,
              panel: (
                <QuickActions
                  showsHiring={props.showsHiring}
                  disabled={chat.pending}
                  onAsk={(text) => void ask(text)}
                />
              ),
            },
          ]}
        />
        <aside className="space-y-6 lg:sticky lg:top-24">
          {props.isSignedIn ? (
            <ConversationList
              list={list}
              currentId={chat.conversationId}
              openingId={openingId}
              onOpen={(id) => void openConversation(id)}
              onNew={() => {
                chat.open(null);
                setDraft("");
                setTab("chat");
              }}
              onDeleted={(id) => {
                if (id === chat.conversationId) chat.open(null);
              }}
            />
          ) : null}
          <ProTips />
        </aside>
      </div>
    </div>
  );
}
