import { useCallback, useEffect, useRef, useState } from "react";
import type { TAssistantAction, TAssistantChatRequest, TConversation } from "@common/assistant/schema";
import { streamChat } from "~/api/ai-agent";
import { errorMessageKey, type TMessageKey } from "~/lib/api-client";
import "./catalogue";

export interface TChatEntry {
  id: string;
  role: "user" | "assistant";
  content: string;
  suggestions: string[];
  actions: TAssistantAction[];
  status: "streaming" | "done" | "error";
}

/** The sentence of a failed request when the server gave none (no connection, a broken stream). */
export const CHAT_FAILED_KEY: TMessageKey = "assistantPage.chat.failed";

let lastId = 0;
const nextId = () => `entry-${Date.now().toString(36)}-${(lastId += 1)}`;

const entry = (role: TChatEntry["role"], content: string, status: TChatEntry["status"] = "done"): TChatEntry => ({
  id: nextId(),
  role,
  content,
  suggestions: [],
  actions: [],
  status,
});

/**
 * The assistant's chat, shared by the /ai-agent page and the floating widget: the lines shown,
 * sending (one request at a time; blank text is ignored), the reply growing as
 * its text streams in, and the failure's sentence. Turns of one session join one stored
 * conversation (the server answers its id; nothing is stored for a signed-out visitor).
 */
export function useAssistantChat(options: {
  getContext: () => TAssistantChatRequest["context"];
  /** false for the widget: it still sends, but reopening conversations is the page's. */
  keepsConversation?: boolean;
}) {
  const [messages, setMessages] = useState<TChatEntry[]>([]);
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<TMessageKey | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  // Refs, so two sends in one tick still see the first one pending, and an old reply that
  // arrives after open() or unmount changes nothing.
  const pendingRef = useRef(false);
  const conversationRef = useRef<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const getContextRef = useRef(options.getContext);
  const keepsConversation = options.keepsConversation ?? true;

  useEffect(() => {
    getContextRef.current = options.getContext;
  }, [options.getContext]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(async (text: string): Promise<boolean> => {
    const message = text.trim();
    if (!message || pendingRef.current) return false;
    pendingRef.current = true;
    const controller = new AbortController();
    controllerRef.current = controller;
    const user = entry("user", message);
    const reply = entry("assistant", "", "streaming");
    const update = (change: (line: TChatEntry) => TChatEntry) =>
      setMessages((lines) => lines.map((line) => (line.id === reply.id ? change(line) : line)));
    setPending(true);
    setErrorKey(null);
    setMessages((lines) => [...lines, user, reply]);
    let received = false;
    try {
      const answer = await streamChat(
        {
          message,
          context: getContextRef.current(),
          ...(conversationRef.current ? { conversationId: conversationRef.current } : {}),
        },
        {
          signal: controller.signal,
          onChunk: (chunk) => {
            received = true;
            update((line) => ({ ...line, content: line.content + chunk }));
          },
        },
      );
      if (controller.signal.aborted) return false;
      update((line) => ({
        ...line,
        content: answer.message,
        suggestions: answer.suggestions,
        actions: answer.actions,
        status: "done",
      }));
      conversationRef.current = answer.conversationId;
      setConversationId(answer.conversationId);
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      // Nothing came back: the question goes back to the input (the caller keeps it) rather than
      // staying twice in the chat on a retry. A reply that broke off stays, marked.
      if (received) update((line) => ({ ...line, status: "error" }));
      else setMessages((lines) => lines.filter((line) => line.id !== user.id && line.id !== reply.id));
      setErrorKey(errorMessageKey(error, CHAT_FAILED_KEY));
      return false;
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        pendingRef.current = false;
        setPending(false);
      }
    }
  }, []);

  const appendLocal = useCallback((userText: string, local: { content: string; suggestions: string[] }) => {
    setErrorKey(null);
    setMessages((lines) => [
      ...lines,
      entry("user", userText.trim()),
      { ...entry("assistant", local.content), suggestions: local.suggestions },
    ]);
  }, []);

  const open = useCallback(
    (conversation: TConversation | null) => {
      if (!keepsConversation) return;
      controllerRef.current?.abort();
      controllerRef.current = null;
      pendingRef.current = false;
      setPending(false);
      setErrorKey(null);
      conversationRef.current = conversation?.id ?? null;
      setConversationId(conversation?.id ?? null);
      setMessages(
        (conversation?.messages ?? []).map((stored) => ({
          id: stored.id,
          role: stored.role,
          content: stored.content,
          suggestions: stored.suggestions,
          actions: stored.actions,
          status: "done",
        })),
      );
    },
    [keepsConversation],
  );

  return { messages, pending, errorKey, conversationId, send, appendLocal, open };
}
