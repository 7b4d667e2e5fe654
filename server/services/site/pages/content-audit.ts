// The audit log's record of an administrator's change to the site's pages and media.
import type { TActor } from "@common/auth/permissions";
import type { TAppContext } from "../../../context";
import { recordAuditEvent, type TAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

/** The events of pages and media (detail.by is the acting administrator's id). */
export type TContentAuditEvent =
  "admin.page-created" | "admin.page-updated" | "admin.page-deleted" | "admin.media-uploaded" | "admin.media-deleted";

export async function recordContentAudit(
  context: TAppContext,
  options: { event: TContentAuditEvent; admin: TActor; request: TAuditRequest; detail: Record<string, unknown> },
): Promise<void> {
  await recordAuditEvent(context, {
    // These names join AUDIT_EVENTS (server/services/audit/record-audit-event.ts) with the lead's
    // change to that shared list; until then the cast keeps them out of its type.
    event: options.event as string as TAuditEvent,
    userId: options.admin.id,
    ...options.request,
    detail: { ...options.detail, by: options.admin.id },
  });
}
