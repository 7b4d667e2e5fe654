// The root loader's `site` (common/site/profile.ts): every page's share of the site's settings and
// content (and, on a page that shows ads, the ads), each part read through its own module (and the site content cache).
import type { TSiteProfile } from "@common/site/profile";
import type { TAppContext } from "../../context";
import { readSiteAds } from "../monetization/read-ad-settings";
import { readFigureChanges } from "./figures/read-figures";
import { readSiteGeneral } from "./general/read-general";
import { readPublishedPages } from "./pages/published-pages";
import { readPageSeo } from "./seo/page-seo";

export async function readSiteProfile(context: TAppContext, options: { path: string }): Promise<TSiteProfile> {
  const [general, figures, pages, pageSeo, ads] = await Promise.all([
    readSiteGeneral(context),
    readFigureChanges(context),
    readPublishedPages(context),
    readPageSeo(context, options.path),
    readSiteAds(context, options),
  ]);
  // `ads` only when a page shows them: with ads off the profile is what it was.
  return { name: general.name, operator: general.operator, figures, pages, pageSeo, ...(ads ? { ads } : {}) };
}
