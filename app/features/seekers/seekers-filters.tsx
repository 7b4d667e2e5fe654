import { useState } from "react";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useLocation } from "react-router";
import { Link, useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { AVAILABILITIES } from "@common/job-seeker-profile/schemas";
import { COUNTRIES } from "@common/locations";
import { EXPERIENCE_FILTERS, type TSeekerSearchQuery } from "@common/seekers/schemas";
import { CityOptions } from "~/components/location/city-options";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { seekersHref, type TSeekerChanges } from "./seekers-query";

const labelClasses = "block text-sm font-medium text-gray-900";
const FILTERS = ["country", "city", "experience", "availability", "skills"] as const;

/**
 * The directory's search and filters, one GET form: a select applies at once (a client
 * navigation, so Back undoes it); the search words and skills apply with Enter or "Search".
 * Without JavaScript the form is sent as it is. `query` is the search being shown or loaded.
 */
export function SeekersFilters({ query }: { query: TSeekerSearchQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const activeCount = FILTERS.filter((name) => Boolean(query[name])).length;
  const apply = (changes: TSeekerChanges) =>
    void navigate(seekersHref(pathname, query, changes), { preventScrollReset: true });

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label={t("seekers.filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "").trim() || null;
        apply({ search: text("search"), skills: text("skills") });
      }}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      {query.sort !== "relevance" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.jobId ? <input type="hidden" name="jobId" value={query.jobId} /> : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor="seekers-search" className={labelClasses}>
            {t("seekers.filters.search")}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-gray-500"
            />
            <input
              id="seekers-search"
              name="search"
              type="search"
              key={`search:${query.search ?? ""}`}
              defaultValue={query.search ?? ""}
              placeholder={t("seekers.filters.searchPlaceholder")}
              className={cn(inputClasses, "ps-9")}
            />
          </div>
        </div>
        {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
        <button type="submit" className={buttonClasses({ className: "sm:w-auto" })}>
          <Search aria-hidden="true" className="size-4" />
          {t("seekers.filters.submit")}
        </button>
      </div>

      {/* On a phone the filters fold away behind one button, so the results start on the first screen. */}
      <PlainButton
        type="button"
        aria-expanded={areFiltersOpen}
        aria-controls="seekers-filters-panel"
        onClick={() => setFiltersOpen((isOpen) => !isOpen)}
        className={buttonClasses({ variant: "secondary", className: "mt-3 w-full sm:hidden" })}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t(areFiltersOpen ? "seekers.filters.hide" : "seekers.filters.show")}
        {activeCount > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white"
            >
              {activeCount}
            </span>
            <span className="sr-only">{t("seekers.filters.activeCount", { count: activeCount })}</span>
          </>
        ) : null}
      </PlainButton>
      <div id="seekers-filters-panel" className={cn(areFiltersOpen ? "block" : "hidden", "sm:block")}>
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-5">
          <div className="space-y-1.5">
            <label htmlFor="seekers-country" className={labelClasses}>
              {t("seekers.filters.country")}
            </label>
            <ImmediateSelect
              id="seekers-country"
              name="country"
              value={query.country ?? ""}
              onPick={(value) => apply({ country: value || null })}
            >
              <option value="">{t("seekers.any")}</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </ImmediateSelect>
          </div>

          <div className="space-y-1.5">
            <label htmlFor="seekers-city" className={labelClasses}>
              {t("seekers.filters.city")}
            </label>
            <ImmediateSelect
              id="seekers-city"
              name="city"
              value={query.city ?? ""}
              disabled={!query.country}
              aria-describedby={!query.country ? "seekers-city-hint" : undefined}
              onPick={(value) => apply({ city: value || null })}
            >
              <CityOptions country={query.country} city={query.city} anyLabel={t("seekers.any")} />
            </ImmediateSelect>
            {!query.country ? (
              <p id="seekers-city-hint" className="text-sm text-gray-600">
                {t("seekers.filters.cityNeedsCountry")}
              </p>
            ) : null}
          </div>

          <div className="space-y-1.5">
            <label htmlFor="seekers-experience" className={labelClasses}>
              {t("seekers.filters.experience")}
            </label>
            <ImmediateSelect
              id="seekers-experience"
              name="experience"
              value={query.experience ?? ""}
              onPick={(value) => apply({ experience: (value || null) as TSeekerSearchQuery["experience"] | null })}
            >
              <option value="">{t("seekers.any")}</option>
              {EXPERIENCE_FILTERS.map((years) => (
                <option key={years} value={years}>
                  {t("seekers.filters.experienceOption", { years })}
                </option>
              ))}
            </ImmediateSelect>
          </div>

          <div className="space-y-1.5">
            <label htmlFor="seekers-availability" className={labelClasses}>
              {t("seekers.filters.availability")}
            </label>
            <ImmediateSelect
              id="seekers-availability"
              name="availability"
              value={query.availability ?? ""}
              onPick={(value) => apply({ availability: (value || null) as TSeekerSearchQuery["availability"] | null })}
            >
              <option value="">{t("seekers.any")}</option>
              {AVAILABILITIES.map((availability) => (
                <option key={availability} value={availability}>
                  {t(`seekerProfile.availabilities.${availability}`)}
                </option>
              ))}
            </ImmediateSelect>
          </div>

          <div className="col-span-2 space-y-1.5 lg:col-span-1">
            <label htmlFor="seekers-skills" className={labelClasses}>
              {t("seekers.filters.skills")}
            </label>
            <input
              id="seekers-skills"
              name="skills"
              key={`skills:${query.skills ?? ""}`}
              defaultValue={query.skills ?? ""}
              placeholder={t("seekers.filters.skillsPlaceholder")}
              aria-describedby="seekers-skills-hint"
              className={inputClasses}
            />
            <p id="seekers-skills-hint" className="sr-only">
              {t("seekers.filters.skillsHint")}
            </p>
          </div>
        </div>

        <div className="mt-4 flex justify-end border-t border-gray-100 pt-4">
          <Link
            to={seekersHref(pathname, query, {
              search: null,
              country: null,
              city: null,
              experience: null,
              availability: null,
              skills: null,
            })}
            preventScrollReset
            className={buttonClasses({ variant: "secondary" })}
          >
            <X aria-hidden="true" className="size-4" />
            {t("seekers.filters.clear")}
          </Link>
        </div>
      </div>
    </form>
  );
}
