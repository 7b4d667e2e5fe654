import { translate } from "@common/i18n";
import { buildMeta } from "~/lib/seo";
import { isPlainSearch, placeOf, type TJobSearchData } from "./search-query";

/**
 * The head of /jobs and /job-search. The canonical URL is always /jobs: /job-search is the same
 * page, and filtered or later pages are views of the one list. Only the plain first page is
 * indexed; filtered and paged views say "noindex, follow" so crawlers still reach the jobs
 * through them (the jobs themselves are indexed from their own pages and the sitemap).
 */
export function buildJobSearchMeta(options: { data: TJobSearchData | undefined; publicUrl: string }) {
  const query = options.data?.query;
  const isPlain = !query || isPlainSearch(query);
  const filters = query
    ? [
        query.search,
        query.workType ? translate(`jobs.workType.${query.workType}`) : undefined,
        query.company,
        placeOf(query) ?? undefined,
      ].filter((part): part is string => Boolean(part))
    : [];
  let title = filters.length
    ? translate("jobSearch.meta.titleFiltered", { filters: filters.join(", ") })
    : translate("jobSearch.meta.title");
  if (query && query.page > 1) title = translate("jobSearch.meta.titlePage", { title, page: query.page });
  const description =
    filters.length && options.data
      ? translate("jobSearch.meta.descriptionFiltered", {
          count: options.data.result.total,
          filters: filters.join(", "),
        })
      : translate("jobSearch.meta.description");
  const keywords = [...translate("jobSearch.meta.keywords").split(", "), ...filters.map((part) => part.toLowerCase())];
  return buildMeta({
    title,
    description,
    keywords: [...new Set(keywords)],
    path: "/jobs",
    publicUrl: options.publicUrl,
    noIndex: !isPlain,
  }).map((tag) => ("name" in tag && tag.name === "robots" && !isPlain ? { ...tag, content: "noindex, follow" } : tag));
}
