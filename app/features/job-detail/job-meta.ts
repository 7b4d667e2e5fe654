import type { MetaDescriptor } from "react-router";
import type { TTranslate } from "@common/i18n";
import { employmentTypeLabelKey, workTypeLabelKey } from "@common/jobs/format";
import { buildJobPostingJsonLd } from "@common/jobs/job-posting-json-ld";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TSiteProfile } from "@common/site/profile";
import { buildMeta, summarize } from "~/lib/seo";
import { siteName } from "~/lib/site";

const DESCRIPTION_MAX = 160;

/**
 * "{title} at {company} | Hirewise" (the site's name): the page title, also set after a
 * client-side load; an SEO configuration of the job's path replaces it.
 */
export function jobPageTitle(
  job: Pick<TJobDetail, "title" | "company" | "companyProfile">,
  t: TTranslate,
  site: Pick<TSiteProfile, "name" | "pageSeo">,
): string {
  if (site.pageSeo?.title) return site.pageSeo.title;
  return `${jobTitleText(job, t)} | ${siteName(site, t)}`;
}

/** "{title} at {company}". */
function jobTitleText(job: Pick<TJobDetail, "title" | "company" | "companyProfile">, t: TTranslate): string {
  return t("jobDetail.meta.title", { title: job.title, company: job.companyProfile?.name ?? job.company });
}

/**
 * The job page's head ("Page title, description and structured data come
 * from the job"). A job that no longer accepts applications stays reachable but is not
 * indexed and carries no JobPosting, so search engines drop it from job results.
 */
export function buildJobPageMeta(
  job: TJobDetail,
  options: { publicUrl: string; t: TTranslate; matches: readonly unknown[] },
): MetaDescriptor[] {
  const { publicUrl, t, matches } = options;
  const company = job.companyProfile?.name ?? job.company;
  const lead = t("jobDetail.meta.description", { title: job.title, company, location: job.location });
  const description = summarize(`${lead} ${job.description}`, DESCRIPTION_MAX);
  return buildMeta({
    t,
    matches,
    title: jobTitleText(job, t),
    description,
    keywords: [
      job.title,
      company,
      job.location,
      t(workTypeLabelKey(job.workType)),
      t(employmentTypeLabelKey(job.employmentType)),
      "jobs",
    ],
    path: `/jobs/${job.id}`,
    publicUrl,
    noIndex: !job.isAcceptingApplications,
    jsonLd: job.isAcceptingApplications ? buildJobPostingJsonLd(job, { publicUrl, t }) : undefined,
  });
}
