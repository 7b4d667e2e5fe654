import { ArrowRight, FileText, Search, Settings, SquarePen, UserSearch } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { isCompany, permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TJob } from "@common/jobs/schemas";
import type { TResumeSummary } from "@common/resumes/schema";
import { JobAlerts } from "./job-alerts";
import { MarketInsightsCard } from "./market-insights";
import { MyApplications, type TMyApplications } from "./my-applications";
import { MyResumes } from "./my-resumes";
import { RecommendedJobs, type TRecommendationsState } from "./recommended-jobs";
import { SavedJobs } from "./saved-jobs";
import { SeekerGuidance } from "./seeker-guidance";

type TCardKey = "updateResume" | "findNewJobs" | "settings" | "postJob" | "findCandidates";
type TCard = { key: TCardKey; to: string; icon: React.ComponentType<{ className?: string }> };

const SEEKER_CARDS: TCard[] = [
  { key: "updateResume", to: "/resume-builder", icon: FileText },
  { key: "findNewJobs", to: "/jobs", icon: Search },
  { key: "settings", to: "/settings", icon: Settings },
];
const COMPANY_CARDS: TCard[] = [
  { key: "postJob", to: "/post-job", icon: SquarePen },
  { key: "findCandidates", to: "/seekers", icon: UserSearch },
  { key: "settings", to: "/settings", icon: Settings },
];

/**
 * The signed-in home (/dashboard, and / when signed in): a job seeker's applications, saved jobs
 * and resumes (docs/product.md#dashboard); a company's tiles, jobs and applicants come in as
 * `companyPanel` (docs/product.md#dashboard).
 */
export function Dashboard({
  user,
  savedJobs,
  resumes,
  applications,
  recommendations,
  isFirstVisit = false,
  notice,
  companyPanel,
}: {
  user: TPublicUser;
  savedJobs?: TJob[];
  /** The job seeker's applications (company accounts send none). */
  applications?: TMyApplications;
  /** The job seeker's resumes (company accounts keep none). */
  resumes?: TResumeSummary[];
  /** The job seeker's "Recommended for you" (company accounts get none). */
  recommendations?: TRecommendationsState;
  /** The first session since sign-up: a welcome, not a welcome back. */
  isFirstVisit?: boolean;
  /** A reminder above everything else (the e-mail address to confirm). */
  notice?: React.ReactNode;
  /** A company's tiles, jobs and applicants (the route passes the company dashboard in). */
  companyPanel?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const isCompanyAccount = isCompany(user);
  const cards = isCompanyAccount ? COMPANY_CARDS : SEEKER_CARDS;

  return (
    <div className="page-container py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 break-words">
        {t(isFirstVisit ? "dashboard.welcomeFirst" : "dashboard.welcome", { firstName: user.firstName })}
      </h1>
      <p className="mt-2 max-w-2xl text-base text-gray-700">
        {isCompanyAccount ? t("dashboard.companyIntro") : t("dashboard.seekerIntro")}
      </p>

      {notice}

      {applications ? <MyApplications applications={applications} /> : null}
      {isCompanyAccount ? companyPanel : null}
      {permissions.matchJobs(user) ? <RecommendedJobs initial={recommendations} /> : null}

      {permissions.saveJobs(user) ? <SavedJobs initialJobs={savedJobs} /> : null}
      {permissions.keepJobAlerts(user) ? <JobAlerts /> : null}
      {resumes ? <MyResumes resumes={resumes} /> : null}
      {isCompanyAccount ? null : <SeekerGuidance />}

      <section aria-labelledby="dashboard-shortcuts" className="mt-10">
        <h2 id="dashboard-shortcuts" className="text-lg font-semibold text-gray-900">
          {t(isCompanyAccount ? "dashboard.shortcuts" : "dashboard.quickActions")}
        </h2>
        <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${isCompanyAccount ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
          {cards.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-4 flex items-center gap-2 text-base font-semibold text-gray-900">
                  {t(`dashboard.cards.${key}.title`)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-gray-500 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-700 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                  />
                </span>
                <span className="mt-1 text-sm text-gray-700">{t(`dashboard.cards.${key}.description`)}</span>
              </Link>
            </li>
          ))}
          {permissions.matchJobs(user) ? (
            <li>
              <MarketInsightsCard />
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
