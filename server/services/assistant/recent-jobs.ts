// The jobs a job seeker dealt with lately, for "review my resume" and "how do I stand": the job
// pages they opened (the first-party "job.viewed" events the page-view beacon records with the
// signed-in user, platform/events), then the jobs they applied to and saved. Only listed jobs:
// a job closed or back in draft since is left out, so a reply never names one.
import { and, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { analyticsEvents, companies, jobs } from "../../db/schema";
import { listApplications } from "../applications/list-applications";
import { listedCondition } from "../jobs/listed";
import { jobJsonColumns, toJobJson } from "../jobs/to-job-json";
import { listSavedJobIds } from "../saved-jobs/list-saved-jobs";
import type { TJob } from "@common/jobs/schemas";

/** How many of the latest opened jobs are read. */
const VIEWED_READ = 20;

export type TRecentJobSource = "viewed" | "applied" | "saved";

export interface TRecentJob {
  job: TJob;
  source: TRecentJobSource;
}

/** The ids of the job pages the user opened, the latest first. */
async function viewedJobIds(context: Pick<TAppContext, "db">, userId: number): Promise<number[]> {
  const lastSeen = max(analyticsEvents.occurredAt);
  const rows = await context.db
    .select({ jobId: analyticsEvents.jobId, lastSeen })
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, "job.viewed"), isNotNull(analyticsEvents.jobId)),
    )
    .groupBy(analyticsEvents.jobId)
    .orderBy(desc(lastSeen))
    .limit(VIEWED_READ);
  return rows.flatMap((row) => (row.jobId === null ? [] : [row.jobId]));
}

/** The listed jobs among `ids`, in the order of `ids`. */
export async function listedJobsById(context: Pick<TAppContext, "db">, ids: number[], now: Date): Promise<TJob[]> {
  if (ids.length === 0) return [];
  const rows = await context.db
    .select(jobJsonColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(jobs.id, ids), listedCondition(now)));
  const byId = new Map(rows.map((row) => [row.id, toJobJson(row)]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    return job ? [job] : [];
  });
}

/**
 * The listed jobs a job seeker opened, applied to or saved, the opened ones first (each job
 * once, under the first of these it appears in), at most `limit`. Empty for anyone else.
 */
export async function recentJobs(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; limit: number; now: Date },
): Promise<TRecentJob[]> {
  const { user } = options;
  if (!permissions.matchJobs(user)) return [];
  const [viewed, applied, saved] = await Promise.all([
    viewedJobIds(context, user.id),
    listApplications(context, { user }).then((list) =>
      list.flatMap((application) => (application.jobId === null ? [] : [application.jobId])),
    ),
    permissions.saveJobs(user) ? listSavedJobIds(context, { user }) : Promise.resolve([]),
  ]);
  const sourceOf = new Map<number, TRecentJobSource>();
  for (const [source, ids] of [
    ["viewed", viewed],
    ["applied", applied],
    ["saved", saved],
  ] as const) {
    for (const id of ids) if (!sourceOf.has(id)) sourceOf.set(id, source);
  }
  const listed = await listedJobsById(context, [...sourceOf.keys()], options.now);
  return listed.slice(0, options.limit).map((job) => ({ job, source: sourceOf.get(job.id)! }));
}
