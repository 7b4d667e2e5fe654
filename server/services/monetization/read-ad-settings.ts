// The ad settings as they apply now (three runtime settings: an environment variable wins, else
// what an administrator stored, else the defaults), and what a page that shows ads gets of them.
import { isAdPagePath, type TSiteAds } from "@common/monetization/ad-pages";
import { DEFAULT_AD_LAYOUT, type TAdLayout, type TAdsenseSettings } from "@common/monetization/adsense";
import type { TAppContext } from "../../context";

export async function readAdSettings(context: TAppContext): Promise<TAdsenseSettings> {
  const [publisherId, enabled, layout] = await Promise.all([
    context.settings.describe("adsensePublisherId"),
    context.settings.describe("adsenseEnabled"),
    context.settings.describe("adsenseLayout"),
  ]);
  const publisher = typeof publisherId.value === "string" ? publisherId.value : "";
  const isEnabled = enabled.value === true;
  const values = (layout.value as TAdLayout | undefined) ?? DEFAULT_AD_LAYOUT;
  return {
    publisherId: publisher,
    enabled: isEnabled,
    ...values,
    lockedByEnv: {
      publisherId: publisherId.source === "env",
      enabled: enabled.source === "env",
      layout: layout.source === "env",
    },
    live: isEnabled && publisher !== "",
    adsTxtUrl: `${context.env.PUBLIC_URL}/ads.txt`,
  };
}

/** Whether ads are shown: enabled, with a publisher ID. */
export async function areAdsLive(context: TAppContext): Promise<boolean> {
  return (await readAdSettings(context)).live;
}

/**
 * `site.ads` for the page at `path`: only on a page that may show ads (isAdPagePath) while ads are
 * live; undefined everywhere else, so with ads off no page changes.
 */
export async function readSiteAds(context: TAppContext, options: { path: string }): Promise<TSiteAds | undefined> {
  if (!isAdPagePath(options.path)) return undefined;
  const settings = await readAdSettings(context);
  if (!settings.live) return undefined;
  const { cookieConsent, gdprCompliant, ccpaCompliant } = settings.privacySettings;
  return {
    client: settings.publisherId,
    scriptUrl: context.env.ADSENSE_SCRIPT_URL,
    autoAds: settings.autoAds,
    units: settings.adUnits
      .filter((unit) => unit.enabled && unit.slotId !== "")
      .map(({ id, size, type, placement, slotId }) => ({ id, size, type, placement, slotId })),
    consentRequired: cookieConsent || gdprCompliant,
    gdpr: gdprCompliant,
    ccpa: ccpaCompliant,
  };
}
