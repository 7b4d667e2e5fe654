import { Loader2, MessageCircle, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { withoutLanguagePrefix } from "@common/i18n/language-paths";
import { PlainButton } from "~/components/ui/button";
import { notify } from "~/lib/notify";

// Only this button loads with the page: the panel, the command parser and the chat code are
// fetched on first open (or as the pointer or focus reaches the button), so every page's first
// load grows by the button alone (README, "First-load budget"). A fetch that fails says so in a
// toast, and the next click tries again.
const loadPanel = () => import("./assistant-widget-panel");
type TPanel = Awaited<ReturnType<typeof loadPanel>>["default"];

const PANEL_ID = "assistant-widget-panel";
const CHAT_PAGE_PATH = "/ai-agent";

/**
 * The floating assistant on every page: a round button at the bottom end corner that opens and
 * closes the panel. Closing (its button, the panel's close button or Escape) hands focus back to
 * the button. The panel stays mounted once opened, so the conversation survives closing it and
 * moving between pages. On /ai-agent, the assistant's own page, the button and panel are hidden
 * (kept, with their conversation, for the next page).
 */
export function AssistantWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<TPanel | null>(null);
  const [loading, setLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isChatPage = withoutLanguagePrefix(useLocation().pathname) === CHAT_PAGE_PATH;

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const preload = () => void loadPanel().catch(() => undefined);

  function toggle() {
    if (open) return close();
    if (Panel) return setOpen(true);
    if (loading) return;
    setLoading(true);
    loadPanel()
      .then((module) => {
        setPanel(() => module.default);
        setOpen(true);
      })
      .catch(() => notify({ title: t("assistantWidget.unavailable"), variant: "destructive" }))
      .finally(() => setLoading(false));
  }

  const Icon = loading ? Loader2 : open ? X : MessageCircle;
  return (
    <>
      <PlainButton
        ref={buttonRef}
        aria-label={t("assistantWidget.button")}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-busy={loading || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
        hidden={isChatPage}
        className="fixed end-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:bg-primary-700/60 sm:size-14 print:hidden"
      >
        <Icon aria-hidden="true" className={loading ? "size-6 animate-spin" : "size-6"} />
      </PlainButton>
      {Panel ? <Panel id={PANEL_ID} open={open && !isChatPage} onClose={close} /> : null}
    </>
  );
}
