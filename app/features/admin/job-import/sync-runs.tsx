import { History } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TJobSyncRun } from "@common/job-import/sources";
import { cn } from "~/lib/cn";
import { AdminTable, BADGE, Cell } from "../admin-table";
import { dateTime } from "../format";
import { AdminListStates } from "../list-states";
import type { useRemote } from "../use-remote";
import { failureKey } from "./sync-format";

/** The latest syncs: when each finished, who started it, its counts and whether it succeeded. */
export function SyncRuns(props: {
  remote: ReturnType<typeof useRemote<{ items: TJobSyncRun[] }>>;
  locale: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { remote } = props;
  return (
    <section aria-labelledby={`${id}-title`} className={props.className}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t("jobImport.runs.title")}
      </h2>
      <AdminListStates
        className="mt-3"
        state={remote.state}
        loadingLabel={t("jobImport.runs.loading")}
        failedMessage={(error) => t(failureKey(error, "jobImport.runs.failed", i18n))}
        retryLabel={t("jobImport.retry")}
        onRetry={remote.retry}
        empty={{
          icon: History,
          heading: "h3",
          title: t("jobImport.runs.emptyTitle"),
          body: t("jobImport.runs.emptyBody"),
        }}
      >
        {(data) => (
          <AdminTable
            caption={t("jobImport.runs.title")}
            minWidth="min-w-[36rem]"
            columns={[
              { label: t("jobImport.runs.columns.time") },
              { label: t("jobImport.runs.columns.trigger") },
              { label: t("jobImport.runs.columns.counts"), className: "text-end" },
              { label: t("jobImport.runs.columns.status") },
            ]}
          >
            {data.items.map((run) => (
              <tr key={run.id}>
                <Cell className="whitespace-nowrap">
                  <time dateTime={run.finishedAt}>{dateTime(run.finishedAt, props.locale)}</time>
                </Cell>
                <Cell>{t(`jobImport.runs.triggers.${run.trigger}`)}</Cell>
                <Cell className="text-end whitespace-nowrap tabular-nums">
                  <span aria-hidden="true">{t("jobImport.runs.countsValue", { ...run.counts })}</span>
                  <span className="sr-only">{t("jobImport.runs.countsLabel", { ...run.counts })}</span>
                </Cell>
                <Cell>
                  <span className={cn(BADGE, run.success ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800")}>
                    {t(run.success ? "jobImport.runs.success" : "jobImport.runs.failure")}
                  </span>
                </Cell>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListStates>
    </section>
  );
}
