import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Link } from "~/lib/localized-links";
import { Briefcase, CalendarClock, ChevronRight, ExternalLink, Search } from "lucide-react";
import {
  APPLICATION_STATUS_BADGE_CLASSES,
  canWithdrawApplication,
  type TApplicationStatus,
} from "@common/applications/pipeline";
import type { TApplication, TApplicationStatusChange, TDashboardStats, TInterview } from "@common/applications/schemas";
import { absoluteDate } from "@common/jobs/format";
import { formatInterviewStart } from "@common/applications/interview-time";
import { Button, buttonClasses, PlainButton } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { fetchApplicationHistory, fetchApplicationInterviews, withdrawApplication } from "~/api/applications";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

/** The job seeker's tiles and latest applications, or `failed` when they could not be read. */
export type TMyApplications =
  { failed: false; stats: TDashboardStats; recent: TApplication[]; total: number } | { failed: true };

const TILES = [
  { key: "applied", stat: "applied" },
  { key: "reviewing", stat: "reviewing" },
  { key: "interviews", stat: "interviews" },
  { key: "offers", stat: "offers" },
] as const;

export function ApplicationStatusBadge({ status }: { status: TApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        APPLICATION_STATUS_BADGE_CLASSES[status],
      )}
    >
      {t(`applications.status.${status}`)}
    </span>
  );
}

/**
 * The job seeker's applications on the dashboard (docs/product.md#dashboard): the four tiles,
 * Recent Applications with their badges, each opening its details, history and withdrawal.
 */
