// The visitor's answer gates the ad script: nothing before Accept, one script after it, none after
// Decline, and a stored answer is kept (decision 039).
import { describe, expect, it } from "vitest";
import type { TSiteAds } from "@common/monetization/ad-pages";
import {
  asksFirst,
  consentCookie,
  loadAdScript,
  mayLoadAds,
  readConsent,
  type TAdConsent,
  type TAdPage,
} from "./consent";

const ADS: TSiteAds = {
  client: "ca-pub-1234567890123456",
  scriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
  autoAds: false,
  units: [{ id: "in-content", size: "responsive", type: "responsive", placement: "content", slotId: "111" }],
  consentRequired: true,
  gdpr: true,
  ccpa: false,
};
const SCRIPT = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456";

/** A page with no scripts that records what the ad code adds to it. */
function fakePage(): TAdPage & { scripts: string[]; pushed: unknown[] } {
  const scripts: string[] = [];
  const pushed: unknown[] = [];
  return {
    scripts,
    pushed,
    scriptSources: () => [...scripts],
    appendScript: (src) => scripts.push(src),
    queue: () => pushed,
  };
}

/** What the page's ad code does with an answer: load the script when the answer allows it. */
function visit(page: ReturnType<typeof fakePage>, ads: TSiteAds, consent: TAdConsent) {
  if (mayLoadAds(ads, consent)) loadAdScript(page, ads);
}

describe("the visitor's answer", () => {
  it("is read from the first-party cookie, and anything else is no answer", () => {
    expect(readConsent("theme=dark; hw_ad_consent=granted")).toBe("granted");
    expect(readConsent("hw_ad_consent=denied; theme=dark")).toBe("denied");
    expect(readConsent("hw_ad_consent=maybe")).toBe("unknown");
    expect(readConsent("other_hw_ad_consent=granted")).toBe("unknown");
    expect(readConsent("")).toBe("unknown");
  });

  it("is stored for 180 days on the whole site, SameSite=Lax, Secure over https", () => {
    expect(consentCookie("granted", { secure: false })).toBe(
      "hw_ad_consent=granted; Max-Age=15552000; Path=/; SameSite=Lax",
    );
    expect(consentCookie("denied", { secure: true })).toBe(
      "hw_ad_consent=denied; Max-Age=15552000; Path=/; SameSite=Lax; Secure",
    );
  });
});

describe("the ad script", () => {
  it("does not load before the visitor answers, and the banner asks", () => {
    const page = fakePage();
    visit(page, ADS, "unknown");
    expect(page.scripts).toEqual([]);
    expect(asksFirst(ADS, "unknown")).toBe(true);
  });

  it("loads once after Accept, with the publisher as client, however often it is asked for", () => {
    const page = fakePage();
    visit(page, ADS, "granted");
    visit(page, ADS, "granted");
    expect(page.scripts).toEqual([SCRIPT]);
    expect(page.pushed).toEqual([]);
  });

  it("never loads after Decline, whatever the privacy settings", () => {
    const page = fakePage();
    visit(page, ADS, "denied");
    visit(page, { ...ADS, consentRequired: false }, "denied");
    expect(page.scripts).toEqual([]);
    expect(asksFirst(ADS, "denied")).toBe(false);
  });

  it("keeps a stored Accept: no question, the script loads", () => {
    const page = fakePage();
    const stored = readConsent("hw_ad_consent=granted");
    expect(asksFirst(ADS, stored)).toBe(false);
    visit(page, ADS, stored);
    expect(page.scripts).toEqual([SCRIPT]);
  });

  it("loads without a question when the privacy settings ask none", () => {
    const page = fakePage();
    const ads = { ...ADS, consentRequired: false };
    expect(asksFirst(ads, "unknown")).toBe(false);
    visit(page, ads, "unknown");
    expect(page.scripts).toEqual([SCRIPT]);
  });

  it("asks for page-level ads once, and only with auto ads", () => {
    const page = fakePage();
    visit(page, { ...ADS, autoAds: true }, "granted");
    visit(page, { ...ADS, autoAds: true }, "granted");
    expect(page.pushed).toEqual([{ google_ad_client: ADS.client, enable_page_level_ads: true }]);
  });

  it("keeps the configured address's own query and sets the client", () => {
    const page = fakePage();
    visit(page, { ...ADS, scriptUrl: "http://127.0.0.1:4100/adsbygoogle.js?v=2" }, "granted");
    expect(page.scripts).toEqual(["http://127.0.0.1:4100/adsbygoogle.js?v=2&client=ca-pub-1234567890123456"]);
  });
});
