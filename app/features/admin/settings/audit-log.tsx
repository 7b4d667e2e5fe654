import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ScrollText, Search } from "lucide-react";
import type { TAdminAuditEntry } from "@common/admin/records";
import { buttonClasses } from "~/components/ui/button";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { Input } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { AdminPagination, FirstPageLink } from "../users/admin-pagination";
import { AdminTable, Cell } from "../users/admin-table";
import { pageParam, useAdminParams } from "../users/admin-url";
import { dateTime } from "../users/format";
import { useRemote } from "../users/use-remote";
import { adminAuditPath, fetchAdminAudit } from "./api";

/** The audit log (?q=&event=&page=): searchable by user and event, newest first, paged. */
export function AuditLog({ isShown }: { isShown: boolean }) {
  const { t, i18n } = useTranslation();
  const { params, update } = useAdminParams();
  const searchId = useId();
  const eventId = useId();
  const q = (params.get("q") ?? "").trim();
  const event = (params.get("event") ?? "").trim();
  const page = pageParam(params.get("page"));
  const { state, retry } = useRemote(isShown ? adminAuditPath({ q, event, page }) : null, fetchAdminAudit);
  const events = state.status === "ready" ? state.data.events : [];

  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-4">
      <div>
        <h3 id={`${searchId}-heading`} className="text-base font-semibold text-gray-900">
          {t("adminSettings.audit.title")}
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("adminSettings.audit.intro")}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          method="get"
          role="search"
          aria-label={t("adminSettings.audit.searchLabel")}
          className="flex flex-1 items-end gap-2"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            const value = new FormData(submitted.currentTarget).get("q");
            update({ q: typeof value === "string" ? value.trim() : null, page: null });
          }}
        >
          <input type="hidden" name="tab" value="settings" />
          <input type="hidden" name="section" value="security" />
          {event ? <input type="hidden" name="event" value={event} /> : null}
          <div className="flex-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-gray-900">
              {t("adminSettings.audit.user")}
            </label>
            <Input
              key={q}
              id={searchId}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={254}
              placeholder={t("adminSettings.audit.userPlaceholder")}
              className="mt-1"
            />
          </div>
          {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t("adminSettings.search")}</span>
          </button>
        </form>
        <div className="sm:w-64">
          <label htmlFor={eventId} className="block text-sm font-medium text-gray-900">
            {t("adminSettings.audit.event")}
          </label>
          <div className="mt-1">
            <ImmediateSelect id={eventId} value={event} onPick={(value) => update({ event: value, page: null })}>
              <option value="">{t("adminSettings.audit.allEvents")}</option>
              {/* The chosen event stays listed while the page that names every event loads. */}
              {[...new Set(event ? [event, ...events] : events)].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </ImmediateSelect>
          </div>
        </div>
      </div>

      <div aria-live="polite">
        {state.status === "idle" || state.status === "loading" ? (
          <ListState status="loading" label={t("adminSettings.audit.loading")} />
        ) : state.status === "failed" ? (
          <ListState
            status="failed"
            message={t(errorMessageKey(state.error, "adminSettings.audit.failed"))}
            retryLabel={t("adminSettings.retry")}
            onRetry={retry}
          />
        ) : state.data.items.length === 0 ? (
          <ListState
            status="empty"
            icon={ScrollText}
            heading="p"
            title={t("adminSettings.audit.empty")}
            action={page > 1 ? <FirstPageLink page={page} /> : undefined}
          />
        ) : (
          <>
            <AdminTable
              caption={t("adminSettings.audit.title")}
              columns={[
                { label: t("adminSettings.audit.columns.time") },
                { label: t("adminSettings.audit.columns.event") },
                { label: t("adminSettings.audit.columns.user") },
                { label: t("adminSettings.audit.columns.ip") },
              ]}
            >
              {state.data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} locale={i18n.language} />
              ))}
            </AdminTable>
            <AdminPagination page={page} total={state.data.total} pageSize={state.data.pageSize} />
          </>
        )}
      </div>
    </section>
  );
}

function AuditRow({ entry, locale }: { entry: TAdminAuditEntry; locale: string }) {
  const { t } = useTranslation();
  return (
    <tr>
      <Cell>
        <time dateTime={entry.occurredAt}>{dateTime(entry.occurredAt, locale)}</time>
      </Cell>
      <Cell>
        <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-900">{entry.event}</code>
      </Cell>
      <Cell>
        {entry.email ? <p className="[overflow-wrap:anywhere]">{entry.email}</p> : null}
        <p className="text-gray-600">
          {entry.userId === null
            ? t("adminSettings.audit.noUser")
            : [entry.userName, t("adminSettings.audit.userId", { id: entry.userId })].filter(Boolean).join(" · ")}
        </p>
      </Cell>
      <Cell className="whitespace-nowrap" dir="ltr">
        {entry.ipAddress ?? "—"}
      </Cell>
    </tr>
  );
}
