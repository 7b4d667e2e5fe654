// The ads' code, fetched only on a page that shows ads (app/components/ads/ad-slot.tsx): the
// visitor's answer, the consent banner with "Ad choices", the ad script and the filled units
// (decision 039). Nothing here runs on the server.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { addCatalogueAreas } from "@common/i18n";
import { ads as adsTexts } from "@common/i18n/en/ads";
import type { TSiteAdUnit, TSiteAds } from "@common/monetization/ad-pages";
import { Button, PlainButton } from "~/components/ui/button";
import { AD_SIZE_CLASSES } from "./ad-sizes";
import {
  asksFirst,
  browserAdPage,
  consentCookie,
  loadAdScript,
  mayLoadAds,
  readConsent,
  type TAdConsent,
} from "./consent";

addCatalogueAreas("en", adsTexts);

// The answer, shared by every unit and the banner of the page, kept in the first-party cookie
// (read on first use: the server's render, in tests, knows no answer).
let consent: TAdConsent | null = null;
let scriptAdded = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useConsent(): TAdConsent {
  return useSyncExternalStore(
    subscribe,
    () => (consent ??= readConsent(document.cookie)),
    () => "unknown",
  );
}

function answer(value: Exclude<TAdConsent, "unknown">) {
  document.cookie = consentCookie(value, { secure: window.location.protocol === "https:" });
  // The ad script cannot be taken back out of a page: a withdrawn consent starts a page without it.
  if (value === "denied" && scriptAdded) return window.location.reload();
  consent = value;
  listeners.forEach((listener) => listener());
}

const FORMAT: Record<TSiteAdUnit["size"], Record<string, string>> = {
  "728x90": { "data-ad-format": "horizontal" },
  "300x250": { "data-ad-format": "rectangle" },
  "320x50": { "data-ad-format": "horizontal" },
  responsive: { "data-ad-format": "auto", "data-full-width-responsive": "true" },
};

/**
 * One ad unit: nothing until the visitor accepts (or when no question is asked), then the labelled
 * box with AdSense's <ins>, queued once.
 */
export function AdUnit({ ads, unit }: { ads: TSiteAds; unit: TSiteAdUnit }) {
  const { t } = useTranslation();
  const current = useConsent();
  const labelId = useId();
  const insRef = useRef<HTMLModElement>(null);
  const show = mayLoadAds(ads, current);

  useEffect(() => {
    const ins = insRef.current;
    if (!show || !ins || ins.dataset.queued) return;
    ins.dataset.queued = "true";
    browserAdPage().queue().push({});
  }, [show]);

  // Before an answer the page is drawn as without ads (the banner asks); after Decline, for good.
  if (!show) return null;
  const box = `mx-auto w-full ${AD_SIZE_CLASSES[unit.size]}`;
  return (
    <aside aria-labelledby={labelId} className="print:hidden">
      <p id={labelId} className="h-6 text-center text-xs leading-6 tracking-wide text-gray-600 uppercase">
        {t("ads.label")}
      </p>
      <div className={`${box} overflow-hidden bg-gray-50`}>
        <ins
          ref={insRef}
          className="adsbygoogle block size-full no-underline"
          data-ad-client={ads.client}
          data-ad-slot={unit.slotId}
          {...FORMAT[unit.size]}
        />
      </div>
    </aside>
  );
}

/**
 * The consent banner (asked first where the privacy settings require it) and, once answered, the
 * "Ad choices" control that opens it again; loads the ad script once the answer allows it.
 */
export function AdConsent({ ads }: { ads: TSiteAds }) {
  const { t } = useTranslation();
  const current = useConsent();
  const [reopened, setReopened] = useState(false);
  const choicesRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const bannerRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const allowed = mayLoadAds(ads, current);
  const asking = reopened || asksFirst(ads, current);

  // While the banner is up nothing stays hidden beneath it: the page scrolls past it, and what is
  // scrolled to (a focused link, the apply button) stops above it.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!asking || !banner) return;
    const { body, documentElement } = document;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
      documentElement.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      documentElement.style.scrollPaddingBottom = "";
    };
  }, [asking]);

  // After an answer, focus goes to "Ad choices", where the banner's buttons were (without scrolling).
  useEffect(() => {
    if (asking || !answered.current) return;
    answered.current = false;
    choicesRef.current?.focus({ preventScroll: true });
  }, [asking]);

  useEffect(() => {
    if (!allowed || (!ads.autoAds && !ads.units.length)) return;
    if (loadAdScript(browserAdPage(), ads)) scriptAdded = true;
  }, [allowed, ads]);

  const choose = (value: Exclude<TAdConsent, "unknown">) => {
    answered.current = true;
    setReopened(false);
    answer(value);
  };

  if (!asking) {
    return (
      <div className="page-container flex justify-end py-2 print:hidden">
        <PlainButton
          ref={choicesRef}
          onClick={() => setReopened(true)}
          className="min-h-11 rounded px-2 text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {t("ads.choices")}
        </PlainButton>
      </div>
    );
  }

  return (
    <section
      ref={bannerRef}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] print:hidden"
    >
      <div className="page-container flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1 text-sm leading-5 text-gray-800">
          <h2 id={headingId} className="inline font-semibold text-gray-900 sm:block">
            {t("ads.banner.heading")}
          </h2>{" "}
          {t("ads.banner.body")} {ads.gdpr ? `${t("ads.banner.gdpr")} ` : ""}
          <Link
            to="/privacy-policy#advertising"
            className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {t("ads.banner.policy")}
          </Link>
          {current === "unknown" ? null : (
            <p className="mt-1 text-gray-600">
              {t(current === "granted" ? "ads.current.granted" : "ads.current.denied")}
            </p>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-[auto_1fr] gap-2 sm:flex">
          <Button variant="secondary" onClick={() => choose("granted")} className="leading-5 sm:min-w-32">
            {t("ads.banner.accept")}
          </Button>
          <Button variant="secondary" onClick={() => choose("denied")} className="leading-5 sm:min-w-32">
            {t(ads.ccpa ? "ads.banner.declineCcpa" : "ads.banner.decline")}
          </Button>
        </div>
      </div>
    </section>
  );
}
