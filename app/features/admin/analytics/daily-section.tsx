import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { ChartLegend, ChartPlaceholder } from "~/components/charts/chart-legend";
import { formatCount, formatDay, formatPercent } from "~/components/charts/chart-format";
import type { TDailySeries } from "~/components/charts/daily-chart";
import { cn } from "~/lib/cn";
import { useFormatLocale } from "~/lib/format-locale";

const DailyChart = lazy(() =>
  import("~/components/charts/daily-chart").then((module) => ({ default: module.DailyChart })),
);

export const cardClasses = "rounded-xl border border-gray-200 bg-white p-3 sm:p-5";
const regionClasses =
  "relative max-h-80 overflow-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
const thClasses = "px-2 py-2 text-start text-xs font-semibold whitespace-nowrap text-gray-700 sm:px-3";
const numberThClasses = "px-2 py-2 text-end text-xs font-semibold whitespace-nowrap text-gray-700 sm:px-3";
const numberTdClasses = "px-2 py-2 text-end text-gray-900 tabular-nums sm:px-3";

/**
 * One daily chart with the table beside it that assistive technology reads (the chart is hidden
 * from it): `bars` and `line` are drawn and tabled, `rate` (a percentage per day, none on a day
 * without a base) is a third column of the table only. The newest day is the table's first row.
 */
export function DailySection(props: {
  title: string;
  caption: string;
  tableLabel: string;
  days: string[];
  bars: TDailySeries;
  line: TDailySeries;
  sharedAxis?: boolean;
  rate?: { name: string; values: Array<number | null> };
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const { days, bars, line, rate } = props;
  const rows = days.map((day, index) => ({
    day,
    bars: bars.values[index],
    line: line.values[index],
    rate: rate ? rate.values[index] : null,
  }));
  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h4 id={titleId} className="text-base font-semibold text-gray-900">
        {props.title}
      </h4>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <ChartLegend bars={bars.name} line={line.name} />
          <Suspense fallback={<ChartPlaceholder height={260} />}>
            <DailyChart days={days} bars={bars} line={line} sharedAxis={props.sharedAxis} />
          </Suspense>
        </div>
        <div role="region" tabIndex={0} aria-label={props.tableLabel} className={regionClasses}>
          <table className="w-full text-sm">
            <caption className="sr-only">{props.caption}</caption>
            <thead className="sticky top-0 bg-gray-50">
              <tr>
                <th scope="col" className={thClasses}>
                  {t("adminAnalytics.day")}
                </th>
                <th scope="col" className={numberThClasses}>
                  {bars.name}
                </th>
                <th scope="col" className={numberThClasses}>
                  {line.name}
                </th>
                {rate ? (
                  <th scope="col" className={numberThClasses}>
                    {rate.name}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.reverse().map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="px-2 py-2 text-start font-normal whitespace-nowrap text-gray-900 sm:px-3">
                    <time dateTime={row.day}>{formatDay(row.day, locale, "medium")}</time>
                  </th>
                  <td className={numberTdClasses}>{formatCount(row.bars, locale)}</td>
                  <td className={numberTdClasses}>{formatCount(row.line, locale)}</td>
                  {rate ? (
                    <td className={cn(numberTdClasses, "whitespace-nowrap")}>
                      {row.rate === null ? (
                        <>
                          <span aria-hidden="true">{t("adminAnalytics.noRate")}</span>
                          <span className="sr-only">{t("adminAnalytics.noRateSpoken")}</span>
                        </>
                      ) : (
                        formatPercent(row.rate, locale)
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
