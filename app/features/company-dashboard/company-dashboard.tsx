import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator, useSearchParams } from "react-router";
import { Link } from "~/lib/localized-links";
import { BarChart3, Briefcase, LayoutDashboard, SquarePen, UserSearch, Users } from "lucide-react";
import type { TCompanyDashboard } from "@common/company/dashboard";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { Tabs } from "~/components/ui/tabs";
import { ApplicantsBoard } from "./applicants-board";
import { CandidatesTab } from "./candidates-tab";
import { CompanyAnalytics } from "./company-analytics";
import { CompanyJobs } from "./company-jobs";
import { CompanyOverview } from "./company-overview";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

const TAB_KEYS = ["overview", "jobs", "applicants", "candidates", "analytics"] as const;
type TTabKey = (typeof TAB_KEYS)[number];

const TILES = ["activeJobs", "applicants", "interviews", "hires"] as const;

/**
 * A company's dashboard (docs/product.md#dashboard): Find Candidates and Post New Job, the four
 * tiles from its own data, and the Overview, Jobs, Applicants, Candidates and Analytics tabs.
 */
export function CompanyDashboard({ dashboard }: { dashboard: TCompanyDashboard }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const revalidator = useRevalidator();
  // /dashboard?tab=jobs&job={id} opens a tab, and there a job's card (where posting or editing lands).
  const [searchParams] = useSearchParams();
  const requestedTab = searchParams.get("tab");
  const [tab, setTab] = useState<TTabKey>(() =>
    TAB_KEYS.includes(requestedTab as TTabKey) ? (requestedTab as TTabKey) : "overview",
  );
  const [arrivedJobId] = useState(() => Number(searchParams.get("job")) || null);
  const [boardJobId, setBoardJobId] = useState<number | null>(null);

  const header = (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link to="/seekers" className={buttonClasses({ variant: "secondary", className: "gap-2" })}>
        <UserSearch aria-hidden="true" className="size-4" />
        {t("companyDashboard.findCandidates")}
      </Link>
      <Link to="/post-job" className={buttonClasses({ className: "gap-2" })}>
        <SquarePen aria-hidden="true" className="size-4" />
        {t("companyDashboard.postNewJob")}
      </Link>
    </div>
  );

  if (dashboard.failed) {
    return (
      <>
        {header}
        <ListState
          status="failed"
          className="mt-8"
          message={t("companyDashboard.failed")}
          retryLabel={t("companyDashboard.retry")}
          onRetry={() => void revalidator.revalidate()}
          isRetrying={revalidator.state === "loading"}
        />
      </>
    );
  }

  const { stats, jobs } = dashboard;
  const showApplicants = (id: number) => {
    setBoardJobId(id);
    setTab("applicants");
  };
  // The board shows the job picked, else the newest (a deleted job falls back to it too).
  const shownJobId = jobs.some((job) => job.id === boardJobId) ? boardJobId : (jobs[0]?.id ?? null);

  return (
    <>
      {header}
      <section aria-label={t("companyDashboard.statsLabel")} className="mt-8">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {TILES.map((key) => (
            <div key={key} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
              <dt className="text-sm font-medium text-gray-600">{t(`companyDashboard.stats.${key}`)}</dt>
              <dd className="mt-1 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
                {formatNumber(stats[key], locale)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-10">
        <Tabs<TTabKey>
          label={t("companyDashboard.tabsLabel")}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: "overview",
              label: t("companyDashboard.tabs.overview"),
              icon: LayoutDashboard,
              href: "?tab=overview",
              panel: (
                <CompanyOverview
                  recentApplicants={dashboard.recentApplicants}
                  upcomingInterviews={dashboard.upcomingInterviews}
                  jobs={jobs}
                  onShowApplicants={showApplicants}
                />
              ),
            },
            {
              key: "jobs",
              label: t("companyDashboard.tabs.jobs"),
              icon: Briefcase,
              href: "?tab=jobs",
              panel: <CompanyJobs jobs={jobs} onShowApplicants={showApplicants} arrivedJobId={arrivedJobId} />,
            },
            {
              key: "applicants",
              label: t("companyDashboard.tabs.applicants"),
              icon: Users,
              href: "?tab=applicants",
              panel: <ApplicantsBoard jobs={jobs} jobId={shownJobId} onJobChange={setBoardJobId} />,
            },
            {
              key: "candidates",
              label: t("companyDashboard.tabs.candidates"),
              icon: UserSearch,
              href: "?tab=candidates",
              panel: <CandidatesTab jobs={jobs} jobId={shownJobId} onJobChange={setBoardJobId} />,
            },
            {
              key: "analytics",
              label: t("companyAnalytics.tab"),
              icon: BarChart3,
              href: "?tab=analytics",
              panel: <CompanyAnalytics isActive={tab === "analytics"} />,
            },
          ]}
        />
      </div>
    </>
  );
}
