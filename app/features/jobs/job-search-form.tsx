import { MapPin, Search } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { COUNTRY_NAMES } from "@common/locations";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useStoredLocation } from "~/lib/user-location";
import { countryChange, jobSearchHref } from "./search-query";
import { CityOptions, SalaryBandOptions, WorkTypeOptions } from "./search-options";

type TDraft = Pick<TJobSearchQuery, "search" | "country" | "city" | "workType" | "salaryRange">;

const labelClasses = "block text-sm font-medium text-gray-900";

/**
 * The search form at the top of /jobs (spec-1 section 2): a GET form, so it works before and
 * without JavaScript; with it, the search is a client navigation to a clean URL. What the user
 * picks here is a draft until "Search Jobs"; the applied search is the URL.
 */
export function JobSearchForm({ query }: { query: TJobSearchQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const stored = useStoredLocation();

  // The draft belongs to the URL it was started on: after any navigation (a search, a filter,
  // the back button) the form shows the URL's values again, without remounting (focus stays).
  const [draft, setDraft] = useState<{ forSearch: string; values: Partial<TDraft> }>({ forSearch: search, values: {} });
  const changes = draft.forSearch === search ? draft.values : {};
  const update = (values: Partial<TDraft>) => setDraft({ forSearch: search, values: { ...changes, ...values } });
  // Once the user has searched here, "Any" country is their choice, not a gap to pre-fill.
  const [hasSearched, setHasSearched] = useState(false);

  // A detected location only pre-selects country and city, and only while the URL has no place,
  // the user has not chosen one and has not searched yet; the results change when they submit.
  const isPrefilled =
    stored !== null && !query.country && !query.city && !query.location && !hasSearched && !("country" in changes);
  const prefill = isPrefilled ? { country: stored.country, city: stored.city } : {};
  const values: TDraft = {
    search: query.search,
    country: query.country,
    city: query.city,
    workType: query.workType,
    salaryRange: query.salaryRange,
    ...prefill,
    ...changes,
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasSearched(true);
    const search = new FormData(event.currentTarget).get("search");
    const href = jobSearchHref(pathname, query, {
      search: typeof search === "string" ? search.replace(/\s+/g, " ").trim() : null,
      country: values.country ?? null,
      city: values.city ?? null,
      workType: values.workType ?? null,
      salaryRange: values.salaryRange ?? null,
    });
    void navigate(href, { preventScrollReset: true });
  }

  const hasCountry = Boolean(values.country);
  return (
    <form
      role="search"
      aria-label={t("jobSearch.form.label")}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      {/* Without JavaScript the filters the form does not show travel along. */}
      {query.location ? <input type="hidden" name="location" value={query.location} /> : null}
      {query.companySize ? <input type="hidden" name="companySize" value={query.companySize} /> : null}
      {query.company ? <input type="hidden" name="company" value={query.company} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}

      <div className="grid grid-cols-2 gap-x-3 gap-y-3 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.25fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <div className="col-span-2 space-y-1.5 lg:col-span-1">
          <label htmlFor="search-keywords" className={labelClasses}>
            {t("jobSearch.form.keywords")}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
            />
            <input
              id="search-keywords"
              name="search"
              type="search"
              enterKeyHint="search"
              maxLength={200}
              placeholder={t("jobSearch.form.keywordsPlaceholder")}
              value={values.search ?? ""}
              onChange={(event) => update({ search: event.target.value })}
              className={cn(inputClasses, "ps-10")}
            />
          </div>
        </div>

        <div className="space-y-1.5">
          <label htmlFor="search-country" className={labelClasses}>
            {t("jobSearch.form.country")}
          </label>
          <select
            id="search-country"
            name="country"
            autoComplete="country-name"
            value={values.country ?? ""}
            onChange={(event) => {
              const next = countryChange(event.target.value);
              update({ country: next.country ?? undefined, city: next.city ?? undefined, salaryRange: undefined });
            }}
            className={inputClasses}
          >
            <option value="">{t("jobSearch.any")}</option>
            {COUNTRY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>

        <div className="space-y-1.5">
          <label htmlFor="search-city" className={labelClasses}>
            {t("jobSearch.form.city")}
          </label>
          <select
            id="search-city"
            name="city"
            autoComplete="address-level2"
            value={values.city ?? ""}
            disabled={!hasCountry && !values.city}
            aria-describedby={!hasCountry ? "search-city-hint" : undefined}
            onChange={(event) => update({ city: event.target.value || undefined })}
            className={inputClasses}
          >
            <CityOptions country={values.country} city={values.city} />
          </select>
          {!hasCountry ? (
            <p id="search-city-hint" className="sr-only">
              {t("jobSearch.form.cityNeedsCountry")}
            </p>
          ) : null}
        </div>

        <div className="space-y-1.5">
          <label htmlFor="search-work-type" className={labelClasses}>
            {t("jobSearch.form.workType")}
          </label>
          <select
            id="search-work-type"
            name="workType"
            value={values.workType ?? ""}
            onChange={(event) => update({ workType: (event.target.value || undefined) as TDraft["workType"] })}
            className={inputClasses}
          >
            <WorkTypeOptions />
          </select>
        </div>

        <div className="space-y-1.5">
          <label htmlFor="search-salary" className={labelClasses}>
            {t("jobSearch.form.salary")}
          </label>
          <select
            id="search-salary"
            name="salaryRange"
            value={values.salaryRange ?? ""}
            onChange={(event) => update({ salaryRange: event.target.value || undefined })}
            className={inputClasses}
          >
            <SalaryBandOptions country={values.country} salaryRange={values.salaryRange} />
          </select>
        </div>

        <Button type="submit" size="md" className="col-span-2 w-full lg:col-span-1 lg:w-auto">
          <Search aria-hidden="true" className="size-4" />
          {t("jobSearch.form.submit")}
        </Button>
      </div>

      {prefill.country ? (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("jobSearch.form.prefilled", { place: `${prefill.city}, ${prefill.country}` })}
        </p>
      ) : null}
    </form>
  );
}
