import { z } from "zod";
import { ZEmailSchema } from "../auth/schemas";
import { emptyToUndefined, optionalEnum, optionalQueryText } from "../validation/query";
import { adminPageQuery, type TAdminPage } from "./paging";

// The administrator console's records (decision 032): the mail outbox and queue
// (GET /api/admin/outbox, GET /api/admin/outbox/{id}, POST /api/admin/outbox/{id}/retry), the
// test e-mail (POST /api/admin/settings/test-email), the audit log (GET /api/admin/audit) and the
// CSV exports (GET /api/admin/export/{jobs|users|applications}.csv). Lists are paged on the
// server; each row is flat and display-ready, its dates ISO strings.

/** A message's state in mail_queue: waiting or retrying, sent over SMTP, in the local outbox, or given up. */
export const ADMIN_MAIL_STATUSES = ["queued", "sent", "outbox", "failed"] as const;
export type TAdminMailStatus = (typeof ADMIN_MAIL_STATUSES)[number];

/** GET /api/admin/outbox: every message of the last 30 days and every one still queued, newest first. */
export const ZAdminOutboxQuerySchema = z.object({
  status: optionalEnum(ADMIN_MAIL_STATUSES),
  /** Part of the recipient's address or of the subject, in any case. */
  q: optionalQueryText(254),
  ...adminPageQuery,
});
export type TAdminOutboxQuery = z.output<typeof ZAdminOutboxQuerySchema>;

/** One row of the outbox table. */
export interface TAdminMail {
  id: number;
  to: string;
  subject: string;
  /** The template that rendered it ("password-reset"). */
  template: string;
  status: TAdminMailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it was sent or landed in the outbox; null while queued or once failed. */
  sentAt: string | null;
  /** When a queued message is tried next; null for the others. */
  nextAttemptAt: string | null;
}

/** GET /api/admin/outbox/{id}: one message in full. Attachments are named, never sent back. */
export interface TAdminMailMessage extends TAdminMail {
  userId: number | null;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** True when account links (reset, confirm, unsubscribe, pause) had their token hidden. */
  linksHidden: boolean;
  attachments: { filename: string; contentType: string; bytes: number }[];
}

/** POST /api/admin/settings/test-email: to the administrator's own address when `to` is absent. */
export const ZAdminTestEmailSchema = z.object({
  to: z.preprocess(emptyToUndefined, ZEmailSchema.optional()),
});
export type TAdminTestEmail = z.output<typeof ZAdminTestEmailSchema>;

/** The answer of a test e-mail, sent at once (never through the queue's next run). */
export interface TAdminTestEmailResult {
  /** True when the SMTP server accepted it, or it landed in the local outbox; false when SMTP refused or failed. */
  delivered: boolean;
  transport: "smtp" | "outbox";
  /** The SMTP server's answer line ("250 2.0.0 Ok: queued"), its error, or the outbox's note. */
  response: string;
  to: string;
  /** The SMTP server as host and port, without credentials; null for the outbox. */
  server: string | null;
  /** The message in the outbox list (GET /api/admin/outbox/{id}). */
  messageId: number;
}

/** GET /api/admin/audit: the audit log, newest first. */
export const ZAdminAuditQuerySchema = z.object({
  /** A user's id ("42"), or else part of the e-mail address the event names or of the account's current one. */
  q: optionalQueryText(254),
  /** An event ("sign-in.failed"), or a family of them ("sign-in" is every "sign-in.*"). */
  event: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "validation.invalidText" })
      .trim()
      .max(100, { error: "validation.tooLong" })
      .regex(/^[a-z][a-z.-]*$/, { error: "validation.invalidOption" })
      .optional(),
  ),
  ...adminPageQuery,
});
export type TAdminAuditQuery = z.output<typeof ZAdminAuditQuerySchema>;

/** One row of the audit log. */
export interface TAdminAuditEntry {
  id: number;
  occurredAt: string;
  event: string;
  userId: number | null;
  /** The address the event recorded (emptied when the account was deleted), else the account's current one. */
  email: string | null;
  /** The account's name, while it exists. */
  userName: string | null;
  ipAddress: string | null;
  requestId: string | null;
  detail: Record<string, unknown> | null;
}

/** The audit log's page, with every event it knows (for the filter). */
export interface TAdminAuditList extends TAdminPage<TAdminAuditEntry> {
  events: string[];
}

/** The CSV downloads of "Export Data". */
export const ADMIN_EXPORTS = ["jobs", "users", "applications"] as const;
export type TAdminExport = (typeof ADMIN_EXPORTS)[number];
