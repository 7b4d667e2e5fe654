// The audit log's record of an administrator's change to the site's pages and media.
import type { TActor } from "@common/auth/permissions";
import type { TAppContext } from "../../../context";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

/** The events of pages and media (detail.by is the acting administrator's id). */
export type TContentAuditEvent =
  "admin.page-created" | "admin.page-updated" | "admin.page-deleted" | "admin.media-uploaded" | "admin.media-deleted";

export async function recordContentAudit(
  context: TAppContext,
  options: { event: TContentAuditEvent; admin: TActor; request: TAuditRequest; detail: Record<string, unknown> },
): Promise<void> {
  await recordAuditEvent(context, {
    event: options.event,
    userId: options.admin.id,
    ...options.request,
    detail: { ...options.detail, by: options.admin.id },
  });
}
