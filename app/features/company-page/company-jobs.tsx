import { ArrowRight, BriefcaseBusiness, Clock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TPublicCompany } from "@common/companies/profile";
import { absoluteDate, employmentTypeLabelKey, relativeAge, workTypeLabelKey } from "@common/jobs/format";
import type { TEmploymentType, TWorkType } from "@common/jobs/schemas";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * The company's listed jobs, newest first, each a link to its page; a company with none says so
 * and offers the job search. The job search filtered by the company has them all.
 */
export function CompanyJobs({ company }: { company: TPublicCompany }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const jobsSearch = `/jobs?company=${encodeURIComponent(company.name)}`;
  return (
    <section aria-labelledby="company-jobs">
      <h2 id="company-jobs" className="text-xl font-semibold break-words text-gray-900">
        {t("companyPage.jobs.title", { name: company.name })}
      </h2>
      {company.jobs.length === 0 ? (
        <ListState
          status="empty"
          className="mt-4"
          icon={BriefcaseBusiness}
          heading="h3"
          title={t("companyPage.jobs.emptyTitle")}
          body={t("companyPage.jobs.emptyBody", { name: company.name })}
          action={
            <Link to="/jobs" className={buttonClasses({ variant: "secondary" })}>
              {t("companyPage.jobs.emptyAction")}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {company.jobs.map((job) => {
              const age = relativeAge(job.postedAt);
              return (
                <li key={job.id} className="p-4 sm:px-5">
                  <h3 className="text-base font-semibold break-words text-gray-900">
                    <Link
                      to={`/jobs/${job.id}`}
                      className="rounded-sm hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                    >
                      <bdi>{job.title}</bdi>
                    </Link>
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
                    <span className="inline-flex min-w-0 items-center gap-1">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      <span className="break-words">{job.location}</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4 shrink-0" />
                      <time
                        dateTime={job.postedAt}
                        title={t("companyPage.jobs.postedOn", { date: absoluteDate(job.postedAt, locale) })}
                      >
                        {t(age.key, { count: age.count })}
                      </time>
                    </span>
                  </p>
                  <p className="mt-2 flex flex-wrap gap-2">
                    <span className="inline-flex items-center rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
                      {t(workTypeLabelKey(job.workType as TWorkType))}
                    </span>
                    <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
                      {t(employmentTypeLabelKey(job.jobType as TEmploymentType))}
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
          <Link
            to={jobsSearch}
            className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {t("companyPage.jobs.viewAll", { name: company.name })}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </>
      )}
    </section>
  );
}
