import { X } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import {
  COMPANY_DIRECTORY_FILTERS,
  type TCompanyDirectoryFilter,
  type TCompanyDirectoryQuery,
} from "@common/companies/schemas";
import { getCountry } from "@common/locations";
import { cn } from "~/lib/cn";
import { industryLabel } from "~/components/companies/company-labels";
import { COMPANIES_PATH, directoryUrl, hasActiveFilters, withoutFilter } from "./directory-url";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/** One removable chip per active filter, and "Clear All" (docs/product.md#companies). */
export function ActiveFilterChips({ filters }: { filters: TCompanyDirectoryQuery }) {
  const { t } = useTranslation();
  if (!hasActiveFilters(filters)) return null;

  const prefixes: Record<TCompanyDirectoryFilter, string> = {
    search: t("companies.chips.search"),
    industry: t("companies.filters.industry"),
    country: t("companies.filters.country"),
    city: t("companies.filters.city"),
  };
  const shownValue = (key: TCompanyDirectoryFilter, value: string) =>
    key === "industry" ? industryLabel(t, value) : value;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("companies.chips.label")}</h2>
      <ul className="contents">
        {COMPANY_DIRECTORY_FILTERS.map((key) => {
          const value = filters[key];
          if (!value) return null;
          const text = `${prefixes[key]}: ${shownValue(key, value)}`;
          const flag = key === "country" ? getCountry(value)?.flag : undefined;
          return (
            <li
              key={key}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary-200 bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-900"
            >
              <span className="min-w-0 truncate">
                {prefixes[key]}: {flag ? <span aria-hidden="true">{flag} </span> : null}
                {shownValue(key, value)}
              </span>
              <Link
                to={directoryUrl(withoutFilter(filters, key))}
                preventScrollReset
                aria-label={t("companies.chips.remove", { filter: text })}
                className={cn(
                  "relative inline-flex size-7 shrink-0 items-center justify-center rounded-full text-primary-800 hover:bg-primary-100",
                  // A 44 px touch target around the small visible button.
                  "after:absolute after:-inset-2 after:content-['']",
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={COMPANIES_PATH}
        preventScrollReset
        className={cn(
          "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 hover:underline",
          focusRing,
        )}
      >
        {t("companies.chips.clearAll")}
      </Link>
    </div>
  );
}
