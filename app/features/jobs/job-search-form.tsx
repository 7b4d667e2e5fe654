import { MapPin, Search } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { Link, useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { COUNTRY_NAMES } from "@common/locations";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useStoredLocation } from "~/lib/user-location";
import { countryChange, jobSearchHref } from "./search-query";
import { CityOptions, ImmediateSelect, SalaryBandOptions, WorkTypeOptions } from "./search-options";

const labelClasses = "block text-sm font-medium text-gray-900";

/**
 * The search form at the top of /jobs: a GET form, so it works before and
 * without JavaScript. The words typed are a draft until "Search Jobs"; Country, City, Work Type
 * and Salary are the search in the URL itself, like the sidebar's (a pick applies at once), so
 * the top bar, the sidebar and the results never disagree. On a phone only the sidebar shows
 * them (one set of controls). A detected location is offered as a link, never applied unasked.
 */
export function JobSearchForm({ query }: { query: TJobSearchQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stored = useStoredLocation();

  // The words typed belong to the search they were typed over: when the URL's words change (a
  // search, Back), the box shows them again, without remounting (focus stays).
  const [draft, setDraft] = useState<{ over: string | undefined; text: string } | null>(null);
  const text = draft && draft.over === query.search ? draft.text : (query.search ?? "");

  const apply = (changes: Parameters<typeof jobSearchHref>[2]) =>
    void navigate(jobSearchHref(pathname, query, changes), { preventScrollReset: true });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ search: text.replace(/\s+/g, " ").trim() || null });
  }

  // Offered while the search names no place; "Jobs near Dubai" applies country and city.
  const nearYou = stored && !query.country && !query.city && !query.location ? stored : null;

  const hasCountry = Boolean(query.country);
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

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="space-y-1.5 ">
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
              value={text}
              onChange={(event) => setDraft({ over: query.search, text: event.target.value })}
              className={cn(inputClasses, "ps-10")}
            />
          </div>
        </div>

        <Button type="submit" size="md" className="w-full lg:w-auto">
          <Search aria-hidden="true" className="size-4" />
          {t("jobSearch.form.submit")}
        </Button>

        <div className="hidden gap-3 lg:col-span-2 lg:grid lg:grid-cols-4">
          <div className="space-y-1.5">
            <label htmlFor="search-country" className={labelClasses}>
              {t("jobSearch.form.country")}
            </label>
            <ImmediateSelect
              id="search-country"
              name="country"
              autoComplete="country-name"
              value={query.country ?? ""}
              onPick={(value) => apply(countryChange(value))}
            >
              <option value="">{t("jobSearch.any")}</option>
              {COUNTRY_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </ImmediateSelect>
          </div>

          <div className="space-y-1.5">
            <label htmlFor="search-city" className={labelClasses}>
              {t("jobSearch.form.city")}
            </label>
            <ImmediateSelect
              id="search-city"
              name="city"
              autoComplete="address-level2"
              value={query.city ?? ""}
              disabled={!hasCountry && !query.city}
              aria-describedby={!hasCountry ? "search-city-hint" : undefined}
              onPick={(value) => apply({ city: value || null })}
            >
              <CityOptions country={query.country} city={query.city} />
            </ImmediateSelect>
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
            <ImmediateSelect
              id="search-work-type"
              name="workType"
              value={query.workType ?? ""}
              onPick={(value) => apply({ workType: (value || null) as TJobSearchQuery["workType"] | null })}
            >
              <WorkTypeOptions />
            </ImmediateSelect>
          </div>

          <div className="space-y-1.5">
            <label htmlFor="search-salary" className={labelClasses}>
              {t("jobSearch.form.salary")}
            </label>
            <ImmediateSelect
              id="search-salary"
              name="salaryRange"
              value={query.salaryRange ?? ""}
              onPick={(value) => apply({ salaryRange: value || null })}
            >
              <SalaryBandOptions country={query.country} salaryRange={query.salaryRange} />
            </ImmediateSelect>
          </div>
        </div>
      </div>

      {nearYou ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <Link
            to={jobSearchHref(pathname, query, {
              country: nearYou.country,
              city: nearYou.city ?? null,
              salaryRange: null,
            })}
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary-200 bg-primary-50 ps-3 pe-4 font-medium text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {t("jobSearch.form.nearYou", { place: nearYou.city ?? nearYou.country })}
          </Link>
          <span>{t("jobSearch.form.nearYouHint")}</span>
        </p>
      ) : null}
    </form>
  );
}
