import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation, useSearchParams } from "react-router";
import { Briefcase, ExternalLink, Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminJob } from "@common/admin/console";
import { JOB_STATUSES } from "@common/jobs/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/localized-links";
import { fetchAdminJobs } from "~/api/admin";
import { errorMessageKey } from "~/lib/api-client";
import type { TAdminJobEditing, TAdminJobStart } from "./admin.server";
import { DeleteJobDialog } from "./delete-job-dialog";
import { JobSyncPanel } from "./job-import/job-sync-panel";
import { JobDialog, type TJobDialogMode } from "./job-dialog";
import { AdminListSearch } from "./list-search";
import { JobStatusBadge } from "./status-badges";
import { AdminPagination } from "./admin-pagination";
import { AdminTable, Cell } from "./admin-table";
import { choiceParam, pageParam, useAdminParams } from "./admin-url";
import { useRemote } from "./use-remote";
import { AdminListStates } from "./list-states";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

const STATUS_FILTERS = ["all", ...JOB_STATUSES] as const;

/** The list's query as the read's key (the key is all the read depends on). */
const readJobs = (key: string) => fetchAdminJobs(JSON.parse(key));

/**
 * The Jobs tab (?tab=jobs&q=&status=&page=): search by title, company or location, the five
 * statuses (expired derived from the listing's end), every job with its applications, and View
 * (a new tab), Edit and Delete on each; Create Job above. Edit opens `?edit={id}`, whose values
 * the page's loader reads.
 */
export function JobsTab({ jobStart, editing }: { jobStart: TAdminJobStart; editing: TAdminJobEditing }) {
  const { t } = useTranslation();
  const { params, update } = useAdminParams();
  const [, setParams] = useSearchParams();
  const searchId = useId();
  const q = (params.get("q") ?? "").trim();
  const status = choiceParam(params.get("status"), STATUS_FILTERS, "all");
  const page = pageParam(params.get("page"));
  const key = JSON.stringify({ q: q || undefined, status: status === "all" ? undefined : status, page });
  const { state, refresh, retry } = useRemote(key, readJobs);
  const [isCreating, setIsCreating] = useState(false);
  // Edit waits for the page's loader to read the job: its button shows it is on its way (and
  // keeps the focus, which the dialog gives back to it on closing).
  const navigation = useNavigation();
  const openingId =
    navigation.state === "loading" ? Number(new URLSearchParams(navigation.location.search).get("edit")) : null;
  const [toDelete, setToDelete] = useState<TAdminJob | null>(null);

  const dialogMode: TJobDialogMode | null = isCreating
    ? { kind: "create" }
    : editing === "missing"
      ? { kind: "missing" }
      : editing
        ? { kind: "edit", ...editing }
        : null;
  // Leaving the edit dialog takes `edit` out of the address in place: Back does not reopen it.
  const closeDialog = () => {
    setIsCreating(false);
    if (params.has("edit")) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("edit");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <>
      <JobSyncPanel onJobsChanged={refresh} />
      <section aria-labelledby={`${searchId}-heading`} className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${searchId}-heading`} className="text-lg font-semibold text-gray-900">
            {t("adminConsole.jobs.title")}
          </h2>
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t("adminConsole.jobs.create")}
          </Button>
        </div>
        <div className="mt-4">
          <AdminListSearch
            label={t("adminConsole.jobs.searchLabel")}
            placeholder={t("adminConsole.jobs.searchPlaceholder")}
            buttonLabel={t("adminConsole.jobs.search")}
            q={q}
            maxLength={200}
            hidden={{ tab: "jobs", status: status === "all" ? null : status }}
            onSearch={(value) => update({ q: value, page: null })}
            filter={{
              label: t("adminConsole.statusFilter"),
              value: status,
              className: "sm:w-48",
              onPick: (value) => update({ status: value === "all" ? null : value, page: null }),
              options: STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {filter === "all" ? t("adminConsole.all") : t(`companyDashboard.jobStatus.${filter}`)}
                </option>
              )),
            }}
          />
        </div>

        <AdminListStates
          className="mt-6"
          state={state}
          loadingLabel={t("adminConsole.jobs.loading")}
          failedMessage={(error) => t(errorMessageKey(error, "adminConsole.jobs.failed"))}
          retryLabel={t("adminConsole.retry")}
          onRetry={retry}
          empty={{
            icon: Briefcase,
            heading: "h3",
            title: t("adminConsole.jobs.emptyTitle"),
            body: t(q || status !== "all" ? "adminConsole.jobs.emptyFiltered" : "adminConsole.jobs.emptyAll"),
          }}
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-gray-700">{t("adminConsole.results", { count: data.total })}</p>
              <AdminTable
                caption={t("adminConsole.jobs.title")}
                columns={[
                  { label: t("adminConsole.jobs.columns.title") },
                  { label: t("adminConsole.jobs.columns.company") },
                  { label: t("adminConsole.jobs.columns.location") },
                  { label: t("adminConsole.jobs.columns.status") },
                  { label: t("adminConsole.jobs.columns.applications"), className: "text-end" },
                  { label: t("adminConsole.actions"), className: "text-end" },
                ]}
              >
                {data.items.map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    isOpening={openingId === job.id}
                    onEdit={() => update({ edit: job.id })}
                    onDelete={() => setToDelete(job)}
                  />
                ))}
              </AdminTable>
              <AdminPagination page={page} total={data.total} pageSize={data.pageSize} />
            </>
          )}
        </AdminListStates>

        <JobDialog
          mode={dialogMode}
          jobStart={jobStart}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            refresh();
          }}
        />
        <DeleteJobDialog
          job={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={() => {
            setToDelete(null);
            refresh();
          }}
        />
      </section>
    </>
  );
}

function JobRow({
  job,
  isOpening,
  onEdit,
  onDelete,
}: {
  job: TAdminJob;
  isOpening: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const localizedPath = useLocalizedPath();
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <tr>
      <Cell className="max-w-xs font-medium break-words whitespace-normal text-gray-900">{job.title}</Cell>
      <Cell>{job.company}</Cell>
      <Cell>{job.location}</Cell>
      <Cell>
        <JobStatusBadge status={job.status} />
      </Cell>
      <Cell className="text-end tabular-nums">{formatNumber(job.applicationCount, locale)}</Cell>
      <Cell>
        <div className="flex justify-end gap-1">
          {/* A draft has no public page yet. */}
          {job.status === "draft" ? null : (
            <a
              href={localizedPath(`/jobs/${job.id}`)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("adminConsole.jobs.viewLabel", { title: job.title })}
              className={buttonClasses({ variant: "ghost", className: "px-3" })}
            >
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("adminConsole.jobs.view")}
            </a>
          )}
          <Button
            variant="ghost"
            className="px-3"
            aria-label={t("adminConsole.jobs.editLabel", { title: job.title })}
            aria-busy={isOpening || undefined}
            onClick={onEdit}
          >
            {isOpening ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Pencil aria-hidden="true" className="size-4" />
            )}
            {t("adminConsole.jobs.edit")}
          </Button>
          <Button
            variant="ghost"
            className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={t("adminConsole.jobs.deleteLabel", { title: job.title })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("adminConsole.jobs.delete")}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}