export function MyApplications({ applications }: { applications: TMyApplications }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);

  if (applications.failed) {
    return (
      <section aria-labelledby="my-applications-title" className="mt-8">
        <h2 id="my-applications-title" className="sr-only">
          {t("seekerDashboard.recentTitle")}
        </h2>
        <ListState
          status="failed"
          message={t("seekerDashboard.failed")}
          retryLabel={t("seekerDashboard.retry")}
          onRetry={() => void revalidator.revalidate()}
          isRetrying={revalidator.state === "loading"}
        />
      </section>
    );
  }

  const { stats, recent, total } = applications;
  const opened = recent.find((application) => application.id === openId) ?? null;
  return (
    <>
      <section aria-label={t("seekerDashboard.statsLabel")} className="mt-8">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {TILES.map(({ key, stat }) => (
            <div key={key} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
              <dt className="text-sm font-medium text-gray-600">{t(`seekerDashboard.stats.${key}`)}</dt>
              <dd className="mt-1 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
                {formatNumber(stats[stat], locale)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="my-applications-title" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="my-applications-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Briefcase aria-hidden="true" className="size-5 text-primary-700" />
            {t("seekerDashboard.recentTitle")}
          </h2>
          {total ? <p className="text-sm text-gray-600">{t("seekerDashboard.viewAll", { count: total })}</p> : null}
        </div>
        {recent.length ? (
          <ul className="mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
            {recent.map((application) => (
              <li key={application.id}>
                <PlainButton
                  type="button"
                  onClick={() => setOpenId(application.id)}
                  aria-label={t("seekerDashboard.openLabel", {
                    jobTitle: application.job.title,
                    company: application.job.company,
                  })}
                  className="group flex w-full items-center gap-4 p-4 text-start transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-gray-900 group-hover:text-primary-700">
                      {application.job.title}
                    </span>
                    <span className="mt-1 block text-sm text-gray-600">
                      {application.job.company} ·{" "}
                      {t("seekerDashboard.appliedOn", { date: absoluteDate(application.appliedAt, locale) })}
                    </span>
                  </span>
                  <ApplicationStatusBadge status={application.status} />
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400 rtl:-scale-x-100" />
                </PlainButton>
              </li>
            ))}
          </ul>
        ) : (
          <ListState
            status="empty"
            className="mt-4"
            icon={Briefcase}
            title={t("seekerDashboard.emptyTitle")}
            body={t("seekerDashboard.emptyBody")}
            action={
              <Link to="/jobs" className={buttonClasses()}>
                <Search aria-hidden="true" className="size-4" />
                {t("seekerDashboard.browseJobs")}
              </Link>
            }
          />
        )}
      </section>

      <Dialog open={opened !== null} onOpenChange={(isOpen) => (isOpen ? null : setOpenId(null))}>
        {opened ? (
          <ApplicationDetails
            key={opened.id}
            application={opened}
            onWithdrawn={() => {
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/** An interview's start in its own time zone, which the company chose: "Thu, Dec 3, 2026, 10:30 AM (Europe/Berlin)". */
function interviewTime(interview: TInterview, language: string): string {
  return `${formatInterviewStart(interview, language)} (${interview.timeZone})`;
}

/** One application: its status, interviews, the history, the job as sent, and withdrawing it. */
function ApplicationDetails({ application, onWithdrawn }: { application: TApplication; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [details, setDetails] = useState<
    { history: TApplicationStatusChange[]; interviews: TInterview[] } | "loading" | "failed"
  >("loading");
  const [isConfirming, setIsConfirming] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  // Try again asks once more: a new attempt re-runs the effect below.
  const [attempt, setAttempt] = useState(0);
  const { job } = application;

  useEffect(() => {
    let isCurrent = true;
    Promise.all([fetchApplicationHistory(application.id), fetchApplicationInterviews(application.id)]).then(
      ([history, interviews]) => isCurrent && setDetails({ history, interviews }),
      () => isCurrent && setDetails("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [application.id, application.status, attempt]);

  async function withdraw() {
    setIsWithdrawing(true);
    try {
      await withdrawApplication(application.id);
    } catch (error) {
      notify({
        title: t("seekerDashboard.details.withdrawFailedTitle"),
        description: t(errorMessageKey(error, "applications.errors.cannotWithdraw")),
        variant: "destructive",
      });
      return;
    } finally {
      setIsWithdrawing(false);
    }
    setIsConfirming(false);
    notify({
      title: t("seekerDashboard.details.withdrawnTitle"),
      description: t("seekerDashboard.details.withdrawn", { jobTitle: job.title }),
    });
    onWithdrawn();
  }

  return (
    <DialogContent title={job.title} closeLabel={t("seekerDashboard.details.close")}>
      <DialogDescription className="mt-1 text-sm text-gray-700">
        {job.company} · {job.location}
      </DialogDescription>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-gray-700">{t("seekerDashboard.details.status")}</span>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {t("seekerDashboard.appliedOn", { date: absoluteDate(application.appliedAt, locale) })} ·{" "}
        {t("seekerDashboard.details.sentResume", { title: application.resumeTitle })}
      </p>

      {typeof details === "object" && details.interviews.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-gray-900">{t("seekerDashboard.details.interviews")}</h3>
          <ul className="mt-3 space-y-3">
            {details.interviews.map((interview) => (
              <li
                key={interview.id}
                className="flex gap-3 rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm"
              >
                <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-purple-800" />
                <span>
                  <span className="block font-medium text-gray-900">{interviewTime(interview, locale)}</span>
                  <span className="block text-gray-700">
                    {t("seekerDashboard.details.interviewDetails", {
                      minutes: interview.durationMinutes,
                      location: interview.location,
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-6 text-sm font-semibold text-gray-900">{t("seekerDashboard.details.history")}</h3>
      {details === "loading" ? (
        <ListState status="loading" label={t("seekerDashboard.details.historyLoading")} className="mt-2" />
      ) : details === "failed" ? (
        <ListState
          status="failed"
          message={t("seekerDashboard.details.historyFailed")}
          retryLabel={t("seekerDashboard.retry")}
          onRetry={() => {
            setDetails("loading");
            setAttempt((count) => count + 1);
          }}
          className="mt-2"
        />
      ) : (
        <ol className="mt-3 space-y-3 border-s-2 border-gray-200 ps-4">
          {details.history.map((change, index) => (
            <li key={`${change.changedAt}-${index}`} className="text-sm">
              <span className="font-medium text-gray-900">
                {t(`seekerDashboard.details.change.${change.actorRole}`, {
                  status: t(`applications.status.${change.toStatus}`),
                })}
              </span>
              <span className="block text-gray-600">{absoluteDate(change.changedAt, locale)}</span>
            </li>
          ))}
        </ol>
      )}

      <h3 className="mt-6 text-sm font-semibold text-gray-900">{t("seekerDashboard.details.asSent")}</h3>
      <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-gray-700">{job.description}</p>
      {application.jobId === null ? (
        <p className="mt-2 text-sm text-gray-600">{t("seekerDashboard.details.jobRemoved")}</p>
      ) : (
        <Link
          to={`/jobs/${application.jobId}`}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
        >
          {t("seekerDashboard.details.viewJob")}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      )}

      {canWithdrawApplication(application.status) ? (
        <div className="mt-6 border-t border-gray-200 pt-4">
          {isConfirming ? (
            <div className="space-y-3">
              <p className="text-sm text-gray-800">{t("seekerDashboard.details.withdrawQuestion")}</p>
              <div className="flex flex-wrap gap-3">
                <Button variant="destructive" disabled={isWithdrawing} onClick={() => void withdraw()}>
                  {isWithdrawing
                    ? t("seekerDashboard.details.withdrawing")
                    : t("seekerDashboard.details.withdrawConfirm")}
                </Button>
                <Button variant="secondary" disabled={isWithdrawing} onClick={() => setIsConfirming(false)}>
                  {t("seekerDashboard.details.withdrawCancel")}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setIsConfirming(true)}>
              {t("seekerDashboard.details.withdraw")}
            </Button>
          )}
        </div>
      ) : null}
    </DialogContent>
  );
}
