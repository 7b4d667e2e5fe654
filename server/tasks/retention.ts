// Retention, once a day: deletes what the privacy policy promises to keep no longer (legal.ts,
// "How long we keep your data").
//
// Resume data: "2 years after your last activity". An account's last activity is the latest of
// its creation or last change, a successful sign-in (the audit log, kept 3 years), a request in
// one of its sessions (sessions.last_seen_at; expired sessions are deleted, but a session lives
// far less than 2 years) and a change to one of its resumes. An account with none of these in 2
// years loses its resumes; the account itself is kept ("Account data: until you delete your
// account").
//
// Marketing data ("until you unsubscribe or after 3 years of inactivity"): the one piece is the
// consent to marketing e-mail (the "Marketing emails" switch); an account inactive for 3 years
// has it switched off, so no marketing mail ever reaches a long-forgotten account.
//
// The security log (audit_events, decision 032): a successful sign-in is kept 3 years, as long as
// the longest inactivity above reads it as proof of activity; every other event 2 years.
import { sql } from "drizzle-orm";
import type { TAppContext } from "../context";
import type { TDatabase } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TTask } from "./runner";

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
/** The privacy policy's period for resume data after the account's last activity. */
export const RESUME_RETENTION = "2 years";
/** The privacy policy's period for marketing data after the account's last activity. */
export const MARKETING_RETENTION = "3 years";

/** The accounts with no activity since the cutoff (see the top of this file). */
function inactiveSince(cutoff: ReturnType<typeof sql>) {
  return sql`
      select u.id from users u
      where u.created_at < ${cutoff} and u.updated_at < ${cutoff}
        and not exists (select 1 from resumes r where r.user_id = u.id and r.updated_at >= ${cutoff})
        and not exists (select 1 from sessions s where s.user_id = u.id and s.last_seen_at >= ${cutoff})
        and not exists (select 1 from audit_events a
                        where a.user_id = u.id and a.event = 'sign-in.succeeded' and a.occurred_at >= ${cutoff})`;
}

/** Deletes the resumes of accounts inactive for the resume retention period; answers how many. */
export async function purgeInactiveResumes(db: TDatabase): Promise<number> {
  const cutoff = sql`now() - ${RESUME_RETENTION}::interval`;
  const result = await db.execute(sql`delete from resumes where user_id in (${inactiveSince(cutoff)}) returning id`);
  return rowsOf(result).length;
}

/**
 * Switches marketing e-mail off for accounts inactive for the marketing retention period;
 * answers how many. The account's last change is left as it was, so it stays inactive.
 */
export async function expireMarketingConsent(db: TDatabase): Promise<number> {
  const cutoff = sql`now() - ${MARKETING_RETENTION}::interval`;
  const result = await db.execute(sql`
    update users set marketing_emails = false
    where marketing_emails and id in (${inactiveSince(cutoff)})
    returning id`);
  return rowsOf(result).length;
}

/** How long the security log keeps a successful sign-in: the longest period that reads it. */
export const AUDIT_SIGN_IN_RETENTION = MARKETING_RETENTION;
/** How long the security log keeps every other event. */
export const AUDIT_RETENTION = "2 years";
const AUDIT_DELETE_BATCH = 10_000;

/**
 * Deletes the audit log's events older than their retention period, in batches so a first run
 * over years of rows holds no long lock; answers how many.
 */
export async function purgeOldAuditEvents(db: TDatabase): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from audit_events where id in (
        select id from audit_events
        where occurred_at < now() - ${AUDIT_RETENTION}::interval
          and (event <> 'sign-in.succeeded' or occurred_at < now() - ${AUDIT_SIGN_IN_RETENTION}::interval)
        limit ${AUDIT_DELETE_BATCH})
      returning id`);
    const count = rowsOf(result).length;
    deleted += count;
    if (count < AUDIT_DELETE_BATCH) return deleted;
  }
}

export function createRetentionTask(context: TAppContext): TTask {
  const { db, logger } = context;
  return {
    name: "retention",
    intervalMs: RETENTION_INTERVAL_MS,
    // With the lease, a restart runs it only if a day has passed since its last run.
    runAtStart: true,
    async run() {
      const resumes = await purgeInactiveResumes(db);
      if (resumes > 0) logger.info({ resumes }, "deleted the resumes of accounts inactive for 2 years");
      const consents = await expireMarketingConsent(db);
      if (consents > 0) logger.info({ consents }, "switched marketing e-mail off for accounts inactive for 3 years");
      // After the reads above: a sign-in past its period is no proof of activity within it either.
      const auditEvents = await purgeOldAuditEvents(db);
      if (auditEvents > 0) logger.info({ auditEvents }, "deleted audit log events past their retention period");
    },
  };
}
