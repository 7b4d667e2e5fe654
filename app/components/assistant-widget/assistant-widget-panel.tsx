import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "~/lib/localized-links";
import { parseLocalCommand } from "@common/assistant/local-commands";
import { ASSISTANT_MESSAGE_MAX_CHARS, WIDGET_SUGGESTION_CHIPS } from "@common/assistant/schema";
import { useAssistantChat } from "~/components/assistant/use-assistant-chat";
import { Button, PlainButton } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { localSuggestions, planLocalCommand, type TTranslate } from "./local-command-plan";
import { applyEffect, pageFacts } from "./page-actions";
import { WidgetMessages } from "./widget-messages";

/** Where the panel sits: above the button, at the end corner; full width less margins on a phone. */
const PANEL_FRAME_CLASSES =
  "fixed bottom-20 end-4 z-40 flex h-96 max-h-[calc(100dvh-6rem)] w-80 flex-col overflow-hidden rounded-xl " +
  "border border-gray-200 bg-white shadow-xl max-sm:start-4 max-sm:h-[28rem] max-sm:w-auto print:hidden";

/** What a question to the server says about the page: the widget's context. */
function widgetContext() {
  return {
    currentUrl: window.location.pathname + window.location.search,
    pageTitle: document.title,
    ...pageFacts(),
  };
}

/**
 * The widget's chat panel, loaded on first open: the messages, three suggestion chips, the input.
 * Every message first goes through the local command parser: a command is carried out here with
 * the product's reply and no request; anything else is sent to the assistant with the page's
 * context. A non-modal dialog: focus moves to the input on open, Escape closes it.
 */
export default function AssistantWidgetPanel({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslate;
  const navigate = useNavigate();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const chat = useAssistantChat({ getContext: widgetContext, keepsConversation: false });
  const { pending, send, appendLocal } = chat;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = useCallback(
    async (typed: string) => {
      const message = typed.trim();
      if (!message || pending) return;
      const command = parseLocalCommand(message);
      setText("");
      if (command) {
        const plan = planLocalCommand(command, pageFacts(), translate);
        appendLocal(message, plan.reply);
        applyEffect(plan.effect, {
          navigate: (to) => void (typeof to === "number" ? navigate(to) : navigate(to)),
          samples: {
            fullName: t("assistantPanel.sample.fullName"),
            firstName: t("assistantPanel.sample.firstName"),
            lastName: t("assistantPanel.sample.lastName"),
            email: t("assistantPanel.sample.email"),
            phone: t("assistantPanel.sample.phone"),
          },
        });
        return;
      }
      // A failed request hands the question back to the box, unless something new was typed.
      if (!(await send(message))) setText((current) => current || message);
    },
    [pending, send, appendLocal, navigate, t, translate],
  );

  // The chips are the first suggestions of the latest reply (the local replies' fixed ones before any).
  const latest = [...chat.messages].reverse().find((entry) => entry.role === "assistant" && entry.suggestions.length);
  const chips = (latest?.suggestions ?? localSuggestions(translate)).slice(0, WIDGET_SUGGESTION_CHIPS);

  // A chip fills the input, then sends: on the next frame, once the box shows it.
  const pickChip = (chip: string) => {
    setText(chip);
    requestAnimationFrame(() => void submit(chip));
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className={PANEL_FRAME_CLASSES}
    >
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 py-1 ps-4 pe-1">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {t("assistantPanel.title")}
        </h2>
        <PlainButton
          aria-label={t("assistantPanel.close")}
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <X aria-hidden="true" className="size-5" />
        </PlainButton>
      </div>

      <WidgetMessages messages={chat.messages} errorKey={chat.errorKey} />

      <div className="border-t border-gray-200 p-2">
        <ul aria-label={t("assistantPanel.suggestionsLabel")} className="mb-2 flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li key={chip} className="shrink-0">
              <PlainButton
                disabled={pending}
                onClick={() => pickChip(chip)}
                className="min-h-8 rounded-full pointer-coarse:min-h-11 border border-primary-200 bg-primary-50 px-3 py-1 text-xs font-medium whitespace-nowrap text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-60"
              >
                {chip}
              </PlainButton>
            </li>
          ))}
        </ul>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(text);
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {t("assistantPanel.inputLabel")}
          </label>
          <Input
            ref={inputRef}
            id={`${id}-input`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("assistantPanel.placeholder")}
            autoComplete="off"
            enterKeyHint="send"
            maxLength={ASSISTANT_MESSAGE_MAX_CHARS}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={pending || !text.trim()}>
            {t("assistantPanel.send")}
          </Button>
        </form>
      </div>
    </div>
  );
}
