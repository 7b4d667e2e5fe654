// The weekly digest (decision 026), for job seekers whose "Weekly digest" switch is on. It goes
// once a week, on Monday from 08:00 UTC (DIGEST_WEEKDAY, DIGEST_HOUR_UTC) until 24 hours later
// (DIGEST_SEND_WINDOW_HOURS): the week is known by its Monday's date (weekly_digest_sends).
//
// It tells of the 7 days before the run: the new listed jobs matching the seeker's latest resume
// by the recommendation rule (score RECOMMEND_MIN_SCORE or more) or matching any of their running
// job alerts (the alert's search exactly as GET /api/jobs), best match first, at most
// DIGEST_MAX_JOBS, leaving out jobs they applied to; and the moves the companies made on their
// applications, each with the job's title, company and the new status in words. With nothing to
// say, nothing is sent and the week is not recorded: a later run of the same Monday sends it
// once there is something to say.
//
// One transaction per seeker records the week (ON CONFLICT DO NOTHING RETURNING) and, only when
// it inserted the row, queues the mail: two processes at once send one digest a week.
import { sql } from "drizzle-orm";
import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import { appSecret } from "../../platform/app-secret/app-secret";
import { queueMail } from "../../platform/mail/mail-queue";
import type { TMailApplicationChange, TMailJob } from "../../platform/mail/templates";
import { alertQuery } from "../job-alerts/send-job-alerts";
import { readRemoteKeyword } from "../jobs/find-jobs";
import { searchCondition } from "../jobs/find-jobs-in-database";
import { scoreJobs } from "../jobs/match-search";
import { parseSearch } from "../jobs/parse-search";
import { preparedLatestResume, RECOMMEND_MIN_SCORE } from "../matching/recommend-jobs";
import { rankListedJobs } from "../matching/rank-jobs";

/** The digest's day: Monday (0 is Sunday, as Date#getUTCDay counts). */
export const DIGEST_WEEKDAY = 1;
/** The digest's hour on that day, UTC. */
export const DIGEST_HOUR_UTC = 8;
/** How long after that hour a week's digest may still go (a server down the whole time skips the week). */
export const DIGEST_SEND_WINDOW_HOURS = 24;
/** The most jobs one digest lists. */
export const DIGEST_MAX_JOBS = 10;
/** The most application moves one digest lists. */
const DIGEST_MAX_CHANGES = 20;
/** The newest new jobs of one alert looked at for a digest. */
const ALERT_JOBS_MAX = 100;
const DAY_MS = 86_400_000;

type TContext = Pick<TAppContext, "db" | "env" | "appSecret" | "logger" | "matching" | "searchVocabulary">;

/** The digest week `now` falls in: its Monday's date (UTC) and the hour its digest is due. */
export function digestWeek(now: Date): { weekStart: string; dueAt: Date } {
  const daysSince = (now.getUTCDay() - DIGEST_WEEKDAY + 7) % 7;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysSince * DAY_MS);
  return {
    weekStart: day.toISOString().slice(0, 10),
    dueAt: new Date(day.getTime() + DIGEST_HOUR_UTC * 3_600_000),
  };
}

/** The week whose digest may go at `now`, or null outside the sending window. */
export function dueDigestWeek(now: Date): string | null {
  const { weekStart, dueAt } = digestWeek(now);
  const elapsed = now.getTime() - dueAt.getTime();
  return elapsed >= 0 && elapsed < DIGEST_SEND_WINDOW_HOURS * 3_600_000 ? weekStart : null;
}

export interface TDigestContent {
  jobs: TMailJob[];
  changes: TMailApplicationChange[];
}

export interface TDigestReport {
  /** The week looked at, null outside the sending window. */
  weekStart: string | null;
  /** Seekers looked at. */
  checked: number;
  /** Digests queued. */
  mailed: number;
}

/**
 * Queues this week's digest to every job seeker who has it on and has not had it (see the top of
 * this file). `now` stands for the database's clock in tests. Safe to run twice at once.
 */
export async function sendWeeklyDigest(context: TContext, options: { now?: Date } = {}): Promise<TDigestReport> {
  const now =
    options.now ?? new Date(rowsOf<{ now: string | Date }>(await context.db.execute(sql`select now() as now`))[0].now);
  const weekStart = dueDigestWeek(now);
  const report: TDigestReport = { weekStart, checked: 0, mailed: 0 };
  if (!weekStart) return report;
  const seekers = rowsOf<{ id: number; email: string; first_name: string }>(
    await context.db.execute(sql`select u.id, u.email, u.first_name from users u
      where u.user_type = 'jobseeker' and u.weekly_digest
        and not exists (select 1 from weekly_digest_sends w where w.user_id = u.id and w.week_start = ${weekStart})
      order by u.id`),
  );
  for (const seeker of seekers) {
    report.checked++;
    try {
      const userId = Number(seeker.id);
      const content = await digestContent(context, { userId, now });
      if (content.jobs.length === 0 && content.changes.length === 0) continue;
      // Read before the transaction: the keeper reads it through the pool, which on PGlite (one
      // connection) would wait for the transaction.
      await appSecret(context);
      const mailed = await context.db
        .transaction(async (tx) => {
          const recorded = rowsOf(
            await tx.execute(sql`insert into weekly_digest_sends (user_id, week_start) values (${userId}, ${weekStart})
              on conflict do nothing returning user_id`),
          );
          if (recorded.length === 0) return false;
          const queued = await queueMail(inTransaction(context, tx), {
            to: seeker.email,
            userId,
            template: "weekly-digest",
            data: { firstName: seeker.first_name, ...content, link: `${context.env.PUBLIC_URL}/jobs` },
          });
          // The switch went off meanwhile: roll back, so the week is not recorded.
          if (queued === null) throw new SwitchedOff();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof SwitchedOff) return false;
          throw error;
        });
      if (mailed) report.mailed++;
    } catch (error) {
      context.logger.error({ err: error, userId: seeker.id }, "a weekly digest could not be sent");
    }
  }
  return report;
}

