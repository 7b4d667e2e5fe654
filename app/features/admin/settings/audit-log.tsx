import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ScrollText } from "lucide-react";
import type { TAdminAuditEntry } from "@common/admin/records";
import { errorMessageKey } from "~/lib/api-client";
import { AdminListSearch } from "../list-search";
import { AdminPagination, FirstPageLink } from "../admin-pagination";
import { AdminTable, Cell } from "../admin-table";
import { pageParam, useAdminParams } from "../admin-url";
import { dateTime } from "../format";
import { useRemote } from "../use-remote";
import { adminAuditPath, fetchAdminAudit } from "./api";
import { AdminListStates } from "../list-states";
import { useFormatLocale } from "~/lib/format-locale";

/** The audit log (?q=&event=&page=): searchable by user and event, newest first, paged. */
export function AuditLog({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { params, update } = useAdminParams();
  const searchId = useId();
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
      <AdminListSearch
        label={t("adminSettings.audit.searchLabel")}
        fieldLabel={t("adminSettings.audit.user")}
        placeholder={t("adminSettings.audit.userPlaceholder")}
        buttonLabel={t("adminSettings.search")}
        q={q}
        maxLength={254}
        hidden={{ tab: "settings", section: "security", event: event || null }}
        onSearch={(value) => update({ q: value, page: null })}
        filter={{
          label: t("adminSettings.audit.event"),
          value: event,
          className: "sm:w-64",
          onPick: (value) => update({ event: value, page: null }),
          options: (
            <>
              <option value="">{t("adminSettings.audit.allEvents")}</option>
              {/* The chosen event stays listed while the page that names every event loads. */}
              {[...new Set(event ? [event, ...events] : events)].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </>
          ),
        }}
      />

      <AdminListStates
        state={state}
        loadingLabel={t("adminSettings.audit.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminSettings.audit.failed"))}
        retryLabel={t("adminSettings.retry")}
        onRetry={retry}
        empty={{
          icon: ScrollText,
          heading: "p",
          title: t("adminSettings.audit.empty"),
          action: page > 1 ? <FirstPageLink page={page} /> : undefined,
        }}
      >
        {(data) => (
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
              {data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} locale={locale} />
              ))}
            </AdminTable>
            <AdminPagination page={page} total={data.total} pageSize={data.pageSize} />
          </>
        )}
      </AdminListStates>
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
