// The ad slots: nothing at all without `site.ads` (ads off, or a page that never shows them); on a
// page that shows ads, a reserved box per enabled unit of the placement, and (in the lazily loaded
// runtime) the labelled AdSense unit or the consent banner (decision 039).
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import type { TAdPlacement, TSiteAds } from "@common/monetization/ad-pages";
import type { TSiteProfile } from "@common/site/profile";
import { AdConsent, AdUnit } from "./ad-runtime";
import { AdsConsentHost, AdSlot } from "./ad-slot";

const i18n = createI18n("en");

const ADS: TSiteAds = {
  client: "ca-pub-1234567890123456",
  scriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
  autoAds: false,
  units: [
    { id: "header-banner", size: "728x90", type: "display", placement: "header", slotId: "1001" },
    { id: "header-small", size: "320x50", type: "display", placement: "header", slotId: "1002" },
    { id: "sidebar-square", size: "300x250", type: "display", placement: "sidebar", slotId: "1003" },
  ],
  consentRequired: true,
  gdpr: true,
  ccpa: true,
};

const SITE: TSiteProfile = {
  name: null,
  operator: { name: null, postalAddress: null, contactEmail: null, jurisdiction: null },
  figures: {},
  pages: [],
  pageSeo: null,
};

function render(node: React.ReactNode, site: TSiteProfile = SITE) {
  const Stub = createRoutesStub([{ id: "root", path: "/jobs/:id", loader: () => null, Component: () => node }]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/jobs/7"]} hydrationData={{ loaderData: { root: { site } } }} />
    </I18nextProvider>,
  ).replace(/&#x27;/g, "'");
}

const slots = (placement: TAdPlacement, site?: TSiteProfile) => render(<AdSlot placement={placement} />, site);

describe("an ad slot", () => {
  it("draws nothing without site.ads, in any placement, and no consent banner", () => {
    for (const placement of ["header", "sidebar", "content", "footer"] as const) {
      expect(slots(placement)).toBe("");
    }
    expect(render(<AdsConsentHost />)).toBe("");
  });

  it("reserves a box per enabled unit of its placement on a page that shows ads", () => {
    const site = { ...SITE, ads: ADS };
    const header = slots("header", site);
    expect(header.match(/aria-hidden="true"/g)).toHaveLength(2);
    expect(header).toContain('data-ad-placement="header"');
    expect(header).toContain("sm:h-[90px] sm:max-w-[728px]");
    expect(header).toContain("h-[50px] max-w-[320px]");
    expect(slots("sidebar", site)).toContain("h-[250px] max-w-[300px]");
    // The server's HTML carries no ad code: the runtime comes after hydration.
    expect(header).not.toContain("adsbygoogle");
  });

  it("draws nothing in a placement with no enabled unit", () => {
    const site = { ...SITE, ads: ADS };
    expect(slots("content", site)).toBe("");
    expect(slots("footer", site)).toBe("");
  });
});

describe("the ads' runtime", () => {
  const unit = ADS.units[2];

  it("draws no unit until the visitor answers: the page looks as without ads while the banner asks", () => {
    expect(render(<AdUnit ads={ADS} unit={unit} />)).toBe("");
  });

  it("draws the labelled AdSense unit when no question is asked", () => {
    const html = render(<AdUnit ads={{ ...ADS, consentRequired: false }} unit={unit} />);
    expect(html).toContain("Advertisement");
    expect(html).toMatch(/<ins class="adsbygoogle[^"]*"/);
    expect(html).toContain('data-ad-client="ca-pub-1234567890123456"');
    expect(html).toContain('data-ad-slot="1003"');
  });

  it("asks in a labelled region with Accept and, under CCPA, the do-not-sell decline", () => {
    const html = render(<AdConsent ads={ADS} />);
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*>[\s\S]*<h2 id="\1"[^>]*>Ads on this page<\/h2>/);
    expect(html).toContain("Ads are personalised only with your consent.");
    expect(html).toContain(">Accept ads</button>");
    expect(html).toContain(">Do Not Sell or Share My Personal Information</button>");
    expect(html).toContain('href="/privacy-policy#advertising"');
  });

  it("says Decline without CCPA, leaves out the GDPR sentence without GDPR, and asks nothing when not required", () => {
    const html = render(<AdConsent ads={{ ...ADS, gdpr: false, ccpa: false }} />);
    expect(html).toContain(">Decline</button>");
    expect(html).not.toContain("personalised");
    const quiet = render(<AdConsent ads={{ ...ADS, consentRequired: false }} />);
    expect(quiet).not.toContain("Ads on this page");
    expect(quiet).toContain(">Ad choices</button>");
  });
});
