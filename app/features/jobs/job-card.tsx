import { ArrowRight, Building2, Clock, MapPin } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { companyPath } from "@common/companies/company-path";
import { absoluteDate, employmentTypeLabelKey, relativeAge, salaryText } from "@common/jobs/format";
import type { TJobSearchHit } from "@common/jobs/schemas";
import { buttonClasses } from "~/components/ui/button";
import { MatchBadge } from "./match-badge";
import { SaveJobButton } from "./save-job-button";
import { UrgentBadge } from "~/components/jobs/urgent-badge";
import { WorkTypeBadge } from "./work-type-badge";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * One result of the job search (docs/product.md#jobs): title, company, location,
 * posted age, work type, description, salary and "View Details"; for a job seeker with a resume,
 * the match badge.
 */
export function JobCard({ job, isSaved, now }: { job: TJobSearchHit; isSaved: boolean; now: Date }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const age = relativeAge(job.createdAt, now);
  const salary = salaryText(job, locale);
  const titleId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs transition-colors [contain-intrinsic-size:auto_220px] [content-visibility:auto] hover:border-gray-300 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-lg font-semibold text-primary-800 sm:inline-flex"
        >
          {job.company.trim().charAt(0).toUpperCase() || <Building2 className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold text-gray-900">
            <Link
              to={`/jobs/${job.id}`}
              className="rounded-sm break-words hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <bdi>{job.title}</bdi>
            </Link>
          </h3>
          <p className="mt-0.5 text-sm font-medium text-gray-800">
            {job.companyId !== null ? (
              <Link
                to={companyPath({ id: job.companyId, name: job.company })}
                aria-label={t("companyPage.link.companyOf", { company: job.company })}
                className="rounded-sm break-words hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                {job.company}
              </Link>
            ) : (
              job.company
            )}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{job.location}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              <time
                dateTime={job.createdAt}
                title={t("jobSearch.card.postedOn", { date: absoluteDate(job.createdAt, locale) })}
              >
                {t(age.key, { count: age.count })}
              </time>
            </span>
          </p>
        </div>
        <SaveJobButton jobId={job.id} isSaved={isSaved} className="-me-1 -mt-1" />
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {job.matchScore !== undefined ? <MatchBadge score={job.matchScore} /> : null}
        <WorkTypeBadge workType={job.workType} />
        {job.urgent ? <UrgentBadge /> : null}
        <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
          {t(employmentTypeLabelKey(job.employmentType))}
        </span>
      </div>

      <p dir="auto" className="mt-3 line-clamp-3 text-sm text-gray-700 sm:line-clamp-2">
        {job.description}
      </p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p
          className={
            salary.key === "jobs.salary.notDisclosed"
              ? "text-sm text-gray-600"
              : "text-base font-semibold text-gray-900"
          }
        >
          <span className="sr-only">{t("jobSearch.card.salary")}: </span>
          {t(salary.key, salary.values)}
        </p>
        <Link
          to={`/jobs/${job.id}`}
          aria-describedby={titleId}
          className={buttonClasses({ variant: "secondary", className: "ms-auto" })}
        >
          {t("jobSearch.card.viewDetails")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}

/** A grey card shaped like JobCard, shown while results load (3 skeleton cards). */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex animate-pulse items-start gap-3 motion-reduce:animate-none">
        <div className="hidden size-12 shrink-0 rounded-lg bg-gray-200 sm:block" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-2/3 rounded bg-gray-200" />
          <div className="h-4 w-1/3 rounded bg-gray-200" />
          <div className="h-4 w-1/2 rounded bg-gray-100" />
        </div>
      </div>
      <div className="mt-4 flex animate-pulse gap-2 motion-reduce:animate-none">
        <div className="h-5 w-16 rounded-full bg-gray-200" />
        <div className="h-5 w-20 rounded-full bg-gray-100" />
      </div>
      <div className="mt-4 animate-pulse space-y-2 motion-reduce:animate-none">
        <div className="h-3.5 w-full rounded bg-gray-100" />
        <div className="h-3.5 w-5/6 rounded bg-gray-100" />
      </div>
      <div className="mt-5 flex animate-pulse items-center justify-between motion-reduce:animate-none">
        <div className="h-5 w-28 rounded bg-gray-200" />
        <div className="h-11 w-32 rounded-lg bg-gray-100" />
      </div>
    </div>
  );
}
