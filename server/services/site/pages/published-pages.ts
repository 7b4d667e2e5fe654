// The published content pages: their slugs and titles for every page's footer (through the site
// content cache), and one page with its Markdown rendered for /pages/<slug>.
import { and, asc, eq } from "drizzle-orm";
import { renderMarkdown } from "@common/site/markdown";
import type { TPublicSitePage } from "@common/site/pages";
import type { TPublishedPage } from "@common/site/profile";
import type { TAppContext } from "../../../context";
import { sitePages } from "../../../db/schema";

/** Every published page's slug and title, by slug (the footer links the ones it knows). */
export function readPublishedPages(context: Pick<TAppContext, "db" | "siteContent">): Promise<TPublishedPage[]> {
  return context.siteContent.read("pages", () =>
    context.db
      .select({ slug: sitePages.slug, title: sitePages.title })
      .from(sitePages)
      .where(eq(sitePages.isPublished, true))
      .orderBy(asc(sitePages.slug)),
  );
}

/** The published pages' paths and dates, for the sitemap. */
export async function listPublishedPagesForSitemap(
  context: Pick<TAppContext, "db">,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return context.db
    .select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.isPublished, true))
    .orderBy(asc(sitePages.slug));
}

/**
 * GET /api/site/pages/{slug} and the page /pages/<slug>: a published page with its Markdown
 * rendered safely (common/site/markdown.ts); null for an unknown or unpublished slug.
 */
export async function readPublishedPage(
  context: Pick<TAppContext, "db">,
  slug: string,
): Promise<TPublicSitePage | null> {
  const [row] = await context.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), eq(sitePages.isPublished, true)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    html: renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
