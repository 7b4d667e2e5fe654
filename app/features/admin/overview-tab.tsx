import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { CalendarClock, CircleCheck, MailWarning } from "lucide-react";
import type { TAdminStats } from "@common/admin/console";
import { absoluteDate } from "@common/jobs/format";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ListState } from "~/components/ui/list-state";
import { fetchAdminStats } from "~/api/admin";
import { errorMessageKey } from "~/lib/api-client";
import { LastJobSync } from "./job-import/last-sync";
import { useRemote } from "./use-remote";
import { formatNumber, formatPercent } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

/** Where "Open failed e-mails" leads: Settings, Email, the outbox filtered to failed messages. */
export const FAILED_MAIL_HREF = "?tab=settings&section=email&status=failed";

/**
 * The Overview tab: the totals of jobs, users and applications and the success rate (hires out
 * of applications), each with what this week added, the last job sync, and what needs attention:
 * listings ending in the next 7 days and mail that failed to send.
 */
export function OverviewTab() {
  const { t } = useTranslation();
  const { state, retry } = useRemote("stats", fetchAdminStats);
  if (state.status === "loading" || state.status === "idle") {
    return <ListState status="loading" label={t("adminConsole.overview.loading")} />;
  }
  if (state.status === "failed") {
    return (
      <ListState
        status="failed"
        message={t(errorMessageKey(state.error, "adminConsole.overview.failed"))}
        retryLabel={t("adminConsole.retry")}
        onRetry={retry}
      />
    );
  }
  return (
    <div className="space-y-6">
      <StatTiles stats={state.data} />
      <LastJobSync />
      <NeedsAttention stats={state.data} />
    </div>
  );
}

function StatTiles({ stats }: { stats: TAdminStats }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const number = (value: number) => formatNumber(value, locale);
  const tiles = [
    {
      key: "totalJobs",
      value: number(stats.totalJobs),
      note: t("adminConsole.overview.thisWeek", { count: stats.newJobsThisWeek }),
    },
    {
      key: "totalUsers",
      value: number(stats.totalUsers),
      note: t("adminConsole.overview.thisWeek", { count: stats.newUsersThisWeek }),
    },
    {
      key: "applications",
      value: number(stats.totalApplications),
      note: t("adminConsole.overview.thisWeek", { count: stats.newApplicationsThisWeek }),
    },
    {
      key: "successRate",
      value: formatPercent(stats.successRate / 100, locale),
      note: t("adminConsole.overview.hiresThisWeek", { count: stats.hiresThisWeek }),
      hint: t("adminConsole.overview.successRateHint"),
    },
  ] as const;
  return (
    <section aria-label={t("adminConsole.overview.statsLabel")}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
            <dt className="text-sm font-medium text-gray-600">{t(`adminConsole.overview.${tile.key}`)}</dt>
            <dd className="mt-1 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">{tile.value}</dd>
            <dd className="mt-1 text-sm font-medium text-green-800">{tile.note}</dd>
            {"hint" in tile ? <dd className="mt-0.5 text-xs text-gray-600">{tile.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

function NeedsAttention({ stats }: { stats: TAdminStats }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const moreJobs = stats.expiringJobsCount - stats.expiringJobs.length;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{t("adminConsole.overview.attentionTitle")}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="admin-expiring-title">
          <h3 id="admin-expiring-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
            <CalendarClock aria-hidden="true" className="size-5 text-gray-500" />
            {t("adminConsole.overview.expiringTitle")}
          </h3>
          {stats.expiringJobs.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">{t("adminConsole.overview.expiringNone")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100">
              {stats.expiringJobs.map((job) => (
                <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="min-w-0">
                    <Link
                      to={`/jobs/${job.id}`}
                      className="font-medium break-words text-primary-700 underline-offset-2 hover:underline"
                    >
                      {job.title}
                    </Link>
                    <span className="block text-sm text-gray-600">{job.company}</span>
                  </span>
                  <span className="text-sm text-gray-700">
                    {t("adminConsole.overview.expiresOn", { date: absoluteDate(job.expiresAt, locale) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {moreJobs > 0 ? (
            <p className="mt-1 text-sm text-gray-700">{t("adminConsole.overview.expiringMore", { count: moreJobs })}</p>
          ) : null}
        </section>
        <section aria-labelledby="admin-mail-title">
          <h3 id="admin-mail-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
            {stats.failedMailCount > 0 ? (
              <MailWarning aria-hidden="true" className="size-5 text-red-700" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
            )}
            {t("adminConsole.overview.mailTitle")}
          </h3>
          {stats.failedMailCount > 0 ? (
            <>
              <p className="mt-2 text-sm text-gray-700">
                {t("adminConsole.overview.failedMail", { count: stats.failedMailCount })}
              </p>
              <Link to={FAILED_MAIL_HREF} className={buttonClasses({ variant: "secondary", className: "mt-3" })}>
                {t("adminConsole.overview.openFailedMail")}
              </Link>
            </>
          ) : (
            <p className="mt-2 text-sm text-gray-700">{t("adminConsole.overview.noFailedMail")}</p>
          )}
        </section>
      </div>
    </Card>
  );
}
