// The active SEO configuration of a page path, for that page's head (the root loader's
// site.pageSeo). Every active configuration is read into one map through the site content cache:
// they are few, and every page asks.
import { eq } from "drizzle-orm";
import { languageOfPath } from "@common/i18n/resolve-language";
import { normaliseSeoPath, splitKeywords, type TPageSeo, type TRobotsDirective } from "@common/site/seo";
import type { TAppContext } from "../../../context";
import { seoConfigurations } from "../../../db/schema";

type TSeoRow = typeof seoConfigurations.$inferSelect;

const orNull = (value: string) => value || null;

/** What a stored configuration changes in its page's head; an empty field keeps the page's own. */
export function toPageSeo(row: TSeoRow): TPageSeo {
  return {
    title: orNull(row.title),
    description: orNull(row.description),
    keywords: splitKeywords(row.keywords),
    ogTitle: orNull(row.ogTitle),
    ogDescription: orNull(row.ogDescription),
    ogImage: orNull(row.ogImage),
    canonicalUrl: orNull(row.canonicalUrl),
    robots: row.robotsDirective as TRobotsDirective,
  };
}

async function loadActiveConfigurations(context: Pick<TAppContext, "db">): Promise<Map<string, TPageSeo>> {
  const rows = await context.db.select().from(seoConfigurations).where(eq(seoConfigurations.isActive, true));
  return new Map(rows.map((row) => [row.pagePath, toPageSeo(row)]));
}

/**
 * The configuration of the page at `path`. A configuration is written for the English page (the
 * console names English paths: /jobs, never /ar/jobs) and applies to the English URL only: the
 * Arabic and French pages (/ar/jobs, /fr/jobs) keep their own translated head, not English texts
 * nor a canonical that points at another language.
 */
export async function readPageSeo(
  context: Pick<TAppContext, "db" | "siteContent">,
  path: string,
): Promise<TPageSeo | null> {
  if (languageOfPath(path)) return null;
  const active = await context.siteContent.read("seo", () => loadActiveConfigurations(context));
  return active.get(normaliseSeoPath(path)) ?? null;
}
