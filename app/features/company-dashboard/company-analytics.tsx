import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BarChart3, Briefcase } from "lucide-react";
import type { TCompanyAnalytics } from "@common/company/analytics";
import { ListState } from "~/components/ui/list-state";
import { fetchCompanyAnalytics } from "~/api/company";
import { cn } from "~/lib/cn";
import { ChartLegend, ChartPlaceholder } from "~/components/charts/chart-legend";
import { formatCount, formatDay, formatPercent } from "~/components/charts/chart-format";
import { useFormatLocale } from "~/lib/format-locale";

const DailyChart = lazy(() =>
  import("~/components/charts/daily-chart").then((module) => ({ default: module.DailyChart })),
);
const ConversionChart = lazy(() =>
  import("./analytics-charts").then((module) => ({ default: module.ConversionChart })),
);

/** What was read (and for which attempt): the analytics, or "failed". */
type TAnalyticsRead = { attempt: number; analytics: TCompanyAnalytics | "failed" };

const selectClasses =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600";
const cardClasses = "rounded-xl border border-gray-200 bg-white p-4 sm:p-5";
const regionClasses =
  "max-h-80 overflow-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
const thClasses = "px-2 py-2 text-start text-xs font-semibold whitespace-nowrap text-gray-700 sm:px-3";
const numberThClasses = "px-2 py-2 text-end text-xs font-semibold whitespace-nowrap text-gray-700 sm:px-3";
const tdClasses = "px-2 py-2 text-gray-900 sm:px-3";
const numberTdClasses = "px-2 py-2 text-end text-gray-900 tabular-nums sm:px-3";

/**
 * The Analytics tab (docs/product.md#dashboard): over the last 30 days, the views and
 * applications per day of all the company's jobs or the one picked, and the conversion of each
 * job, each chart beside a table that screen readers read. Read when the tab is first opened.
 */
