// The active SEO configuration of a page path, for that page's head.
import type { TPageSeo } from "@common/site/seo";
import type { TAppContext } from "../../../context";

export async function readPageSeo(
  context: Pick<TAppContext, "db" | "siteContent">,
  path: string,
): Promise<TPageSeo | null> {
  void context;
  void path;
  return null;
}
