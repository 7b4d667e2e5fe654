import type { AppLoadContext } from "react-router";
import { readAdSettings } from "../../../server/services/monetization/read-ad-settings";
import type { TLegalAdvertising } from "./legal-document";

/**
 * The privacy policy's data: while ads are live, whether a visitor is asked before the ad script
 * loads (as `site.ads.consentRequired` says on the pages that show ads); null while ads are off,
 * and the policy is then as it always was.
 */
export async function loadPrivacyPolicy(context: AppLoadContext): Promise<{ advertising: TLegalAdvertising | null }> {
  const settings = await readAdSettings(context.app);
  if (!settings.live) return { advertising: null };
  const { cookieConsent, gdprCompliant } = settings.privacySettings;
  return { advertising: { consentRequired: cookieConsent || gdprCompliant } };
}
