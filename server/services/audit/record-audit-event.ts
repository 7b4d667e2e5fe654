import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { auditEvents } from "../../db/schema";

/** The security events the audit log records. */
export const AUDIT_EVENTS = [
  "sign-in.succeeded",
  "sign-in.failed",
  /** A sign-in limit refused an attempt: detail.limit says which (the first refusal per window). */
  "sign-in.limit-reached",
  "sign-out",
  "sign-out.everywhere",
  "registration",
  /** The per-address registration limit refused an account (the first refusal per window). */
  "registration.limit-reached",
  "admin.bootstrap",
  /** A password was set through a reset link: every session of the account ended. */
  "password.reset",
  /** The owner changed the password in /settings: every other session of the account ended. */
  "password.changed",
  /** The owner confirmed the account's e-mail address by the link sent to it. */
  "email.verified",
  /** The owner asked to change the account's e-mail address: a link went to the new one (detail.to). */
  "email.change-requested",
  /** The new address was confirmed by its link: the account uses it now (detail: from, to). */
  "email.changed",
  /** The owner deleted the account (recorded by id only; the account's other events lose their e-mail). */
  "account.deleted",
  // The administrator console (decision 031): detail.by is the acting administrator's id, userId
  // the account acted on.
  /** An administrator made the account an administrator. */
  "admin.role-granted",
  /** An administrator took the administrator role from the account (never the last one). */
  "admin.role-removed",
  /** An administrator set the account's "Verified" badge (is_verified) on or off (detail.verified). */
  "admin.user-verified",
  /** An administrator suspended the account: its sessions ended, its company's jobs paused (detail). */
  "admin.user-suspended",
  /** An administrator reinstated a suspended account: the jobs its suspension paused are listed again. */
  "admin.user-reinstated",
  /** An administrator deleted the account, removed and anonymised as its owner's deletion is (by id only). */
  "admin.user-deleted",
  /** `npm run admin` created, promoted or reset the password of an administrator (detail.outcome). */
  "admin.cli",
  /** An administrator downloaded a full backup of the database. */
  "admin.backup-downloaded",
  /** An administrator changed runtime settings (detail.keys names them, never a value). */
  "admin.settings-changed",
  /** An administrator sent a test e-mail from the settings (detail.to). */
  "admin.test-email-sent",
  /** An administrator deleted a job from the console (detail.jobId, detail.status). */
  "admin.job-deleted",
  /** An administrator downloaded a CSV export of jobs, users or applications (detail.kind). */
  "admin.data-exported",
  /** An administrator queued a failed message again (detail.mailId, detail.to). */
  "admin.mail-retried",
  /** An administrator created, changed or deleted an SEO configuration (detail.id, detail.page). */
  "admin.seo-created",
  "admin.seo-updated",
  "admin.seo-deleted",
  /** An administrator changed the landing page's testimonials, FAQs or figures (detail.part, action). */
  "admin.site-content-changed",
  /** An administrator created, changed or deleted a content page (detail.id, detail.slug). */
  "admin.page-created",
  "admin.page-updated",
  "admin.page-deleted",
  /** An administrator uploaded or deleted a media image (detail.id, detail.fileName). */
  "admin.media-uploaded",
  "admin.media-deleted",
  /** An administrator added, changed or deleted a job source (detail.id, detail.kind, detail.name). */
  "admin.job-source-created",
  "admin.job-source-updated",
  "admin.job-source-deleted",
  /** An administrator ran a job sync with "Sync now" (detail.runId; null when no source is configured). */
  "admin.job-sync-started",
  /**
   * An administrator saved the monetization settings (detail.fields names what changed: publisherId,
   * enabled, autoAds, adUnits, privacySettings; detail.enabled and detail.live say how ads stand).
   */
  "admin.adsense-settings-changed",
] as const;

export type TAuditEvent = (typeof AUDIT_EVENTS)[number];

/** Who and where: what a handler knows of the request, for the audit log. */
export interface TAuditRequest {
  ipAddress: string | null;
  requestId: string | null;
}

export interface TAuditEntry extends Partial<TAuditRequest> {
  event: TAuditEvent;
  userId?: number | null;
  email?: string | null;
  detail?: Record<string, unknown>;
}

function logLine(context: TAppContext, entry: TAuditEntry) {
  const { event, userId = null, ipAddress = null, requestId = null, detail } = entry;
  context.logger.info(
    { audit: event, userId, ip: ipAddress, requestId, ...(detail ? { detail } : {}) },
    `audit ${event}`,
  );
}

/** Writes a security event to the audit log (the audit_events table) and a line to the server log. */
export async function recordAuditEvent(context: TAppContext, entry: TAuditEntry): Promise<void> {
  await context.db.insert(auditEvents).values({
    event: entry.event,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    ipAddress: entry.ipAddress ?? null,
    requestId: entry.requestId ?? null,
    detail: entry.detail ?? null,
  });
  logLine(context, entry);
}

/**
 * Records the event unless the same event with the same detail, and the same e-mail and/or
 * address (`matchOn`), was recorded within `withinMs`: a limit that refuses thousands of
 * attempts is logged once per window, not thousands of times. Two refusals at the same instant
 * may both be recorded; that is harmless.
 */
export async function recordAuditEventOnce(
  context: TAppContext,
  entry: TAuditEntry,
  options: { withinMs: number; matchOn: ("email" | "ipAddress")[] },
): Promise<boolean> {
  const since = new Date(Date.now() - options.withinMs);
  const conditions = [eq(auditEvents.event, entry.event), gt(auditEvents.occurredAt, since)];
  if (entry.detail) conditions.push(sql`${auditEvents.detail} = ${JSON.stringify(entry.detail)}::jsonb`);
  for (const column of options.matchOn) {
    const value = entry[column];
    conditions.push(value ? eq(auditEvents[column], value) : isNull(auditEvents[column]));
  }
  const [recent] = await context.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(...conditions))
    .limit(1);
  if (recent) return false;
  await recordAuditEvent(context, entry);
  return true;
}