/** What a seeker's digest says of the 7 days before `now` (see the top of this file). */
export async function digestContent(
  context: TContext,
  options: { userId: number; now: Date },
): Promise<TDigestContent> {
  const { userId, now } = options;
  const since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const until = now.toISOString();
  const postedInWeek = sql`jobs.created_at > ${since}::timestamptz and jobs.created_at <= ${until}::timestamptz`;
  const applied = rowsOf<{ job_id: number }>(
    await context.db.execute(sql`select job_id from applications where user_id = ${userId} and job_id is not null`),
  ).map((row) => Number(row.job_id));
  const appliedSet = new Set(applied);

  const scores = new Map<number, number>();
  const resume = await preparedLatestResume(context, { userId, now });
  if (resume) {
    const ranked = await rankListedJobs(context, {
      resume: resume.prepared,
      limit: DIGEST_MAX_JOBS,
      where: postedInWeek,
      excludeIds: applied,
    });
    for (const { job, result } of ranked) if (result.score >= RECOMMEND_MIN_SCORE) scores.set(job.id, result.score);
  }

  const alertJobs = new Set<number>();
  const alerts = rowsOf<Parameters<typeof alertQuery>[0]>(
    await context.db.execute(sql`select search, location, country, city, work_type as "workType",
      salary_range as "salaryRange", company_size as "companySize", company
      from job_alerts where user_id = ${userId} and not is_paused order by id`),
  );
  for (const alert of alerts) {
    const query = alertQuery(alert);
    if (!query) continue;
    const parsed = readRemoteKeyword(query, parseSearch(query.search));
    const where = await searchCondition(context, { query: parsed.query, search: parsed.search, now });
    const rows = rowsOf<{ id: number }>(
      await context.db.execute(sql`select jobs.id from jobs where ${where} and ${postedInWeek}
        order by jobs.created_at desc, jobs.id desc limit ${ALERT_JOBS_MAX}`),
    );
    for (const row of rows) if (!appliedSet.has(Number(row.id))) alertJobs.add(Number(row.id));
  }
  if (resume) {
    const unscored = [...alertJobs].filter((id) => !scores.has(id));
    for (const [id, score] of await scoreJobs(context, resume.prepared, unscored)) scores.set(id, score);
  }

  const ids = [...new Set([...scores.keys(), ...alertJobs])];
  const rows =
    ids.length === 0
      ? []
      : rowsOf<{ id: number; title: string; company: string; location: string; created_at: string | Date }>(
          await context.db.execute(sql`select id, title, company, location, created_at from jobs
            where id = any(${`{${ids.join(",")}}`}::int[])`),
        );
  const jobs = rows
    .map((row) => ({ ...row, id: Number(row.id), posted: new Date(row.created_at).getTime() }))
    .sort((a, b) => (scores.get(b.id) ?? -1) - (scores.get(a.id) ?? -1) || b.posted - a.posted || b.id - a.id)
    .slice(0, DIGEST_MAX_JOBS)
    .map((row) => ({
      title: row.title,
      company: row.company,
      location: row.location,
      link: `${context.env.PUBLIC_URL}/jobs/${row.id}`,
    }));

  // The companies' moves (the seeker's own, applying and withdrawing, they know of).
  const changes = rowsOf<{ status: TApplicationStatus; title: string | null; company: string | null }>(
    await context.db.execute(sql`select c.to_status as status, a.job_snapshot->>'title' as title,
        a.job_snapshot->>'company' as company
      from application_status_changes c join applications a on a.id = c.application_id
      where a.user_id = ${userId} and c.actor_role <> 'applicant'
        and c.changed_at > ${since}::timestamptz and c.changed_at <= ${until}::timestamptz
      order by c.changed_at, c.id limit ${DIGEST_MAX_CHANGES}`),
  ).map((row) => ({ jobTitle: row.title ?? "", company: row.company ?? "", status: row.status }));

  return { jobs, changes };
}

/** Rolls back a digest's transaction whose mail queueMail declined. */
class SwitchedOff extends Error {}
