import type { TTranslate } from "@common/i18n";
import { buildMeta } from "~/lib/seo";
import { isPlainSearch, placeOf, type TJobSearchData } from "./search-query";

/**
 * The head of /jobs. The canonical URL is always /jobs: filtered or later pages are views of
 * the one list (/job-search redirects here, decision 006). Only the plain first page is
 * indexed; filtered and paged views say "noindex, follow" so crawlers still reach the jobs
 * through them (the jobs themselves are indexed from their own pages and the sitemap). An SEO
 * configuration of /jobs changes the plain first page only.
 */
export function buildJobSearchMeta(options: {
  data: TJobSearchData | undefined;
  publicUrl: string;
  t: TTranslate;
  matches: readonly unknown[];
}) {
  const { t } = options;
  const query = options.data?.query;
  const isPlain = !query || isPlainSearch(query);
  const filters = query
    ? [
        query.search,
        query.workType ? t(`jobs.workType.${query.workType}`) : undefined,
        query.company,
        placeOf(query) ?? undefined,
      ].filter((part): part is string => Boolean(part))
    : [];
  let title = filters.length
    ? t("jobSearch.meta.titleFiltered", { filters: filters.join(", ") })
    : t("jobSearch.meta.title");
  if (query && query.page > 1) title = t("jobSearch.meta.titlePage", { title, page: query.page });
  const description =
    filters.length && options.data
      ? t("jobSearch.meta.descriptionFiltered", {
          count: options.data.result.total,
          filters: filters.join(", "),
        })
      : t("jobSearch.meta.description");
  const keywords = [...t("jobSearch.meta.keywords").split(", "), ...filters.map((part) => part.toLowerCase())];
  return buildMeta({
    t,
    matches: options.matches,
    title,
    description,
    keywords: [...new Set(keywords)],
    path: "/jobs",
    publicUrl: options.publicUrl,
    noIndex: !isPlain,
    isFilteredView: !isPlain,
  }).map((tag) => ("name" in tag && tag.name === "robots" && !isPlain ? { ...tag, content: "noindex, follow" } : tag));
}
