import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { ClipboardList, Eye } from "lucide-react";
import type { TAdminApplication } from "@common/admin/console";
import { APPLICATION_STATUS_BADGE_CLASSES, APPLICATION_STATUSES } from "@common/applications/pipeline";
import { absoluteDate } from "@common/jobs/format";
import { Button } from "~/components/ui/button";
import { fetchAdminApplications } from "~/api/admin";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { ApplicationReviewDialog } from "./application-review-dialog";
import { ApplicationStatusBadge } from "./status-badges";
import { AdminPagination } from "./admin-pagination";
import { AdminTable, Cell } from "./admin-table";
import { choiceParam, pageParam, useAdminParams } from "./admin-url";
import { useRemote } from "./use-remote";
import { AdminListStates } from "./list-states";
import { useFormatLocale } from "~/lib/format-locale";

const STATUS_FILTERS = ["all", ...APPLICATION_STATUSES] as const;

/** The list's query as the read's key (the key is all the read depends on). */
const readApplications = (key: string) => fetchAdminApplications(JSON.parse(key));

/**
 * The Applications tab (?tab=applications&status=&page=): the one pipeline's statuses as a
 * filter in their badge colours, every application (applicant, job, company, applied, status)
 * and Review, which shows the job as sent and the frozen resume and moves the application on.
 */
export function ApplicationsTab() {
  const { t } = useTranslation();
  const { params, href } = useAdminParams();
  const status = choiceParam(params.get("status"), STATUS_FILTERS, "all");
  const page = pageParam(params.get("page"));
  const key = JSON.stringify({ status: status === "all" ? undefined : status, page });
  const { state, refresh, retry } = useRemote(key, readApplications);
  const [reviewing, setReviewing] = useState<TAdminApplication | null>(null);

  return (
    <section aria-labelledby="admin-applications-heading">
      <h2 id="admin-applications-heading" className="text-lg font-semibold text-gray-900">
        {t("adminConsole.applications.title")}
      </h2>
      <nav aria-label={t("adminConsole.statusFilter")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((filter) => {
            const isCurrent = filter === status;
            return (
              <li key={filter}>
                <Link
                  to={href({ status: filter === "all" ? null : filter, page: null })}
                  preventScrollReset
                  aria-current={isCurrent ? "true" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    filter === "all" ? "bg-gray-100 text-gray-900" : APPLICATION_STATUS_BADGE_CLASSES[filter],
                    isCurrent ? "ring-2 ring-gray-900 ring-offset-1" : "opacity-90 hover:opacity-100",
                  )}
                >
                  {filter === "all" ? t("adminConsole.all") : t(`applications.status.${filter}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <AdminListStates
        className="mt-6"
        state={state}
        loadingLabel={t("adminConsole.applications.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminConsole.applications.failed"))}
        retryLabel={t("adminConsole.retry")}
        onRetry={retry}
        empty={{
          icon: ClipboardList,
          heading: "h3",
          title: t("adminConsole.applications.emptyTitle"),
          body: t(status === "all" ? "adminConsole.applications.emptyAll" : "adminConsole.applications.emptyFiltered"),
        }}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-700">{t("adminConsole.results", { count: data.total })}</p>
            <AdminTable
              caption={t("adminConsole.applications.title")}
              columns={[
                { label: t("adminConsole.applications.columns.applicant") },
                { label: t("adminConsole.applications.columns.job") },
                { label: t("adminConsole.applications.columns.company") },
                { label: t("adminConsole.applications.columns.applied") },
                { label: t("adminConsole.applications.columns.status") },
                { label: t("adminConsole.actions"), className: "text-end" },
              ]}
            >
              {data.items.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  onReview={() => setReviewing(application)}
                />
              ))}
            </AdminTable>
            <AdminPagination page={page} total={data.total} pageSize={data.pageSize} />
          </>
        )}
      </AdminListStates>

      <ApplicationReviewDialog application={reviewing} onClose={() => setReviewing(null)} onMoved={refresh} />
    </section>
  );
}

function ApplicationRow({ application, onReview }: { application: TAdminApplication; onReview: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const name = application.applicantName || t("adminConsole.applications.deletedApplicant");
  return (
    <tr>
      <Cell>
        <span className="block font-medium text-gray-900">{name}</span>
        {application.applicantEmail ? <span className="block text-gray-600">{application.applicantEmail}</span> : null}
      </Cell>
      <Cell className="max-w-xs break-words whitespace-normal">
        {application.jobTitle}
        {application.jobId === null ? (
          <span className="block text-xs text-gray-600">{t("adminConsole.applications.jobRemoved")}</span>
        ) : null}
      </Cell>
      <Cell>{application.company}</Cell>
      <Cell className="whitespace-nowrap">{absoluteDate(application.appliedAt, locale)}</Cell>
      <Cell>
        <ApplicationStatusBadge status={application.status} />
      </Cell>
      <Cell>
        <div className="flex justify-end">
          <Button
            variant="ghost"
            className="px-3"
            aria-label={t("adminConsole.applications.reviewLabel", { name, title: application.jobTitle })}
            onClick={onReview}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t("adminConsole.applications.review")}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}
