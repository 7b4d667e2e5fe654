import { useTranslation } from "react-i18next";
import { AdsConsentHost, AdSlot } from "~/components/ads/ad-slot";
import { AssistantWidget } from "~/components/assistant-widget/assistant-widget";
import { AppToaster } from "./app-toaster";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every page's frame: skip link, header, the page in <main>, footer and the toasts. On a page that
 * shows ads, the header placement's units sit below the header and the footer placement's above
 * the footer, with the ad consent banner and "Ad choices" (nothing at all elsewhere).
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed start-4 top-2 z-[70] -translate-y-[200%] rounded-lg bg-white px-4 py-3 font-medium text-primary-800 outline-2 outline-primary-600 transition-transform focus:translate-y-0 focus:shadow-lg"
      >
        {t("shell.skipToContent")}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <AdSlot placement="header" className="page-container pt-4" />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <AdSlot placement="footer" className="page-container pb-6" />
      <AdsConsentHost />
      <SiteFooter />
      <AppToaster />
      <AssistantWidget />
    </div>
  );
}
