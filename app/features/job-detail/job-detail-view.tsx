import { CircleCheck, Clock, Gift, MapPin, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { absoluteDate, relativeAge } from "@common/jobs/format";
import { splitParagraphs } from "@common/jobs/job-posting-json-ld";
import type { TJobDetail } from "@common/jobs/schemas";
import { AdSlot } from "~/components/ads/ad-slot";
import { UrgentBadge } from "~/components/jobs/urgent-badge";
import { ApplyPanel } from "./apply-panel";
import { BackToJobsLink } from "./back-link";
import { CompanyAbout } from "./company-about";
import { JobFacts } from "./job-facts";
import type { TApplyState } from "./job-detail.server";
import { useFormatLocale } from "~/lib/format-locale";

type TJobDetailViewProps = {
  job: TJobDetail;
  /** The apply area's state for a job seeker; null for visitors and companies. */
  apply: TApplyState | null;
  backHref: string;
  canGoBack: boolean;
  /** The bookmark toggle and the work-type badge belong to the jobs feature: the route passes them in. */
  saveButton?: React.ReactNode;
  workTypeBadge?: React.ReactNode;
};

function CompanyMark({ job }: { job: TJobDetail }) {
  const logo = job.companyLogo ?? job.companyProfile?.logoUrl;
  const initial = (job.companyProfile?.name ?? job.company).trim().charAt(0).toUpperCase() || "?";
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-gray-200 bg-primary-50 text-xl font-semibold text-primary-700 sm:size-16">
      {logo ? (
        <img src={logo} alt="" className="size-full object-contain" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}

function ListSection({
  id,
  title,
  items,
  icon: Icon,
}: {
  id: string;
  title: string;
  items: string[];
  icon: typeof CircleCheck;
}) {
  const entries = items.map((item) => item.trim()).filter(Boolean);
  if (!entries.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {entries.map((item, index) => (
          <li key={index} dir="auto" className="flex gap-3 text-base leading-7 text-gray-800">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The job page's body (docs/product.md#job-detail). User text is always rendered as text. */
export function JobDetailView({ job, apply, backHref, canGoBack, saveButton, workTypeBadge }: TJobDetailViewProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const age = relativeAge(job.createdAt);
  const paragraphs = splitParagraphs(job.description);

  return (
    <div className="page-container py-6 sm:py-10">
      <BackToJobsLink href={backHref} canGoBack={canGoBack} />

      {job.isAcceptingApplications ? null : (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:items-center"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" />
          <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
            <div>
              <p className="font-semibold">{t("jobDetail.closedBanner")}</p>
              <p className="mt-0.5 text-sm">{t("jobDetail.closedBannerHint")}</p>
            </div>
            <Link
              to="/jobs"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-800 sm:mt-0 sm:shrink-0"
            >
              {t("jobDetail.browseOpenJobs")}
            </Link>
          </div>
        </div>
      )}

      <header className="mt-4 flex flex-col gap-4 sm:mt-6 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <CompanyMark job={job} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
              <bdi>{job.title}</bdi>
            </h1>
            <p className="mt-1 text-base font-medium break-words text-gray-800">
              {job.companyProfile?.name ?? job.company}
            </p>
            {job.urgent ? <UrgentBadge className="mt-2" /> : null}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-words">{job.location}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                <time
                  dateTime={job.createdAt}
                  title={t("jobDetail.postedOn", { date: absoluteDate(job.createdAt, locale) })}
                >
                  {t(age.key, { count: age.count })}
                </time>
              </span>
            </p>
          </div>
        </div>
        {saveButton ? <div className="flex shrink-0 sm:justify-end">{saveButton}</div> : null}
      </header>

      <div className="mt-6">
        <JobFacts job={job} workTypeBadge={workTypeBadge} resumes={apply?.resumes ?? null} />
      </div>

      {/* Phone order: apply, description, company. Wide screens: description beside a sidebar. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-2 lg:row-start-1">
          <ApplyPanel job={job} apply={apply} />
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="text-xl font-semibold text-gray-900">
              {t("jobDetail.sections.description")}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 break-words whitespace-pre-line text-gray-800">
              {paragraphs.map((paragraph, index) => (
                <p key={index} dir="auto">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
          <AdSlot placement="content" />
          <ListSection
            id="job-requirements"
            title={t("jobDetail.sections.requirements")}
            items={job.requirements}
            icon={CircleCheck}
          />
          <ListSection id="job-benefits" title={t("jobDetail.sections.benefits")} items={job.benefits} icon={Gift} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <CompanyAbout job={job} />
          <AdSlot placement="sidebar" className="mt-8" />
        </div>
      </div>
    </div>
  );
}
