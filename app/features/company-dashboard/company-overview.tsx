import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { Briefcase, CalendarClock, Users } from "lucide-react";
import type { TRecentApplicant, TUpcomingInterview } from "@common/company/dashboard";
import type { TCompanyJob } from "@common/jobs/posting";
import { absoluteDate } from "@common/jobs/format";
import { formatInterviewStart } from "@common/applications/interview-time";
import { Button } from "~/components/ui/button";
import { ApplicationStatusBadge } from "./status-badges";
import { useFormatLocale } from "~/lib/format-locale";

function Panel({ title, icon: Icon, children }: { title: string; icon: typeof Users; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-5 text-primary-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The Overview tab: the latest applicants (each opening its job's board), the interviews still
 * to come in their own time zone, and the postings listed now.
 */
export function CompanyOverview({
  recentApplicants,
  upcomingInterviews,
  jobs,
  onShowApplicants,
}: {
  recentApplicants: TRecentApplicant[];
  upcomingInterviews: TUpcomingInterview[];
  jobs: TCompanyJob[];
  onShowApplicants: (jobId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const nameOf = (name: string | null) => name ?? t("companyDashboard.board.anonymous");
  const activeJobs = jobs.filter((job) => job.status === "active");

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t("companyDashboard.overview.recentTitle")} icon={Users}>
        {recentApplicants.length ? (
          <ul className="mt-3 divide-y divide-gray-200">
            {recentApplicants.map((applicant) => (
              <li key={applicant.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                  <p className="font-medium break-words text-gray-900">{nameOf(applicant.applicantName)}</p>
                  <p className="text-sm break-words text-gray-600">
                    {t("companyDashboard.overview.forJob", { jobTitle: applicant.jobTitle })} ·{" "}
                    {t("companyDashboard.overview.appliedOn", {
                      date: absoluteDate(applicant.appliedAt, locale),
                    })}
                  </p>
                </div>
                <ApplicationStatusBadge status={applicant.status} />
                <Button
                  variant="ghost"
                  aria-label={t("companyDashboard.overview.showOnBoardLabel", {
                    name: nameOf(applicant.applicantName),
                    jobTitle: applicant.jobTitle,
                  })}
                  onClick={() => onShowApplicants(applicant.jobId)}
                >
                  {t("companyDashboard.overview.showOnBoard")}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700">{t("companyDashboard.overview.recentEmpty")}</p>
        )}
      </Panel>

      <Panel title={t("companyDashboard.overview.interviewsTitle")} icon={CalendarClock}>
        {upcomingInterviews.length ? (
          <ul className="mt-3 divide-y divide-gray-200">
            {upcomingInterviews.map((interview) => (
              <li key={interview.id} className="py-3">
                <p className="font-medium break-words text-gray-900">
                  {t("companyDashboard.overview.interviewWith", {
                    name: nameOf(interview.applicantName),
                    jobTitle: interview.jobTitle,
                  })}
                </p>
                <p className="text-sm text-gray-700">
                  <time dateTime={interview.startsAt}>
                    {t("companyDashboard.overview.interviewTime", {
                      date: formatInterviewStart(interview, locale),
                      timeZone: interview.timeZone,
                    })}
                  </time>
                </p>
                <p className="text-sm break-words text-gray-600">{interview.location}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700">{t("companyDashboard.overview.interviewsEmpty")}</p>
        )}
      </Panel>

      <div className="lg:col-span-2">
        <Panel title={t("companyDashboard.overview.activeTitle")} icon={Briefcase}>
          {activeJobs.length ? (
            <ul className="mt-3 divide-y divide-gray-200">
              {activeJobs.map((job) => (
                <li key={job.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <Link
                    to={`/jobs/${job.id}`}
                    className="min-w-0 flex-1 font-medium break-words text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                  >
                    {job.title}
                  </Link>
                  <span className="text-sm text-gray-700">
                    {t("companyDashboard.jobs.applicants", { count: job.applicantCount })} ·{" "}
                    {t("companyDashboard.jobs.views", { count: job.views })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-gray-700">{t("companyDashboard.overview.activeEmpty")}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
