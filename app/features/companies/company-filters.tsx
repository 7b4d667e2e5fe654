import { Search } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import { useLocalizedPath, useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TCompanyCity, TCompanyDirectoryQuery } from "@common/companies/schemas";
import { INDUSTRIES } from "@common/company";
import { COUNTRIES } from "@common/locations";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { industryLabel } from "~/components/companies/company-labels";
import { COMPANIES_PATH, directoryUrl } from "./directory-url";

const labelClasses = "block text-sm font-medium text-gray-900";

/**
 * Search box and the Industry, Country and City filters (docs/product.md#companies). The
 * URL holds the filters: a select applies at once, the search on Enter or "Search". Without
 * JavaScript the form still submits them all with a GET.
 */
export function CompanyFilters({ filters, cities }: { filters: TCompanyDirectoryQuery; cities: TCompanyCity[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const searchRef = useRef<HTMLInputElement>(null);

  const apply = (changes: TCompanyDirectoryQuery) => {
    // Whatever is typed in the search box goes along, submitted or not.
    const search = searchRef.current?.value ?? filters.search;
    void navigate(directoryUrl({ ...filters, search, ...changes }), { preventScrollReset: true });
  };

  // Literal spec: City is disabled unless Country is All; then it offers every city that
  // appears in company profiles, grouped by country (decision 005).
  const isCityDisabled = Boolean(filters.country);
  const cityGroups = new Map<string, string[]>();
  for (const { country, city } of cities) cityGroups.set(country, [...(cityGroups.get(country) ?? []), city]);
  const isCityListed = !filters.city || cities.some(({ city }) => city.toLowerCase() === filters.city?.toLowerCase());

  return (
    <Form
      method="get"
      action={localizedPath(COMPANIES_PATH)}
      role="search"
      aria-label={t("companies.filters.label")}
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:grid-cols-3 sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="col-span-2 space-y-1.5 sm:col-span-3 lg:col-span-1">
        <label htmlFor="companies-search" className={labelClasses}>
          {t("companies.filters.search")}
        </label>
        <div className="relative">
          <input
            ref={searchRef}
            id="companies-search"
            key={filters.search ?? ""}
            type="search"
            name="search"
            defaultValue={filters.search ?? ""}
            maxLength={200}
            enterKeyHint="search"
            placeholder={t("companies.filters.searchPlaceholder")}
            className={cn(inputClasses, "pe-12 [&::-webkit-search-cancel-button]:hidden")}
          />
          {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
          <button
            type="submit"
            aria-label={t("companies.filters.submit")}
            className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-gray-600 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <label htmlFor="companies-industry" className={labelClasses}>
          {t("companies.filters.industry")}
        </label>
        <select
          id="companies-industry"
          name="industry"
          value={filters.industry ?? ""}
          onChange={(event) =>
            apply({ industry: (event.target.value || undefined) as TCompanyDirectoryQuery["industry"] })
          }
          className={inputClasses}
        >
          <option value="">{t("companies.filters.allIndustries")}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabel(t, industry)}
            </option>
          ))}
        </select>
      </div>

      <div className="space-y-1.5">
        <label htmlFor="companies-country" className={labelClasses}>
          {t("companies.filters.country")}
        </label>
        <select
          id="companies-country"
          name="country"
          value={filters.country ?? ""}
          onChange={(event) => apply({ country: event.target.value || undefined, city: undefined })}
          className={inputClasses}
        >
          <option value="">{t("companies.filters.allCountries")}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.name}>
              {`${country.flag} ${country.name}`}
            </option>
          ))}
        </select>
      </div>

      <div className="space-y-1.5">
        <label htmlFor="companies-city" className={labelClasses}>
          {t("companies.filters.city")}
        </label>
        <select
          id="companies-city"
          name="city"
          value={isCityDisabled ? "" : (filters.city ?? "")}
          disabled={isCityDisabled}
          aria-describedby={isCityDisabled ? "companies-city-hint" : undefined}
          onChange={(event) => apply({ city: event.target.value || undefined })}
          className={cn(inputClasses, "disabled:cursor-not-allowed disabled:text-gray-600")}
        >
          <option value="">{t("companies.filters.allCities")}</option>
          {!isCityListed && filters.city ? <option value={filters.city}>{filters.city}</option> : null}
          {[...cityGroups].map(([country, names]) => (
            <optgroup key={country} label={country}>
              {names.map((name) => (
                <option key={`${country}-${name}`} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {isCityDisabled ? (
          <p id="companies-city-hint" className="text-xs text-gray-600">
            {t("companies.filters.cityDisabledHint")}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