export function CompanyAnalytics({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [hasOpened, setHasOpened] = useState(isActive);
  const [read, setRead] = useState<TAnalyticsRead | null>(null);

  if (isActive && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (!hasOpened) return;
    let isCurrent = true;
    fetchCompanyAnalytics().then(
      (analytics) => isCurrent && setRead({ attempt, analytics }),
      () => isCurrent && setRead({ attempt, analytics: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasOpened, attempt]);

  const analytics = read && read.attempt === attempt ? read.analytics : null;
  return (
    <div aria-busy={analytics === null}>
      {analytics === null ? (
        <ListState status="loading" label={t("companyAnalytics.loading")} />
      ) : analytics === "failed" ? (
        <ListState
          status="failed"
          message={t("companyAnalytics.failed")}
          retryLabel={t("companyDashboard.retry")}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : analytics.jobs.length === 0 ? (
        <ListState status="empty" icon={Briefcase} title={t("companyAnalytics.noJobs")} />
      ) : analytics.totals.views + analytics.totals.applications === 0 ? (
        <ListState
          status="empty"
          icon={BarChart3}
          heading="h2"
          title={t("companyAnalytics.emptyTitle")}
          body={t("companyAnalytics.emptyBody")}
        />
      ) : (
        <Analytics analytics={analytics} />
      )}
    </div>
  );
}

function Analytics({ analytics }: { analytics: TCompanyAnalytics }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const pickId = useId();
  const dailyId = useId();
  const conversionId = useId();
  const [picked, setPicked] = useState<number | null>(null);

  const job = analytics.jobs.find((candidate) => candidate.jobId === picked) ?? null;
  const sumPerDay = (key: "views" | "applications") =>
    analytics.days.map((_, index) => analytics.jobs.reduce((total, row) => total + row[key][index], 0));
  const views = job ? job.views : sumPerDay("views");
  const applications = job ? job.applications : sumPerDay("applications");
  const totals = job
    ? { views: job.totalViews, applications: job.totalApplications, conversion: job.conversion }
    : analytics.totals;
  const viewedJobs = analytics.jobs.flatMap((row) =>
    row.conversion === null ? [] : [{ jobId: row.jobId, title: row.title, conversion: row.conversion }],
  );
  const conversionText = (value: number | null) =>
    value === null ? t("companyAnalytics.noConversion") : formatPercent(value, locale);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{t("companyAnalytics.title")}</h2>
          <p className="mt-1 text-sm text-gray-700">{t("companyAnalytics.intro")}</p>
        </div>
        <div className="w-full sm:max-w-xs">
          <label htmlFor={pickId} className="block text-sm font-medium text-gray-900">
            {t("companyAnalytics.pickJob")}
          </label>
          <select
            id={pickId}
            value={picked ?? ""}
            onChange={(event) => setPicked(event.target.value === "" ? null : Number(event.target.value))}
            className={cn(selectClasses, "mt-1")}
          >
            <option value="">{t("companyAnalytics.allJobs")}</option>
            {analytics.jobs.map((row) => (
              <option key={row.jobId} value={row.jobId}>
                {t("companyAnalytics.jobOption", {
                  title: row.title,
                  status: t(`companyDashboard.jobStatus.${row.status}`),
                })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <dl aria-label={t("companyAnalytics.totalsLabel")} className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        {(["views", "applications", "conversion"] as const).map((key) => (
          <div key={key} className={cardClasses}>
            <dt className="text-sm font-medium text-gray-600">{t(`companyAnalytics.totals.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-gray-900 tabular-nums sm:text-3xl">
              {key === "conversion" ? conversionText(totals.conversion) : formatCount(totals[key], locale)}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={dailyId} className={cn(cardClasses, "mt-6")}>
        <h3 id={dailyId} className="text-base font-semibold text-gray-900">
          {job ? t("companyAnalytics.daily.titleFor", { title: job.title }) : t("companyAnalytics.daily.title")}
        </h3>
        {totals.views + totals.applications === 0 ? (
          <p className="mt-4 text-sm text-gray-700">{t("companyAnalytics.emptyJob")}</p>
        ) : (
          <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <ChartLegend bars={t("companyAnalytics.totals.views")} line={t("companyAnalytics.totals.applications")} />
              <Suspense fallback={<ChartPlaceholder height={260} />}>
                <DailyChart
                  days={analytics.days}
                  bars={{ name: t("companyAnalytics.totals.views"), values: views }}
                  line={{ name: t("companyAnalytics.totals.applications"), values: applications }}
                />
              </Suspense>
            </div>
            <div
              role="region"
              tabIndex={0}
              aria-label={t("companyAnalytics.daily.tableLabel")}
              className={regionClasses}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">{t("companyAnalytics.daily.caption")}</caption>
                <thead className="sticky top-0 bg-gray-50">
                  <tr>
                    <th scope="col" className={thClasses}>
                      {t("companyAnalytics.daily.day")}
                    </th>
                    <th scope="col" className={numberThClasses}>
                      {t("companyAnalytics.totals.views")}
                    </th>
                    <th scope="col" className={numberThClasses}>
                      {t("companyAnalytics.totals.applications")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {analytics.days
                    .map((day, index) => ({ day, views: views[index], applications: applications[index] }))
                    .reverse()
                    .map((row) => (
                      <tr key={row.day}>
                        <th scope="row" className={cn(tdClasses, "text-start font-normal whitespace-nowrap")}>
                          <time dateTime={row.day}>{formatDay(row.day, locale, "full")}</time>
                        </th>
                        <td className={numberTdClasses}>{formatCount(row.views, locale)}</td>
                        <td className={numberTdClasses}>{formatCount(row.applications, locale)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby={conversionId} className={cn(cardClasses, "mt-6")}>
        <h3 id={conversionId} className="text-base font-semibold text-gray-900">
          {t("companyAnalytics.conversion.title")}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{t("companyAnalytics.conversion.description")}</p>
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            {viewedJobs.length === 0 ? (
              <p className="text-sm text-gray-700">{t("companyAnalytics.conversion.noViews")}</p>
            ) : (
              <Suspense fallback={<ChartPlaceholder height={32 + viewedJobs.length * 44} />}>
                <ConversionChart jobs={viewedJobs} pickedJobId={picked} />
              </Suspense>
            )}
          </div>
          <div
            role="region"
            tabIndex={0}
            aria-label={t("companyAnalytics.conversion.tableLabel")}
            className={regionClasses}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t("companyAnalytics.conversion.caption")}</caption>
              <thead className="sticky top-0 bg-gray-50">
                <tr>
                  <th scope="col" className={thClasses}>
                    {t("companyAnalytics.conversion.job")}
                  </th>
                  <th scope="col" className={numberThClasses}>
                    {t("companyAnalytics.totals.views")}
                  </th>
                  <th scope="col" className={numberThClasses}>
                    {t("companyAnalytics.totals.applications")}
                  </th>
                  <th scope="col" className={numberThClasses}>
                    {t("companyAnalytics.totals.conversion")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {analytics.jobs.map((row) => (
                  <tr key={row.jobId} className={row.jobId === picked ? "bg-primary-50" : undefined}>
                    <th scope="row" className={cn(tdClasses, "text-start font-normal break-words")}>
                      {row.title}
                    </th>
                    <td className={numberTdClasses}>{formatCount(row.totalViews, locale)}</td>
                    <td className={numberTdClasses}>{formatCount(row.totalApplications, locale)}</td>
                    <td className={cn(numberTdClasses, "whitespace-nowrap")}>{conversionText(row.conversion)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-gray-200 bg-gray-50 font-semibold">
                <tr>
                  <th scope="row" className={cn(tdClasses, "text-start")}>
                    {t("companyAnalytics.allJobs")}
                  </th>
                  <td className={numberTdClasses}>{formatCount(analytics.totals.views, locale)}</td>
                  <td className={numberTdClasses}>{formatCount(analytics.totals.applications, locale)}</td>
                  <td className={cn(numberTdClasses, "whitespace-nowrap")}>
                    {conversionText(analytics.totals.conversion)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </section>
    </div>
  );
}
