import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BarChart3 } from "lucide-react";
import type { TAdminAnalytics } from "@common/site/analytics";
import { formatCount, formatDay, formatPercent } from "~/components/charts/chart-format";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { useRemote } from "../use-remote";
import { fetchAdminAnalytics } from "./api";
import { DailySection } from "./daily-section";
import { PopularCategories } from "./popular-categories";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * Admin > Analytics: the site's own figures over the last 30 days in its time zone (the
 * definitions: common/site/analytics.ts). Traffic (page views, unique visitors, bounce rate) and
 * conversion (application rate, resume downloads, registrations) as tiles, then a chart of each
 * day with its table; and the popular categories of the jobs listed now. A site without a
 * recorded event says so instead of showing rows of zeros.
 */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const { state, retry } = useRemote("analytics", fetchAdminAnalytics);
  if (state.status === "loading" || state.status === "idle") {
    return <ListState status="loading" label={t("adminAnalytics.loading")} />;
  }
  if (state.status === "failed") {
    return (
      <ListState
        status="failed"
        message={t(errorMessageKey(state.error, "adminAnalytics.failed"))}
        retryLabel={t("adminAnalytics.retry")}
        onRetry={retry}
      />
    );
  }
  return <Analytics analytics={state.data} />;
}

/** The figures once read (exported for its tests). */
export function Analytics({ analytics }: { analytics: TAdminAnalytics }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const { window } = analytics;
  const hasEvents =
    analytics.pageViews +
      analytics.jobViews +
      analytics.applications +
      analytics.resumeDownloads +
      analytics.newRegistrations >
    0;
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-gray-900">
          {t("adminAnalytics.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {t("adminAnalytics.window", {
            from: formatDay(window.from, locale, "medium"),
            to: formatDay(window.to, locale, "medium"),
            zone: t(`adminAnalytics.timeZones.${window.timeZone}`),
          })}{" "}
          {t("adminAnalytics.privacy")}
        </p>
      </div>

      {hasEvents ? (
        <>
          <Traffic analytics={analytics} />
          <Conversion analytics={analytics} />
        </>
      ) : (
        <ListState
          status="empty"
          icon={BarChart3}
          heading="h3"
          title={t("adminAnalytics.emptyTitle")}
          body={t("adminAnalytics.emptyBody")}
          className="rounded-xl border border-gray-200 bg-white"
        />
      )}

      <PopularCategories categories={analytics.popularCategories} />
    </section>
  );
}

/** A tile: the figure's name, its value over the window and a line under it. */
function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-gray-900 tabular-nums sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-sm text-gray-700">{note}</dd>
    </div>
  );
}

const tilesClasses = "grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4";
const lastOf = (values: number[]) => values[values.length - 1] ?? 0;

function Traffic({ analytics }: { analytics: TAdminAnalytics }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const { daily } = analytics;
  const figure = (key: "pageViews" | "uniqueVisitors" | "bounceRate") => t(`adminAnalytics.figures.${key}`);
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-semibold text-gray-900">
        {t("adminAnalytics.traffic.title")}
      </h3>
      <dl aria-label={t("adminAnalytics.traffic.totalsLabel")} className={tilesClasses}>
        <Tile
          label={figure("pageViews")}
          value={formatCount(analytics.pageViews, locale)}
          note={t("adminAnalytics.notes.today", { count: lastOf(daily.pageViews) })}
        />
        <Tile
          label={figure("uniqueVisitors")}
          value={formatCount(analytics.uniqueVisitors, locale)}
          note={t("adminAnalytics.notes.visitors")}
        />
        <Tile
          label={figure("bounceRate")}
          value={formatPercent(analytics.bounceRate, locale)}
          note={t("adminAnalytics.notes.bounceRate")}
        />
      </dl>
      <DailySection
        title={t("adminAnalytics.traffic.chartTitle")}
        caption={t("adminAnalytics.traffic.caption")}
        tableLabel={t("adminAnalytics.traffic.tableLabel")}
        days={daily.days}
        bars={{ name: figure("pageViews"), values: daily.pageViews }}
        line={{ name: t("adminAnalytics.traffic.visitors"), values: daily.uniqueVisitors }}
        sharedAxis
        rate={{ name: figure("bounceRate"), values: daily.bounceRate }}
      />
    </section>
  );
}

function Conversion({ analytics }: { analytics: TAdminAnalytics }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const { daily } = analytics;
  const figure = (key: "applicationRate" | "resumeDownloads" | "newRegistrations") =>
    t(`adminAnalytics.figures.${key}`);
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-semibold text-gray-900">
        {t("adminAnalytics.conversion.title")}
      </h3>
      <dl aria-label={t("adminAnalytics.conversion.totalsLabel")} className={tilesClasses}>
        <Tile
          label={figure("applicationRate")}
          value={
            analytics.applicationRate === null
              ? t("adminAnalytics.noJobViews")
              : formatPercent(analytics.applicationRate, locale)
          }
          note={t("adminAnalytics.notes.applicationRate", {
            applications: formatCount(analytics.applications, locale),
            jobViews: formatCount(analytics.jobViews, locale),
          })}
        />
        <Tile
          label={figure("resumeDownloads")}
          value={formatCount(analytics.resumeDownloads, locale)}
          note={t("adminAnalytics.notes.today", { count: lastOf(daily.resumeDownloads) })}
        />
        <Tile
          label={figure("newRegistrations")}
          value={formatCount(analytics.newRegistrations, locale)}
          note={t("adminAnalytics.notes.today", { count: lastOf(daily.newRegistrations) })}
        />
      </dl>
      <DailySection
        title={t("adminAnalytics.conversion.applicationsTitle")}
        caption={t("adminAnalytics.conversion.applicationsCaption")}
        tableLabel={t("adminAnalytics.conversion.applicationsTableLabel")}
        days={daily.days}
        bars={{ name: t("adminAnalytics.conversion.jobViews"), values: daily.jobViews }}
        line={{ name: t("adminAnalytics.conversion.applications"), values: daily.applications }}
        rate={{ name: figure("applicationRate"), values: daily.applicationRate }}
      />
      <DailySection
        title={t("adminAnalytics.conversion.accountsTitle")}
        caption={t("adminAnalytics.conversion.accountsCaption")}
        tableLabel={t("adminAnalytics.conversion.accountsTableLabel")}
        days={daily.days}
        bars={{ name: figure("newRegistrations"), values: daily.newRegistrations }}
        line={{ name: figure("resumeDownloads"), values: daily.resumeDownloads }}
        sharedAxis
      />
    </section>
  );
}
