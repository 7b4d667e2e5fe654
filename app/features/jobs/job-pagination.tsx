import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { Pagination } from "~/components/ui/pagination";
import { jobSearchHref, pagerState } from "./search-query";

/**
 * The job search's pager: links land on the results heading (#results), not the page top.
 */
export function JobPagination({ query, pages }: { query: TJobSearchQuery; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { current } = pagerState(query.page, pages);
  return (
    <Pagination
      page={query.page}
      pages={pages}
      href={(page) => `${jobSearchHref(pathname, query, { page })}#results`}
      labels={{
        nav: t("jobSearch.pagination.label"),
        previous: t("jobSearch.pagination.previous"),
        next: t("jobSearch.pagination.next"),
        page: (page) => t("jobSearch.pagination.page", { page }),
        summary: current === null ? "" : t("jobSearch.pagination.summary", { page: current, pages }),
      }}
    />
  );
}
