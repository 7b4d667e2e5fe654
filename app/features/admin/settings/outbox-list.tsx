import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Inbox } from "lucide-react";
import { ADMIN_MAIL_STATUSES, type TAdminMail, type TAdminMailStatus } from "@common/admin/records";
import { Button } from "~/components/ui/button";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { AdminPagination, FirstPageLink } from "../admin-pagination";
import { AdminTable, BADGE, Cell } from "../admin-table";
import { choiceParam, pageParam, useAdminParams } from "../admin-url";
import { dateTime } from "../format";
import { useRemote } from "../use-remote";
import { adminOutboxPath, fetchAdminOutbox, retryAdminMail } from "./api";
import { AdminListStates } from "../list-states";
import { useFormatLocale } from "~/lib/format-locale";

const STATUS_CLASSES: Record<TAdminMailStatus, string> = {
  queued: "bg-yellow-100 text-yellow-800",
  sent: "bg-green-100 text-green-800",
  outbox: "bg-blue-100 text-blue-800",
  failed: "bg-red-100 text-red-800",
};

export function MailStatusBadge({ status }: { status: TAdminMailStatus }) {
  const { t } = useTranslation();
  return <span className={cn(BADGE, STATUS_CLASSES[status])}>{t(`adminRecords.mailStatuses.${status}`)}</span>;
}

/** The outbox's page as the URL names it (?status=failed&page=2), read while the tab is shown. */
export function useOutbox(isShown: boolean) {
  const { params } = useAdminParams();
  const status = choiceParam<TAdminMailStatus | "all">(params.get("status"), ADMIN_MAIL_STATUSES, "all");
  const page = pageParam(params.get("page"));
  const path = adminOutboxPath({ status: status === "all" ? null : status, page });
  const remote = useRemote(isShown ? path : null, fetchAdminOutbox);
  return { status, page, remote };
}

/** Queues a failed message again (decision 032); a toast either way. */
export function useRetryMail(onRetried: () => void) {
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  async function retry(mail: Pick<TAdminMail, "id" | "subject">) {
    setPendingId(mail.id);
    try {
      await retryAdminMail(mail.id);
      dismissFailures();
      notify({ title: t("adminSettings.outbox.requeued"), description: mail.subject });
      onRetried();
      return true;
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminSettings.outbox.requeueFailed")),
        description: mail.subject,
        variant: "destructive",
      });
      return false;
    } finally {
      setPendingId(null);
    }
  }
  return { retry, pendingId };
}

/**
 * The outbox and the queue: every message of the last 30 days and every one still queued,
 * newest first, filtered by status; each opens in full, and a failed one can be queued again.
 */
export function OutboxList({ outbox, onOpen }: { outbox: ReturnType<typeof useOutbox>; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { update } = useAdminParams();
  const headingId = useId();
  const statusId = useId();
  const { state, refresh, retry: retryRead } = outbox.remote;
  const { retry, pendingId } = useRetryMail(refresh);

  return (
    <section aria-labelledby={headingId} className="space-y-4 pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-gray-900">
            {t("adminSettings.outbox.title")}
          </h3>
          <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("adminSettings.outbox.intro")}</p>
        </div>
        <div className="sm:w-56">
          <label htmlFor={statusId} className="block text-sm font-medium text-gray-900">
            {t("adminSettings.outbox.statusFilter")}
          </label>
          <div className="mt-1">
            <ImmediateSelect
              id={statusId}
              value={outbox.status}
              onPick={(value) => update({ status: value === "all" ? null : value, page: null })}
            >
              <option value="all">{t("adminSettings.outbox.allStatuses")}</option>
              {ADMIN_MAIL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`adminRecords.mailStatuses.${status}`)}
                </option>
              ))}
            </ImmediateSelect>
          </div>
        </div>
      </div>

      <AdminListStates
        state={state}
        loadingLabel={t("adminSettings.outbox.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminSettings.outbox.failed"))}
        retryLabel={t("adminSettings.retry")}
        onRetry={retryRead}
        empty={{
          icon: Inbox,
          heading: "p",
          title: t(outbox.status === "all" ? "adminSettings.outbox.empty" : "adminSettings.outbox.emptyFiltered"),
          action: outbox.page > 1 ? <FirstPageLink page={outbox.page} /> : undefined,
        }}
      >
        {(data) => (
          <>
            <AdminTable
              caption={t("adminSettings.outbox.title")}
              columns={[
                { label: t("adminSettings.outbox.columns.subject") },
                { label: t("adminSettings.outbox.columns.to") },
                { label: t("adminSettings.outbox.columns.status") },
                { label: t("adminSettings.outbox.columns.attempts") },
                { label: t("adminSettings.outbox.columns.created") },
                { label: t("adminSettings.outbox.columns.actions"), className: "text-end" },
              ]}
            >
              {data.items.map((mail) => (
                <tr key={mail.id}>
                  <Cell className="min-w-44">
                    <p className="font-medium break-words text-gray-900">{mail.subject}</p>
                    {mail.lastError ? <p className="mt-0.5 line-clamp-2 text-red-800">{mail.lastError}</p> : null}
                  </Cell>
                  <Cell className="min-w-40 [overflow-wrap:anywhere]">{mail.to}</Cell>
                  <Cell>
                    <MailStatusBadge status={mail.status} />
                  </Cell>
                  <Cell>{mail.attempts}</Cell>
                  <Cell>
                    <time dateTime={mail.createdAt}>{dateTime(mail.createdAt, locale)}</time>
                  </Cell>
                  <Cell>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t("adminSettings.outbox.openLabel", { subject: mail.subject, to: mail.to })}
                        onClick={() => onOpen(mail.id)}
                      >
                        {t("adminSettings.outbox.open")}
                      </Button>
                      {mail.status === "failed" ? (
                        <Button
                          variant="secondary"
                          disabled={pendingId === mail.id}
                          aria-label={t("adminSettings.outbox.requeueLabel", { subject: mail.subject, to: mail.to })}
                          onClick={() => void retry(mail)}
                        >
                          {t("adminSettings.outbox.requeue")}
                        </Button>
                      ) : null}
                    </div>
                  </Cell>
                </tr>
              ))}
            </AdminTable>
            <AdminPagination page={outbox.page} total={data.total} pageSize={data.pageSize} />
          </>
        )}
      </AdminListStates>
    </section>
  );
}
