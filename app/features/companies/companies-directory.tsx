import { useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { TCompanyDirectory, TCompanyDirectoryQuery } from "@common/companies/schemas";
import { withoutLanguagePrefix } from "@common/i18n/language-paths";
import { ActiveFilterChips } from "./active-filter-chips";
import { NoCompaniesYet, NoMatchingCompanies } from "./companies-status";
import { CompanyCard, CompanyCardSkeleton } from "./company-card";
import { CompanyFilters } from "./company-filters";
import { COMPANIES_PATH, hasActiveFilters, parsePageFilters } from "./directory-url";

const SKELETON_COUNT = 6;
// Quick answers keep the current cards; skeletons replace them only after this long.
const SKELETON_DELAY_MS = 150;

/**
 * While the next filters load: whether the skeletons are due, and those filters, so the
 * controls and chips show what was just chosen instead of springing back.
 */
function useDirectoryLoading(): { isSlow: boolean; pendingFilters: TCompanyDirectoryQuery | null } {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && withoutLanguagePrefix(navigation.location.pathname) === COMPANIES_PATH;
  const pendingSearch = isLoading ? navigation.location.search : null;
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = window.setTimeout(() => setIsSlow(true), SKELETON_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isLoading]);
  const pendingFilters = useMemo(
    () => (pendingSearch === null ? null : parsePageFilters(new URLSearchParams(pendingSearch))),
    [pendingSearch],
  );
  return { isSlow: isLoading && isSlow, pendingFilters };
}

/** The signed-in /companies page: heading, filters, chips, count and the cards. */
export function CompaniesDirectory({
  filters,
  directory,
}: {
  filters: TCompanyDirectoryQuery;
  directory: TCompanyDirectory;
}) {
  const { t } = useTranslation();
  const loading = useDirectoryLoading();
  const isLoading = loading.isSlow;
  const shownFilters = loading.pendingFilters ?? filters;
  const shown = directory.companies.length;
  return (
    <div className="flex flex-1 flex-col">
      <div className="border-b border-gray-200 bg-gray-50">
        <div className="page-container py-8 sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("companies.title")}</h1>
          <p className="mt-2 max-w-2xl text-base text-gray-700">{t("companies.intro")}</p>
          <div className="mt-6">
            <CompanyFilters filters={shownFilters} cities={directory.cities} />
          </div>
        </div>
      </div>

      <section aria-labelledby="companies-count" className="page-container flex-1 space-y-5 py-6 sm:py-8">
        <ActiveFilterChips filters={shownFilters} />
        <div role="status" className="space-y-1">
          <p id="companies-count" className="text-base font-semibold text-gray-900">
            {isLoading ? t("companies.results.loading") : t("companies.results.count", { count: directory.total })}
          </p>
          {!isLoading && directory.total > shown ? (
            <p className="text-sm text-gray-600">
              {t("companies.results.truncated", { shown, total: directory.total })}
            </p>
          ) : null}
        </div>

        {isLoading ? (
          <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <CompanyCardSkeleton key={index} />
            ))}
          </div>
        ) : shown === 0 ? (
          hasActiveFilters(filters) ? (
            <NoMatchingCompanies />
          ) : (
            <NoCompaniesYet />
          )
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {directory.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
