// A visitor's answer to the ads question and the one ad script it lets in (decision 039). Pure
// over a small picture of the page (its cookies, its head, the ad queue), so the rules are tested
// without a browser: nothing loads before Accept, Accept loads one script, Decline loads none.
import type { TSiteAds } from "@common/monetization/ad-pages";

export type TAdConsent = "granted" | "denied" | "unknown";

export const CONSENT_COOKIE = "hw_ad_consent";
/** 180 days, in seconds: the visitor is asked once in that time. */
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;

/** The stored answer in a `document.cookie` string; "unknown" when none (or an unreadable one). */
export function readConsent(cookies: string): TAdConsent {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "granted" || value === "denied")) return value;
  }
  return "unknown";
}

/** The `document.cookie` assignment that stores an answer: first-party, 180 days, SameSite=Lax, path=/. */
export function consentCookie(consent: Exclude<TAdConsent, "unknown">, options: { secure: boolean }): string {
  const secure = options.secure ? "; Secure" : "";
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Whether the ad script may load: after Accept, or when the privacy settings ask no question and
 * the visitor has not declined (a stored Decline is kept either way).
 */
export function mayLoadAds(ads: Pick<TSiteAds, "consentRequired">, consent: TAdConsent): boolean {
  return consent === "granted" || (!ads.consentRequired && consent === "unknown");
}

/** Whether the banner asks on its own (the visitor can always open it with "Ad choices"). */
export function asksFirst(ads: Pick<TSiteAds, "consentRequired">, consent: TAdConsent): boolean {
  return ads.consentRequired && consent === "unknown";
}

/** The ad script's address: the configured URL with the publisher as `client`. */
export function adScriptUrl(ads: Pick<TSiteAds, "scriptUrl" | "client">): string {
  const url = new URL(ads.scriptUrl);
  url.searchParams.set("client", ads.client);
  return url.toString();
}

/** The page as the ad code touches it. */
export interface TAdPage {
  /** The scripts already in the document (their `src`). */
  scriptSources(): string[];
  /** Appends `<script async crossorigin="anonymous" src>` to the head. */
  appendScript(src: string): void;
  /** AdSense's queue (`window.adsbygoogle`), created when missing. */
  queue(): unknown[];
}

/**
 * Loads the ad script once per document (a second call, or a script already there, adds none);
 * with auto ads, asks for page-level ads once with it. Answers whether it added the script.
 */
export function loadAdScript(page: TAdPage, ads: Pick<TSiteAds, "scriptUrl" | "client" | "autoAds">): boolean {
  const src = adScriptUrl(ads);
  if (page.scriptSources().includes(src)) return false;
  page.appendScript(src);
  if (ads.autoAds) page.queue().push({ google_ad_client: ads.client, enable_page_level_ads: true });
  return true;
}

/** The browser's page for loadAdScript; our own script's nonce goes on the ad script too. */
export function browserAdPage(): TAdPage {
  return {
    scriptSources: () => Array.from(document.scripts, (script) => script.src),
    appendScript: (src) => {
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      script.crossOrigin = "anonymous";
      const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    },
    queue: () => {
      const holder = window as unknown as { adsbygoogle?: unknown[] };
      holder.adsbygoogle = holder.adsbygoogle ?? [];
      return holder.adsbygoogle;
    },
  };
}
