import { Info, SearchX, SlidersHorizontal, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { cn } from "~/lib/cn";
import { HiringBanner } from "./hiring-banner";
import { JobCard, JobCardSkeleton } from "./job-card";
import { JobAlertButton } from "./job-alert-button";
import { JobFilters } from "./job-filters";
import { JobPagination } from "./job-pagination";
import { JobSearchForm } from "./job-search-form";
import { JobSortSelect } from "./job-sort-select";
import {
  clearFiltersChanges,
  type TJobSearchData,
  hasFilters,
  jobSearchHref,
  pageCount,
  parseJobSearchParams,
  placeOf,
} from "./search-query";

const SKELETON_COUNT = 3;
const SIDEBAR_FILTERS = ["country", "city", "workType", "salaryRange", "companySize"] as const;

/** The job search page, /jobs (docs/product.md#jobs). */
export function JobSearchPage({ data }: { data: TJobSearchData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const { query, result } = data;
  const now = useMemo(() => new Date(data.now), [data.now]);
  const savedJobIds = new Set(data.savedJobIds);

  // While this page's next results load: skeletons, and the controls already show the search
  // being loaded, so quick successive changes build on each other.
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const shownQuery = isLoading ? parseJobSearchParams(new URLSearchParams(navigation.location.search)) : query;

  const pages = pageCount(result.total, result.pageSize);
  const place = placeOf(query);
  const isPastEnd = result.jobs.length === 0 && result.total > 0;
  const activeFilterCount = SIDEBAR_FILTERS.filter((key) => Boolean(shownQuery[key])).length;

  return (
    <div className="page-container py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("jobSearch.title")}</h1>
      <p className="mt-2 hidden text-base text-gray-700 sm:block">{t("jobSearch.intro")}</p>

      <div className="mt-5 sm:mt-6">
        <JobSearchForm query={shownQuery} />
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <aside aria-labelledby="filters-heading" className="lg:col-start-1 lg:row-start-1">
          <PlainButton
            type="button"
            aria-expanded={areFiltersOpen}
            aria-controls="job-filters-panel"
            onClick={() => setFiltersOpen((isOpen) => !isOpen)}
            className={buttonClasses({ variant: "secondary", className: "w-full lg:hidden" })}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t(areFiltersOpen ? "jobSearch.filters.hide" : "jobSearch.filters.show")}
            {activeFilterCount > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white"
                >
                  {activeFilterCount}
                </span>
                <span className="sr-only">{t("jobSearch.filters.activeCount", { count: activeFilterCount })}</span>
              </>
            ) : null}
          </PlainButton>
          <div
            id="job-filters-panel"
            className={cn(
              "mt-3 rounded-xl border border-gray-200 bg-white p-4 lg:mt-0 lg:block lg:p-5",
              areFiltersOpen ? "block" : "hidden",
            )}
          >
            <h2 id="filters-heading" className="mb-4 text-lg font-semibold text-gray-900">
              {t("jobSearch.filters.label")}
            </h2>
            <JobFilters query={shownQuery} headingId="filters-heading" />
          </div>
        </aside>

        <section
          id="results"
          aria-labelledby="results-heading"
          className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <ActiveFilterChips query={query} />

          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div aria-live="polite" aria-atomic="true" className={cn("min-w-0", place && "basis-full sm:basis-auto")}>
              <h2 id="results-heading" className="text-lg font-semibold text-gray-900 sm:text-xl">
                {isLoading ? t("jobSearch.results.loading") : t("jobSearch.results.count", { count: result.total })}
              </h2>
              {place && !isLoading ? (
                <p className="text-sm text-gray-700">{t("jobSearch.results.in", { place })}</p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {isLoading ? null : <JobAlertButton query={query} />}
              <JobSortSelect query={shownQuery} canSortByMatch={data.canSortByMatch} />
            </div>
          </div>

          {data.sortNotice && !isLoading ? (
            <p
              role="status"
              className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("jobSearch.results.sortFallback", { reason: t(data.sortNotice) })}
            </p>
          ) : null}

          <div aria-busy={isLoading} className="mt-4">
            {isLoading ? (
              <ul className="space-y-4">
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <li key={index}>
                    <JobCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : result.jobs.length > 0 ? (
              <ul className="space-y-4">
                {result.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} isSaved={savedJobIds.has(job.id)} now={now} />
                  </li>
                ))}
              </ul>
            ) : isPastEnd ? (
              <ListState
                status="empty"
                className="py-10"
                title={t("jobSearch.results.pageBeyondEnd")}
                action={
                  <Link
                    to={jobSearchHref(location.pathname, query, { page: pages })}
                    className={buttonClasses({ variant: "secondary" })}
                  >
                    {t("jobSearch.results.lastPage")}
                  </Link>
                }
              />
            ) : (
              <EmptyState query={query} />
            )}
          </div>

          {!isLoading && result.total > 0 ? <JobPagination query={query} pages={pages} /> : null}
        </section>

        <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <HiringBanner />
        </div>
      </div>
    </div>
  );
}

function EmptyState({ query }: { query: TJobSearchQuery }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ListState
      status="empty"
      className="py-12"
      icon={SearchX}
      heading="h3"
      title={t("jobSearch.results.empty.title")}
      body={t("jobSearch.results.empty.body")}
      action={
        hasFilters(query) ? (
          <Link
            to={jobSearchHref(location.pathname, query, clearFiltersChanges())}
            preventScrollReset
            className={buttonClasses({ variant: "secondary" })}
          >
            <X aria-hidden="true" className="size-4" />
            {t("jobSearch.filters.clearAll")}
          </Link>
        ) : query.search ? (
          <Link to={location.pathname} className={buttonClasses({ variant: "secondary" })}>
            {t("jobSearch.results.empty.showAll")}
          </Link>
        ) : null
      }
    />
  );
}

/** Filters that arrive by link and have no control of their own: `company` and free-text `location`. */
function ActiveFilterChips({ query }: { query: TJobSearchQuery }) {
  const { t } = useTranslation();
  const location = useLocation();
  const chips = [
    query.company ? { key: "company" as const, text: t("jobSearch.chips.company", { value: query.company }) } : null,
    query.location
      ? { key: "location" as const, text: t("jobSearch.chips.location", { value: query.location }) }
      : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("jobSearch.chips.label")} className="mb-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={jobSearchHref(location.pathname, query, { [chip.key]: null })}
            preventScrollReset
            aria-label={t("jobSearch.chips.remove", { filter: chip.text })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary-200 bg-primary-50 ps-4 pe-3 text-sm font-medium text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {chip.text}
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** When the search itself failed: say so, and offer to try again (a full reload of the same URL). */
export function JobSearchError() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="page-container py-16">
      <ListState
        status="failed"
        isPage
        heading="h1"
        title={t("jobSearch.error.title")}
        message={t("jobSearch.error.body")}
        retryLabel={t("jobSearch.error.retry")}
        retryHref={`${location.pathname}${location.search}`}
      />
    </div>
  );
}
