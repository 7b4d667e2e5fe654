import { Pencil, Plus, Rss, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TJobSource } from "@common/job-import/sources";
import { Button } from "~/components/ui/button";
import { AdminTable, Cell } from "../admin-table";
import { AdminListStates } from "../list-states";
import type { useRemote } from "../use-remote";
import { DeleteSourceDialog } from "./delete-source-dialog";
import { SourceDialog, sourceSetting, type TSourceDialogMode } from "./source-dialog";
import { failureKey } from "./sync-format";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

/** The configured sources (name, kind, setting, listed jobs) with Add, Edit and Delete. */
export function SourcesSection(props: {
  remote: ReturnType<typeof useRemote<{ items: TJobSource[] }>>;
  onChanged: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const id = useId();
  const { remote } = props;
  const [dialog, setDialog] = useState<TSourceDialogMode | null>(null);
  const [toDelete, setToDelete] = useState<TJobSource | null>(null);

  return (
    <section aria-labelledby={`${id}-title`} className={props.className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t("jobImport.sources.title")}
        </h2>
        <Button variant="secondary" onClick={() => setDialog({ kind: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("jobImport.sources.add")}
        </Button>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-gray-700">{t("jobImport.sources.intro")}</p>

      <AdminListStates
        className="mt-3"
        state={remote.state}
        loadingLabel={t("jobImport.sources.loading")}
        failedMessage={(error) => t(failureKey(error, "jobImport.sources.failed", i18n))}
        retryLabel={t("jobImport.retry")}
        onRetry={remote.retry}
        empty={{
          icon: Rss,
          heading: "h3",
          title: t("jobImport.sources.emptyTitle"),
          body: t("jobImport.sources.emptyBody"),
        }}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-700">{t("jobImport.sources.count", { count: data.items.length })}</p>
            <AdminTable
              caption={t("jobImport.sources.title")}
              minWidth="min-w-[46rem]"
              columns={[
                { label: t("jobImport.sources.columns.name") },
                { label: t("jobImport.sources.columns.kind") },
                { label: t("jobImport.sources.columns.setting") },
                { label: t("jobImport.sources.columns.jobs"), className: "text-end" },
                { label: t("jobImport.sources.columns.actions"), className: "text-end" },
              ]}
            >
              {data.items.map((source) => (
                <tr key={source.id}>
                  <Cell className="max-w-56 font-medium break-words whitespace-normal text-gray-900">
                    {source.name}
                  </Cell>
                  <Cell className="whitespace-nowrap">{t(`jobImport.kinds.${source.kind}`)}</Cell>
                  <Cell className="max-w-72 font-mono text-xs break-all">{sourceSetting(source)}</Cell>
                  <Cell className="text-end tabular-nums">{formatNumber(source.listedJobs, locale)}</Cell>
                  <Cell>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        className="px-3"
                        aria-label={t("jobImport.sources.editLabel", { name: source.name })}
                        onClick={() => setDialog({ kind: "edit", source })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t("jobImport.sources.edit")}
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={t("jobImport.sources.deleteLabel", { name: source.name })}
                        onClick={() => setToDelete(source)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t("jobImport.sources.delete")}
                      </Button>
                    </div>
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </>
        )}
      </AdminListStates>

      <SourceDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          props.onChanged();
        }}
      />
      <DeleteSourceDialog
        source={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          props.onChanged();
        }}
      />
    </section>
  );
}
