import type {
  TAdminAuditList,
  TAdminMail,
  TAdminMailMessage,
  TAdminMailStatus,
  TAdminTestEmailResult,
} from "@common/admin/records";
import type { TAdminPage } from "@common/admin/paging";
import type { TAdminSettings, TAdminSettingsUpdate } from "@common/admin/settings";
import { apiRequest } from "~/lib/api-client";

// The console's Settings tab: /api/admin/settings, the test e-mail, the outbox, the audit log
// and the backup download (administrators only).

export const ADMIN_SETTINGS_PATH = "/api/admin/settings";
export const fetchAdminSettings = (path: string) => apiRequest<TAdminSettings>(path);

/** Only the settings named change; null removes the stored value. */
export const updateAdminSettings = (update: TAdminSettingsUpdate) =>
  apiRequest<TAdminSettings>("/api/admin/settings", { method: "PUT", body: update });

/** Sent at once; without `to`, to the administrator's own address. */
export const sendAdminTestEmail = (to: string) =>
  apiRequest<TAdminTestEmailResult>("/api/admin/settings/test-email", {
    method: "POST",
    body: to ? { to } : {},
  });

/** The address of one page of the outbox, which is also its key while it loads. */
export function adminOutboxPath(search: { status: TAdminMailStatus | null; page: number }): string {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.status) params.set("status", search.status);
  return `/api/admin/outbox?${params}`;
}

export const fetchAdminOutbox = (path: string) => apiRequest<TAdminPage<TAdminMail>>(path);

export const adminMailPath = (id: number) => `/api/admin/outbox/${id}`;
export const fetchAdminMail = (path: string) => apiRequest<TAdminMailMessage>(path);

export const retryAdminMail = (id: number) =>
  apiRequest<TAdminMail>(`/api/admin/outbox/${id}/retry`, { method: "POST" });

/** The address of one page of the audit log, which is also its key while it loads. */
export function adminAuditPath(search: { q: string; event: string; page: number }): string {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.q) params.set("q", search.q);
  if (search.event) params.set("event", search.event);
  return `/api/admin/audit?${params}`;
}

export const fetchAdminAudit = (path: string) => apiRequest<TAdminAuditList>(path);

/** The full backup, streamed (a plain link: the browser downloads it with the cookie). */
export const ADMIN_BACKUP_URL = "/api/admin/backup";
