// Job alert mails (decision 026): for each alert that is due, the listed jobs matching its search
// exactly as GET /api/jobs would find them (searchCondition, the condition the search's results
// meet whatever their order), posted since the alert was last checked and never mailed by it,
// best match to the seeker's latest resume first (newest first without one), at most
// JOB_ALERT_MAX_JOBS in one mail that says how many more there are and links to the search.
//
// Each alert's new jobs are read and ranked, then one transaction locks its row (FOR UPDATE SKIP
// LOCKED, so a second process passes it by; it must still be due and its last check unchanged),
// records the jobs it mails in job_alert_sent_jobs (ON CONFLICT DO
// NOTHING RETURNING: only the jobs this transaction recorded go in the mail), queues the mail
// through a context made by inTransaction, and moves lastCheckedAt on: a restart, or two
// processes at once, never mail a job twice for one alert.
//
// Jobs are looked at once they are JOB_SETTLE_MINUTES old by the database's clock: a job whose
// transaction began before a run and committed after it is still in the next run's range, never
// skipped for good.
import { JOB_ALERT_CRITERIA_KEYS, jobAlertSearchUrl, type TJobAlertCriteria } from "@common/job-alerts/schemas";
import { ZJobSearchQuerySchema, type TJobSearchQuery } from "@common/jobs/schemas";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import { appSecret } from "../../platform/app-secret/app-secret";
import { queueMail } from "../../platform/mail/mail-queue";
import type { TMailJob } from "../../platform/mail/templates";
import { readRemoteKeyword } from "../jobs/find-jobs";
import { searchCondition } from "../jobs/find-jobs-in-database";
import { scoreJobs } from "../jobs/match-search";
import { parseSearch } from "../jobs/parse-search";
import { preparedLatestResume } from "../matching/recommend-jobs";
import { signPauseToken } from "./pause-token";

/** An alert mails at most once in this many hours. */
export const JOB_ALERT_MIN_HOURS = 24;
/** The most jobs one alert mail lists; it says how many more there are. */
export const JOB_ALERT_MAX_JOBS = 10;
/** A job is looked at once it is this old, so a posting still being committed is never passed by. */
export const JOB_SETTLE_MINUTES = 5;
/** The newest new jobs of one alert that are ranked for its mail. */
const RANKED_MAX = 500;

type TContext = Pick<TAppContext, "db" | "env" | "appSecret" | "logger" | "matching" | "searchVocabulary">;

export interface TJobAlertReport {
  /** Alerts looked at in this run. */
  checked: number;
  /** Mails queued. */
  mailed: number;
  /** Jobs in those mails. */
  jobs: number;
}

/** The alert's criteria as the job search reads them; null for criteria the search refuses. */
export function alertQuery(alert: TJobAlertCriteria): TJobSearchQuery | null {
  const given = Object.fromEntries(JOB_ALERT_CRITERIA_KEYS.flatMap((key) => (alert[key] ? [[key, alert[key]]] : [])));
  const parsed = ZJobSearchQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : null;
}

interface TDueAlert extends TJobAlertCriteria {
  id: number;
  user_id: number;
  name: string;
  last_checked_at: string | Date;
  /** To the microsecond, as the database holds it. */
  last_checked_text: string;
  email: string;
  first_name: string;
}

/** The condition of an alert that may mail now: running, its seeker's switch on, a day since its last mail. */
const dueCondition = (now: Date) => sql`not a.is_paused and u.user_type = 'jobseeker' and u.job_alerts
  and (a.last_sent_at is null or a.last_sent_at <= ${now.toISOString()}::timestamptz - ${`${JOB_ALERT_MIN_HOURS} hours`}::interval)`;

/**
 * Mails every due alert its new jobs (see the top of this file). `now` stands for the database's
 * clock in tests. Safe to run twice at once and in several processes.
 */
export async function sendJobAlerts(context: TContext, options: { now?: Date } = {}): Promise<TJobAlertReport> {
  const now =
    options.now ?? new Date(rowsOf<{ now: string | Date }>(await context.db.execute(sql`select now() as now`))[0].now);
  const report: TJobAlertReport = { checked: 0, mailed: 0, jobs: 0 };
  const due = rowsOf<{ id: number }>(
    await context.db.execute(sql`select a.id from job_alerts a join users u on u.id = a.user_id
      where ${dueCondition(now)} order by a.id`),
  );
  for (const { id } of due) {
    try {
      const sent = await sendOneAlert(context, Number(id), now);
      if (sent === null) continue;
      report.checked++;
      if (sent > 0) {
        report.mailed++;
        report.jobs += sent;
      }
    } catch (error) {
      // One alert's failure (a search the database refuses) never stops the others.
      context.logger.error({ err: error, alertId: id }, "a job alert could not be sent");
    }
  }
  return report;
}

/**
 * One alert: its new jobs are read and ranked first (the search and the matching engine read
 * through the app's own services), then one transaction locks the alert, checks it is still due
 * and unchanged, records the jobs and queues the mail. The number of jobs mailed, or null when
 * another run has the alert or it is no longer due.
 */
