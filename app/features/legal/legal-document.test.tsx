// The privacy policy's advertising section: while ads are live the policy says who serves them,
// that we ask first (or that we do not, as the privacy settings say) and what Google receives, and
// its cookies section names the ad cookies; with ads off it is as it always was.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { addCatalogueAreas, createI18n } from "@common/i18n";
import { legalAdvertising } from "@common/i18n/en/legal-advertising";
import { LegalDocument, type TLegalAdvertising } from "./legal-document";

addCatalogueAreas("en", legalAdvertising);
const i18n = createI18n("en");

function render(advertising: TLegalAdvertising | null) {
  const Stub = createRoutesStub([
    { path: "/privacy-policy", Component: () => <LegalDocument document="privacy" advertising={advertising} /> },
  ]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/privacy-policy"]} />
    </I18nextProvider>,
  )
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

const sectionIds = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map(([, id]) => id);

describe("the privacy policy's advertising section", () => {
  it("is absent with ads off, and the cookies section still says no advertising cookies", () => {
    const html = render(null);
    expect(sectionIds(html)).not.toContain("advertising");
    expect(html).toContain("We do not use advertising cookies");
    expect(html).not.toContain("AdSense");
  });

  it("follows the cookies section while ads are live, which then names the ad cookies", () => {
    const html = render({ consentRequired: true });
    const ids = sectionIds(html);
    expect(ids[ids.indexOf("cookies") + 1]).toBe("advertising");
    expect(html).not.toContain("We do not use advertising cookies");
    expect(html).toContain("hw_ad_consent");
    expect(html).toContain("show ads served by Google AdSense");
    expect(html).toContain("Google's ad script loads only after you accept.");
    expect(html).toContain("https://adssettings.google.com");
    expect(html).toContain('choose "Ad choices" at the bottom of any page that shows ads');
    expect(html).toContain("your IP address and your browser's details");
  });

  it("says the script loads without asking when the privacy settings ask nothing", () => {
    const html = render({ consentRequired: false });
    expect(html).toContain("Google's ad script loads on the pages that show ads without asking first.");
    expect(html).not.toContain("Google's ad script loads only after you accept.");
  });
});
