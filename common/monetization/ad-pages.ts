// Which pages may show ads, and what such a page knows of them. No zod here: the root loader, the
// page shell and server/app.ts (which widens the Content-Security-Policy on these pages only) read
// it, so it stays out of the weight of every page's first-load script but a few bytes.
import { withoutLanguagePrefix } from "../i18n/language-paths";

/** Where an ad unit is drawn on a page that shows ads. */
export const AD_PLACEMENTS = ["header", "sidebar", "content", "footer"] as const;
export type TAdPlacement = (typeof AD_PLACEMENTS)[number];

/** The sizes an ad unit may have. */
export const AD_SIZES = ["728x90", "300x250", "320x50", "responsive"] as const;
export type TAdSize = (typeof AD_SIZES)[number];

/** The kinds of ad an ad unit shows. */
export const AD_TYPES = ["display", "text", "responsive"] as const;
export type TAdType = (typeof AD_TYPES)[number];

/**
 * The pages that may show ads: a job's page, a company's page and a published content page
 * (/pages/<slug>), in every language (/ar/jobs/1 as /jobs/1). Never the resume builder, the PDF, settings, the console, the dashboards, or a
 * page whose purpose is a form (search, sign-in, registration, posting, applying, messages).
 */
const AD_PAGE_PATTERNS: readonly RegExp[] = [/^\/jobs\/[^/]+\/?$/, /^\/companies\/[^/]+\/?$/, /^\/pages\/[^/]+\/?$/];

/** Whether the page at this path (no query) may show ads when they are enabled. */
export function isAdPagePath(pathname: string): boolean {
  const path = withoutLanguagePrefix(pathname);
  return AD_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** One enabled ad unit, as a page that shows ads gets it. */
export interface TSiteAdUnit {
  id: string;
  size: TAdSize;
  type: TAdType;
  placement: TAdPlacement;
  /** AdSense's data-ad-slot of the unit (digits). Units without one are not sent to pages. */
  slotId: string;
}

/**
 * `site.ads` (common/site/profile.ts): present only on a page that shows ads (isAdPagePath) while
 * ads are enabled with a publisher ID; absent everywhere else, so with ads off no page changes.
 */
export interface TSiteAds {
  /** "ca-pub-" and 16 digits: the ad script's `client`. */
  client: string;
  /** The ad script's address (ADSENSE_SCRIPT_URL; AdSense's own by default). */
  scriptUrl: string;
  autoAds: boolean;
  /** The enabled units whose placement this kind of page has. */
  units: TSiteAdUnit[];
  /** Whether a visitor is asked before any ad script loads (the privacy settings). */
  consentRequired: boolean;
  /** The privacy settings that shape the banner's words. */
  gdpr: boolean;
  ccpa: boolean;
}