async function sendOneAlert(context: TContext, alertId: number, now: Date): Promise<number | null> {
  const alertColumns = sql`a.id, a.user_id, a.name, a.last_checked_at, a.last_checked_at::text as last_checked_text, a.search, a.location, a.country,
    a.city, a.work_type as "workType", a.salary_range as "salaryRange", a.company_size as "companySize",
    a.company, u.email, u.first_name`;
  const [alert] = rowsOf<TDueAlert>(
    await context.db.execute(sql`select ${alertColumns} from job_alerts a join users u on u.id = a.user_id
      where a.id = ${alertId} and ${dueCondition(now)}`),
  );
  if (!alert) return null;
  const settledUntil = new Date(now.getTime() - JOB_SETTLE_MINUTES * 60_000);
  const lastChecked = new Date(alert.last_checked_at);
  const checkedAt = settledUntil > lastChecked ? settledUntil : lastChecked;

  const query = alertQuery(alert);
  let chosen: number[] = [];
  let total = 0;
  if (query) {
    const parsed = readRemoteKeyword(query, parseSearch(query.search));
    const where = await searchCondition(context, { query: parsed.query, search: parsed.search, now });
    const fresh = sql`${where}
      and jobs.created_at > ${lastChecked.toISOString()}::timestamptz
      and jobs.created_at <= ${settledUntil.toISOString()}::timestamptz
      and not exists (select 1 from job_alert_sent_jobs s where s.alert_id = ${alertId} and s.job_id = jobs.id)`;
    const candidates = rowsOf<{ id: number; total: number | string }>(
      await context.db.execute(sql`select jobs.id, count(*) over () as total from jobs where ${fresh}
        order by jobs.created_at desc, jobs.id desc limit ${RANKED_MAX}`),
    );
    total = Number(candidates[0]?.total ?? 0);
    const newest = candidates.map((row) => Number(row.id));
    // Best match first to the latest resume; equal scores, and no resume, newest first.
    const resume = newest.length > 0 ? await preparedLatestResume(context, { userId: alert.user_id, now }) : null;
    let ordered = newest;
    if (resume) {
      const scores = await scoreJobs(context, resume.prepared, newest);
      const place = new Map(newest.map((id, index) => [id, index]));
      ordered = [...newest].sort(
        (a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || place.get(a)! - place.get(b)!,
      );
    }
    chosen = ordered.slice(0, JOB_ALERT_MAX_JOBS);
  } else {
    context.logger.warn({ alertId }, "a job alert's criteria are refused by the job search; it is skipped");
  }
  // Read before the transaction: the keeper reads it through the pool, which on PGlite (one
  // connection) would wait for the transaction.
  const secret = await appSecret(context);

  return context.db
    .transaction(async (tx) => {
      const txContext = inTransaction(context, tx);
      // Still due, and not moved on by another run since it was read: else that run has it.
      const [locked] = rowsOf<{ id: number }>(
        await tx.execute(sql`select a.id from job_alerts a join users u on u.id = a.user_id
          where a.id = ${alertId} and ${dueCondition(now)}
            and a.last_checked_at = ${alert.last_checked_text}::timestamptz
          for update of a skip locked`),
      );
      if (!locked) return null;
      const moveOn = async (mailed: boolean) => {
        await tx.execute(sql`update job_alerts set last_checked_at = ${checkedAt.toISOString()}::timestamptz
          ${mailed ? sql`, last_sent_at = ${now.toISOString()}::timestamptz` : sql``} where id = ${alertId}`);
      };
      const recorded =
        chosen.length === 0
          ? new Set<number>()
          : new Set(
              rowsOf<{ job_id: number }>(
                await tx.execute(sql`insert into job_alert_sent_jobs (alert_id, job_id)
                  select ${alertId}, unnest(${`{${chosen.join(",")}}`}::int[])
                  on conflict do nothing returning job_id`),
              ).map((row) => Number(row.job_id)),
            );
      const toSend = chosen.filter((id) => recorded.has(id));
      if (toSend.length === 0) {
        await moveOn(false);
        return 0;
      }
      const rows = rowsOf<{ id: number; title: string; company: string; location: string }>(
        await tx.execute(sql`select id, title, company, location from jobs
          where id = any(${`{${toSend.join(",")}}`}::int[])`),
      );
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const base = context.env.PUBLIC_URL;
      const jobs: TMailJob[] = toSend.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [{ title: row.title, company: row.company, location: row.location, link: `${base}/jobs/${id}` }]
          : [];
      });
      const queued = await queueMail(txContext, {
        to: alert.email,
        userId: alert.user_id,
        template: "job-alert",
        data: {
          firstName: alert.first_name,
          alertName: alert.name,
          jobs,
          more: Math.max(0, total - jobs.length),
          link: `${base}${jobAlertSearchUrl(alert)}`,
          pauseUrl: `${base}/job-alerts/pause?token=${signPauseToken(secret, { alertId, now })}`,
        },
      });
      // The switch went off since the alert was read: roll back, so nothing is recorded as sent.
      if (queued === null) throw new SwitchedOff();
      await moveOn(true);
      return jobs.length;
    })
    .catch((error: unknown) => {
      if (error instanceof SwitchedOff) return 0;
      throw error;
    });
}

/** Rolls back an alert's transaction whose mail queueMail declined. */
class SwitchedOff extends Error {}
