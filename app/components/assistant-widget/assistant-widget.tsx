import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { PANEL_FRAME_CLASSES } from "./panel-frame";

// Only this button loads with the page: the panel, the command parser and the chat code are
// fetched on first open (or as the pointer or focus reaches the button), so every page's first
// load grows by the button alone (README, "First-load budget"). A chunk that cannot be fetched
// shows a short sentence in the panel's place instead of breaking the page.
const loadPanel = () => import("./assistant-widget-panel");
const AssistantWidgetPanel = lazy(() =>
  loadPanel().catch(() => ({ default: PanelUnavailable as typeof import("./assistant-widget-panel").default })),
);

export const ASSISTANT_PANEL_ID = "assistant-widget-panel";

function PanelUnavailable({ id, open }: { id: string; open: boolean }) {
  const { t } = useTranslation();
  return (
    <div id={id} hidden={!open} role="alert" className={`${PANEL_FRAME_CLASSES} items-center justify-center p-6`}>
      <p className="text-center text-sm text-gray-700">{t("assistantWidget.unavailable")}</p>
    </div>
  );
}

/**
 * The floating assistant on every page (spec-2 "AI assistant widget"): a round button at the
 * bottom end corner that opens and closes the panel. Closing (its button, the panel's close
 * button or Escape) hands focus back to the button. The panel stays mounted once opened, so the
 * conversation survives closing it and moving between pages.
 */
export function AssistantWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <PlainButton
        ref={buttonRef}
        aria-label={t("assistantWidget.button")}
        aria-expanded={open}
        aria-controls={ASSISTANT_PANEL_ID}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (open) return close();
          setEverOpened(true);
          setOpen(true);
        }}
        className="fixed end-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:bg-primary-700/60 sm:size-14 print:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </PlainButton>
      {everOpened ? (
        <Suspense
          fallback={
            open ? (
              <div id={ASSISTANT_PANEL_ID} className={`${PANEL_FRAME_CLASSES} items-center justify-center`}>
                <Spinner label={t("assistantWidget.loading")} />
              </div>
            ) : null
          }
        >
          <AssistantWidgetPanel id={ASSISTANT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
