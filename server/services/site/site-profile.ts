// The root loader's `site` (common/site/profile.ts): every page's share of the site's settings and
// content, each part read through its own module (and the site content cache).
import type { TSiteProfile } from "@common/site/profile";
import type { TAppContext } from "../../context";
import { readFigureChanges } from "./figures/read-figures";
import { readSiteGeneral } from "./general/read-general";
import { readPublishedPages } from "./pages/published-pages";
import { readPageSeo } from "./seo/page-seo";

export async function readSiteProfile(context: TAppContext, options: { path: string }): Promise<TSiteProfile> {
  const [general, figures, pages, pageSeo] = await Promise.all([
    readSiteGeneral(context),
    readFigureChanges(context),
    readPublishedPages(context),
    readPageSeo(context, options.path),
  ]);
  return { name: general.name, operator: general.operator, figures, pages, pageSeo };
}
