import { useEffect } from "react";
import { useLocation } from "react-router";

// The first-party page-view beacon (server/platform/events): sent on load and on every
// client-side navigation, so pages served from a cache and pages reached without a document
// request count too. Only the path goes (never the query, which may hold a token), with the
// referring page on the first view. A browser asking not to be tracked sends nothing.

function isTrackingRefused(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === "1" || browser.globalPrivacyControl === true;
}

function sendPageView(path: string, referrer: string | undefined): void {
  void fetch("/api/events/page-view", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(referrer ? { path, referrer } : { path }),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}

let isFirstView = true;

export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isTrackingRefused()) return;
    sendPageView(pathname, isFirstView ? document.referrer || undefined : undefined);
    isFirstView = false;
  }, [pathname]);
}
