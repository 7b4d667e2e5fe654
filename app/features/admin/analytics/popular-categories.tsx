import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TAdminAnalytics } from "@common/site/analytics";
import { industryLabel } from "~/components/companies/company-labels";
import { cardClasses } from "./daily-section";

/**
 * "Popular categories": the industries of the companies whose jobs are listed now, most jobs
 * first, as a list of bars. Each row says its industry and count in words; the bar, its length
 * relative to the first, is drawn beside them and hidden from assistive technology.
 */
export function PopularCategories({ categories }: { categories: TAdminAnalytics["popularCategories"] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const most = Math.max(1, ...categories.map((category) => category.count));
  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h3 id={titleId} className="text-lg font-semibold text-gray-900">
        {t("adminAnalytics.categories.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("adminAnalytics.categories.description")}</p>
      {categories.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">{t("adminAnalytics.categories.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {categories.map((category) => (
            <li key={category.name}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 font-medium break-words text-gray-900">{industryLabel(t, category.name)}</span>
                <span className="shrink-0 text-gray-700 tabular-nums">
                  {t("adminAnalytics.categories.jobs", { count: category.count })}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-gray-100">
                <div
                  className="h-full rounded-full bg-primary-600"
                  style={{ width: `${Math.max(2, (category.count / most) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
