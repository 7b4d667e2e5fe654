// /feeds/jobs.xml: our own listed jobs in Indeed's XML feed format, so that other job boards can
// take them. Imported jobs stay out: they belong to their source, which publishes them itself.
// The feed is written while the jobs are read, a batch at a time, so its size never sits in memory.
import { and, asc, eq, gt } from "drizzle-orm";
import type { TTranslate } from "@common/i18n";
import { jobDescriptionHtml } from "@common/jobs/job-posting-json-ld";
import type { TEmploymentType, TWorkType } from "@common/jobs/schemas";
import { getCountry } from "@common/locations";
import type { TAppContext } from "../context";
import { companies, jobs } from "../db/schema";
import { listedCondition } from "../services/jobs/listed";

export const FEED_PATH = "/feeds/jobs.xml";
export const FEED_BATCH_SIZE = 500;

/** Indeed's jobtype values for ours; Indeed has no freelance, the nearest is a contract. */
export const FEED_JOB_TYPES = {
  "full-time": "fulltime",
  "part-time": "parttime",
  contract: "contract",
  freelance: "contract",
  internship: "internship",
  temporary: "temporary",
} as const satisfies Record<TEmploymentType, string>;

/** Indeed's remotetype values; an onsite job leaves it empty. */
export const FEED_REMOTE_TYPES = {
  remote: "Fully remote",
  hybrid: "Hybrid remote",
  onsite: "",
} as const satisfies Record<TWorkType, string>;

// Characters XML 1.0 does not allow anywhere, even escaped: C0 controls other than tab, line
// feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
const NOT_XML_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML may carry it: the characters XML forbids removed. */
export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, "");
}

/** Text in a CDATA section; a "]]>" inside it is split across two sections, so it cannot end one. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafeText(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** "120000-150000 AED per year", "120000 AED per year" with one bound, "" with none. */
export function feedSalary(job: { salaryMin: number | null; salaryMax: number | null; currency: string }): string {
  const bounds = [job.salaryMin, job.salaryMax].filter((bound): bound is number => bound !== null);
  if (!bounds.length) return "";
  const range = bounds.length === 2 && bounds[0] !== bounds[1] ? `${bounds[0]}-${bounds[1]}` : `${bounds[0]}`;
  return `${range} ${job.currency} per year`;
}

type TFeedJob = {
  id: number;
  title: string;
  company: string;
  description: string;
  requirements: string[];
  benefits: string[];
  country: string;
  city: string | null;
  workType: TWorkType;
  employmentType: TEmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  createdAt: Date;
  expiresAt: Date;
  industry: string | null;
};

/** One page of our listed jobs after `afterId`, in the order of their ids. */
async function listFeedJobs(
  context: Pick<TAppContext, "db">,
  options: { now: Date; afterId: number; limit: number },
): Promise<TFeedJob[]> {
  const rows = await context.db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      description: jobs.description,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      country: jobs.country,
      city: jobs.city,
      workType: jobs.workType,
      employmentType: jobs.employmentType,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      currency: jobs.currency,
      createdAt: jobs.createdAt,
      expiresAt: jobs.expiresAt,
      industry: companies.industry,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(listedCondition(options.now), eq(jobs.source, "internal"), gt(jobs.id, options.afterId)))
    .orderBy(asc(jobs.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) }));
}

function element(name: string, text: string): string {
  return text ? `<${name}>${cdata(text)}</${name}>` : `<${name}/>`;
}

/** One <job> element; every text from the job is in CDATA, so it stays text. */
export function feedJobXml(job: TFeedJob, options: { publicUrl: string; t: TTranslate }): string {
  return [
    "<job>",
    element("title", job.title),
    element("date", job.createdAt.toUTCString()),
    element("referencenumber", String(job.id)),
    element("url", `${options.publicUrl}/jobs/${job.id}`),
    element("company", job.company),
    element("city", job.city ?? ""),
    element("state", ""),
    element("country", getCountry(job.country)?.code ?? job.country),
    element("postalcode", ""),
    element("description", jobDescriptionHtml(job, options.t)),
    element("salary", feedSalary(job)),
    element("jobtype", FEED_JOB_TYPES[job.employmentType]),
    element("category", job.industry ?? ""),
    element("expirationdate", job.expiresAt.toUTCString()),
    element("remotetype", FEED_REMOTE_TYPES[job.workType]),
    "</job>",
  ].join("");
}

export type TFeedOptions = { now?: Date; batchSize?: number; t: TTranslate };

/**
 * The feed as a stream: the head first, then each batch of jobs as the database gives it. The
 * jobs are those listed when the request came (one `now` for every batch).
 */
export async function streamJobFeed(
  context: Pick<TAppContext, "db" | "env" | "settings">,
  options: TFeedOptions,
): Promise<ReadableStream<Uint8Array>> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? FEED_BATCH_SIZE;
  const publicUrl = context.env.PUBLIC_URL;
  const publisher = (await context.settings.get("siteName")) ?? options.t("app.name");
  const encoder = new TextEncoder();
  let afterId = 0;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          '<?xml version="1.0" encoding="utf-8"?>\n<source>' +
            element("publisher", publisher) +
            element("publisherurl", publicUrl) +
            element("lastBuildDate", now.toUTCString()) +
            "\n",
        ),
      );
    },
    async pull(controller) {
      if (done) return;
      const batch = await listFeedJobs(context, { now, afterId, limit: batchSize });
      if (batch.length) {
        afterId = batch[batch.length - 1].id;
        controller.enqueue(
          encoder.encode(batch.map((job) => `${feedJobXml(job, { publicUrl, t: options.t })}\n`).join("")),
        );
      }
      if (batch.length < batchSize) {
        done = true;
        controller.enqueue(encoder.encode("</source>\n"));
        controller.close();
      }
    },
  });
}
