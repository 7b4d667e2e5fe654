import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { textDirection } from "@common/i18n";
import { useMediaQuery } from "./use-media-query";

// One toast at a time, shown for 5 s; 768 px is the mobile breakpoint.
const TOAST_DURATION_MS = 5000;
const MOBILE_QUERY = "(max-width: 767px)";
// Toasts sit above the assistant's floating button (56 px on wide screens, 48 px on a phone,
// 16 px from the bottom), never over it.
const OFFSET = { bottom: 88 };
const MOBILE_OFFSET = { bottom: 72 };

// Rich colours only for destructive toasts: the success palette is reset to the neutral one,
// and the error text is darkened to reach 4.5:1 contrast.
const TOASTER_STYLE = {
  "--success-bg": "#ffffff",
  "--success-border": "#e5e7eb",
  "--success-text": "#111827",
  "--error-bg": "#fef2f2",
  "--error-border": "#fecaca",
  "--error-text": "#991b1b",
} as React.CSSProperties;

export function AppToaster() {
  const { t, i18n } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const direction = textDirection(i18n.language);
  // Sonner places toasts by physical side: on wide screens they stack at the reading line's end,
  // above the assistant's button, which sits there too.
  const endSide = direction === "rtl" ? "bottom-left" : "bottom-right";
  return (
    <Toaster
      position={isMobile ? "bottom-center" : endSide}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      dir={direction}
      containerAriaLabel={t("shell.toasts.label")}
      style={TOASTER_STYLE}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
