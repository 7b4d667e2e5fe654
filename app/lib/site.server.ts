import type { AppLoadContext } from "react-router";
import { readSiteProfile } from "../../server/services/site/site-profile";

/** The root loader's `site`: the site's name, operator, figures, published pages and this path's SEO. */
export function loadSiteProfile(context: AppLoadContext, request: Request) {
  return readSiteProfile(context.app, { path: new URL(request.url).pathname });
}
