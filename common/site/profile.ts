// What every page knows of the site (the root loader's `site`): its name, its operator, the
// marketing figures changed in the console, the published content pages (the footer links them)
// and the SEO configuration of the requested path, if an active one names it.
import type { TSiteAds } from "../monetization/ad-pages";
import type { TFigureChanges } from "./figures";
import type { TSiteOperator } from "./general";
import type { TPageSeo } from "./seo";

export interface TPublishedPage {
  slug: string;
  title: string;
}

export interface TSiteProfile {
  /** Settings > General's site name; null: the catalogue's `app.name`. */
  name: string | null;
  operator: TSiteOperator;
  figures: TFigureChanges;
  pages: TPublishedPage[];
  /** The active SEO configuration of this request's path. */
  pageSeo: TPageSeo | null;
  /** Only on a page that shows ads while they are live (common/monetization/ad-pages.ts); else absent. */
  ads?: TSiteAds;
}
