import { lazy, Suspense } from "react";
import { isAdPagePath, type TAdPlacement } from "@common/monetization/ad-pages";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/site";
import { AD_SIZE_CLASSES } from "./ad-sizes";

// The only ad code in every page's first-load script (decision 039): without `site.ads` (ads off,
// or a page that never shows ads) these draw nothing. Otherwise the server draws each unit's
// reserved space, and after hydration the runtime (its code and the `ads.*` texts) is fetched to
// ask for consent, load the ad script and fill the units.
const runtime = () => import("./ad-runtime");
const AdUnit = lazy(() => runtime().then((module) => ({ default: module.AdUnit })));
const AdConsent = lazy(() => runtime().then((module) => ({ default: module.AdConsent })));

/**
 * The document's own path, read once when the page's script starts. The server lets the ad
 * network's hosts into the Content-Security-Policy only of a document first loaded on a page that
 * shows ads, so after a client-side navigation from any other page the ad script would be blocked:
 * then nothing is drawn.
 */
const DOCUMENT_PATH = typeof window === "undefined" ? null : window.location.pathname;
const documentMayShowAds = () => DOCUMENT_PATH === null || isAdPagePath(DOCUMENT_PATH);

function usePageAds() {
  const ads = useSite().ads;
  return ads && documentMayShowAds() ? ads : undefined;
}

/** The enabled ad units of one placement on a page that shows ads; nothing anywhere else. */
export function AdSlot({ placement, className }: { placement: TAdPlacement; className?: string }) {
  const ads = usePageAds();
  const hydrated = useHydrated();
  const units = ads?.units.filter((unit) => unit.placement === placement) ?? [];
  if (!ads || !units.length) return null;
  return (
    <div data-ad-placement={placement} className={className}>
      {units.map((unit) => {
        const reserved = (
          <div aria-hidden="true" className="pt-6">
            <div className={`mx-auto w-full ${AD_SIZE_CLASSES[unit.size]}`} />
          </div>
        );
        return (
          <div key={unit.id}>
            {hydrated ? (
              <Suspense fallback={reserved}>
                <AdUnit ads={ads} unit={unit} />
              </Suspense>
            ) : (
              reserved
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The consent banner and the "Ad choices" control, on a page that shows ads, after hydration. */
export function AdsConsentHost() {
  const ads = usePageAds();
  const hydrated = useHydrated();
  if (!ads || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AdConsent ads={ads} />
    </Suspense>
  );
}
