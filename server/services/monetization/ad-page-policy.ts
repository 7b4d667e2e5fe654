// Which responses widen the Content-Security-Policy for the ad network: an HTML page at a path
// that may show ads (isAdPagePath), while ads are live. Anything else (the API, assets, uploads,
// ads.txt, a page that never shows ads) is decided without reading the settings.
import { isAdPagePath } from "@common/monetization/ad-pages";
import type { TAppContext } from "../../context";
import { adNetworkSources, type TAdNetworkSources } from "../../lib/ad-network";
import { areAdsLive } from "./read-ad-settings";

/** Whether a response is a page that may show ads, from its path and content type alone. */
export function isAdPageResponse(options: { path: string; contentType: string | null }): boolean {
  const isHtml = /^text\/html\b/i.test(options.contentType ?? "");
  return isHtml && isAdPagePath(options.path);
}

/**
 * The ad network's sources for this response's policy, or undefined: the policy stays as it is.
 * A failure to read the settings keeps the policy as it is (ads then cannot load; the page does).
 */
export async function adNetworkForResponse(
  context: TAppContext,
  options: { path: string; contentType: string | null },
): Promise<TAdNetworkSources | undefined> {
  if (!isAdPageResponse(options)) return undefined;
  try {
    if (!(await areAdsLive(context))) return undefined;
  } catch (error) {
    context.logger.warn({ err: error, path: options.path }, "the ad settings could not be read for the page's policy");
    return undefined;
  }
  return adNetworkSources({ scriptUrl: context.env.ADSENSE_SCRIPT_URL });
}
