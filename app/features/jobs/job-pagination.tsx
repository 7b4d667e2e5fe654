import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { cn } from "~/lib/cn";
import { jobSearchHref, pagerState } from "./search-query";

const itemClasses =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/**
 * Previous / page numbers / Next, as plain links (they work without JavaScript and can be
 * opened in a new tab). Links land on the results heading (#results), not the page top. Past
 * the last page no number is current and Previous leads to the last page.
 */
export function JobPagination({ query, pages }: { query: TJobSearchQuery; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { current, items, previous, next } = pagerState(query.page, pages);
  if (pages <= 1 && current !== null) return null;
  const href = (page: number) => `${jobSearchHref(pathname, query, { page })}#results`;

  const step = (page: number | null, label: string, icon: React.ReactNode, isNext: boolean) =>
    page === null ? (
      <span aria-disabled="true" className={cn(itemClasses, "cursor-not-allowed text-gray-500")}>
        {isNext ? null : icon}
        {label}
        {isNext ? icon : null}
      </span>
    ) : (
      <Link
        to={href(page)}
        rel={isNext ? "next" : "prev"}
        className={cn(itemClasses, "text-gray-800 hover:bg-gray-100")}
      >
        {isNext ? null : icon}
        {label}
        {isNext ? icon : null}
      </Link>
    );

  return (
    <nav aria-label={t("jobSearch.pagination.label")} className="mt-8 flex flex-col items-center gap-2">
      <div className="flex w-full items-center justify-between gap-1 sm:justify-center">
        {step(
          previous,
          t("jobSearch.pagination.previous"),
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
          false,
        )}
        <ul className="hidden items-center gap-1 sm:flex">
          {items.map((page, index) =>
            page === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  to={href(page)}
                  aria-label={t("jobSearch.pagination.page", { page })}
                  aria-current={page === current ? "page" : undefined}
                  className={cn(
                    itemClasses,
                    page === current ? "bg-primary-700 text-white" : "text-gray-800 hover:bg-gray-100",
                  )}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
        </ul>
        {current !== null ? (
          <p className="text-sm text-gray-700 sm:hidden">
            {t("jobSearch.pagination.summary", { page: current, pages })}
          </p>
        ) : null}
        {step(
          next,
          t("jobSearch.pagination.next"),
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
          true,
        )}
      </div>
    </nav>
  );
}
