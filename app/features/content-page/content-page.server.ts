import { data, type AppLoadContext } from "react-router";
import { type TPublicSitePage } from "@common/site/pages";
import { PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from "@common/site/page-paths";
import { readPublishedPage } from "../../../server/services/site/pages/published-pages";

/**
 * A content page's data (/pages/<slug>): the published page with its Markdown rendered on the
 * server into safe HTML (common/site/markdown.ts). A slug that names no published page (unknown,
 * a draft, or no slug at all) is the 404 page with HTTP 404.
 */
export async function loadContentPage(
  context: AppLoadContext,
  options: { slug: string | undefined },
): Promise<{ page: TPublicSitePage }> {
  const slug = options.slug ?? "";
  if (slug.length > PAGE_SLUG_MAX || !PAGE_SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const page = await readPublishedPage(context.app, slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}
