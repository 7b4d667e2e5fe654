// The AdSense settings form drawn from the server's answer: the stored values in their fields;
// Auto Ads and each unit's switch disabled until Enabled is on; a part an environment variable
// sets shown read-only with the variable's name; and the body Save sends.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "@common/i18n";
import { DEFAULT_AD_LAYOUT, ZAdsenseSettingsSchema, type TAdsenseSettings } from "@common/monetization/adsense";
import "../site-catalogue";
import { formValues, SettingsForm } from "./settings-form";

// As in the browser once the page's script runs: buttons are disabled by their own state only.
vi.mock("~/lib/use-hydrated", () => ({
  useHydrated: () => true,
  useScriptReadyProps: (disabled?: boolean) => ({ disabled }),
}));

const i18n = createI18n("en");

function settings(overrides: Partial<TAdsenseSettings> = {}): TAdsenseSettings {
  return {
    ...DEFAULT_AD_LAYOUT,
    publisherId: "",
    enabled: false,
    lockedByEnv: { publisherId: false, enabled: false, layout: false },
    live: false,
    adsTxtUrl: "https://jobs.example/ads.txt",
    ...overrides,
  };
}

const render = (value: TAdsenseSettings) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <SettingsForm settings={value} onSaved={() => undefined} />
    </I18nextProvider>,
  );

/** Each switch's opening tag, in the order shown. */
const switches = (markup: string) => markup.match(/<button[^>]*role="switch"[^>]*>/g) ?? [];
const isDisabled = (tag: string) => / disabled=""/.test(tag);

describe("the AdSense settings form", () => {
  it("with ads off, Auto Ads and every unit's switch are disabled; Enabled and the privacy switches are not", () => {
    const markup = render(settings());
    const tags = switches(markup);
    // Enabled, Auto Ads, three units, three privacy settings.
    expect(tags).toHaveLength(8);
    expect(tags.map(isDisabled)).toEqual([false, true, true, true, true, false, false, false]);
    expect(markup.match(/Turn on Enabled first\./g)?.length).toBe(4);
    expect(markup).toContain('value="Header banner"');
    expect(markup).toContain('value="Sidebar square"');
    expect(markup).toContain('value="In-content"');
    expect(markup).not.toContain("Set by");
  });

  it("with ads enabled, Auto Ads and the units' switches can be used", () => {
    const markup = render(settings({ publisherId: "ca-pub-1234567890123456", enabled: true, live: true }));
    expect(switches(markup).map(isDisabled)).toEqual([false, false, false, false, false, false, false, false]);
    expect(markup).toContain('value="ca-pub-1234567890123456"');
    expect(markup).not.toContain("Turn on Enabled first.");
  });

  it("shows a part the environment sets read-only, naming its variable", () => {
    const markup = render(
      settings({
        publisherId: "ca-pub-1234567890123456",
        enabled: true,
        lockedByEnv: { publisherId: true, enabled: true, layout: true },
      }),
    );
    expect(markup).toContain("Set by ADSENSE_PUBLISHER_ID");
    expect(markup).toContain("Set by ADSENSE_ENABLED");
    expect(markup).toContain("Auto Ads, the ad units and the privacy settings are set by ADSENSE_LAYOUT.");
    const publisherInput = markup.match(/<input[^>]*name="publisherId"[^>]*>/)?.[0] ?? "";
    expect(isDisabled(publisherInput)).toBe(true);
    expect(switches(markup).every(isDisabled)).toBe(true);
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>.*?Add ad unit/);
  });

  it("Save sends the whole of the settings, which the API's schema accepts", () => {
    const body = formValues(settings({ publisherId: "ca-pub-1234567890123456", enabled: true }));
    const parsed = ZAdsenseSettingsSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(["adUnits", "autoAds", "enabled", "privacySettings", "publisherId"]);
  });
});
