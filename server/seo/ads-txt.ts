import { adsTxtPublisherId } from "@common/monetization/adsense";
import type { TAppContext } from "../context";
import { readAdSettings } from "../services/monetization/read-ad-settings";

/** Google's certification authority ID, which every AdSense line of ads.txt ends with. */
const GOOGLE_CERTIFICATION_ID = "f08c47fec0942fa0";

/**
 * /ads.txt (IAB Tech Lab): while ads are live, the one seller authorised to sell this site's ad
 * space, AdSense with the site's publisher ID; null while they are not (the path is then a 404).
 */
export async function buildAdsTxt(context: TAppContext): Promise<string | null> {
  const settings = await readAdSettings(context);
  if (!settings.live) return null;
  return `google.com, ${adsTxtPublisherId(settings.publisherId)}, DIRECT, ${GOOGLE_CERTIFICATION_ID}\n`;
}
