import { Loader2, RefreshCw } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { JOB_ORIGINS, type TJobSyncRun, type TJobSyncStats } from "@common/job-import/sources";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ListState } from "~/components/ui/list-state";
import { dismissFailures, notify } from "~/lib/notify";
import { dateTime } from "../format";
import { useRemote } from "../use-remote";
import { fetchJobSources, fetchJobSyncRuns, fetchJobSyncStats, syncJobsNow } from "./api";
import { SourcesSection } from "./sources-section";
import { failureKey, relativeTime, syncFailureKey } from "./sync-format";
import { SyncResultCard } from "./sync-result";
import { SyncRuns } from "./sync-runs";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

type TSyncPhase = "idle" | "syncing" | "done";

/**
 * The Jobs tab's job sync panel: the figures (total listed jobs, the count by source, the last
 * sync), "Sync now" (idle, syncing, then the result: a toast and the run's card), the recent
 * runs and the sources with Add, Edit and Delete. Figures, runs and sources read again after a
 * sync and after a source changes, and so does the tab's list of jobs (onJobsChanged).
 */
export function JobSyncPanel({ onJobsChanged }: { onJobsChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const id = useId();
  const stats = useRemote("job-sync-stats", fetchJobSyncStats);
  const runs = useRemote("job-sync-runs", fetchJobSyncRuns);
  const sources = useRemote("job-sources", fetchJobSources);
  const [phase, setPhase] = useState<TSyncPhase>("idle");
  const [justRun, setJustRun] = useState<TJobSyncRun | null>(null);
  const { refresh: refreshStats } = stats;
  const { refresh: refreshRuns } = runs;
  const { refresh: refreshSources } = sources;
  const refreshAll = useCallback(() => {
    refreshStats();
    refreshRuns();
    refreshSources();
    onJobsChanged();
  }, [refreshStats, refreshRuns, refreshSources, onJobsChanged]);

  async function syncNow() {
    setPhase("syncing");
    try {
      const result = await syncJobsNow();
      setJustRun(result.run);
      if (result.success) {
        dismissFailures();
        notify({ title: t("jobImport.sync.succeeded"), description: result.message });
      } else {
        notify({
          title: t("jobImport.sync.failedTitle"),
          description: [result.message, ...result.errors].join(" "),
          variant: "destructive",
        });
      }
    } catch (error) {
      notify({
        title: t("jobImport.sync.failedTitle"),
        description: t(syncFailureKey(error, i18n)),
        variant: "destructive",
      });
    } finally {
      setPhase("done");
      refreshAll();
    }
  }

  const latestRun = justRun ?? (runs.state.status === "ready" ? (runs.state.data.items[0] ?? null) : null);
  const isSyncing = phase === "syncing";

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 max-w-3xl">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
              {t("jobImport.title")}
            </h2>
            <p className="mt-1 text-sm text-gray-700">{t("jobImport.intro")}</p>
            <p className="mt-1 text-sm text-gray-600">{t("jobImport.schedule")}</p>
          </div>
          <Button onClick={() => void syncNow()} disabled={isSyncing} aria-busy={isSyncing || undefined}>
            {isSyncing ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {t(isSyncing ? "jobImport.sync.syncing" : "jobImport.sync.button")}
          </Button>
        </div>
        <p role="status" aria-live="polite" className={isSyncing ? "mt-3 text-sm text-gray-700" : "sr-only"}>
          {isSyncing ? t("jobImport.sync.syncingStatus") : phase === "done" ? t("jobImport.sync.doneStatus") : ""}
        </p>

        <div className="mt-5">
          {stats.state.status === "ready" ? (
            <SyncFigures stats={stats.state.data} />
          ) : stats.state.status === "failed" ? (
            <ListState
              status="failed"
              message={t(failureKey(stats.state.error, "jobImport.failed", i18n))}
              retryLabel={t("jobImport.retry")}
              onRetry={stats.retry}
            />
          ) : (
            <ListState status="loading" label={t("jobImport.loading")} />
          )}
        </div>

        {latestRun ? <SyncResultCard run={latestRun} className="mt-5" /> : null}
      </Card>

      <SyncRuns remote={runs} locale={locale} className="mt-6" />
      <SourcesSection remote={sources} onChanged={refreshAll} className="mt-6" />
    </section>
  );
}

function SyncFigures({ stats }: { stats: TJobSyncStats }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <dl aria-label={t("jobImport.figures.label")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
      <div className="rounded-xl border border-gray-200 p-4">
        <dt className="text-sm font-medium text-gray-600">{t("jobImport.figures.total")}</dt>
        <dd className="mt-1 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">{number(stats.total)}</dd>
        <dd className="mt-1 text-xs text-gray-600">{t("jobImport.figures.totalHint")}</dd>
      </div>
      <div className="rounded-xl border border-gray-200 p-4">
        <dt className="text-sm font-medium text-gray-600">{t("jobImport.figures.lastSync")}</dt>
        {stats.lastSync ? (
          <>
            <dd className="mt-1 text-xl font-semibold text-gray-900">
              <time dateTime={stats.lastSync} title={dateTime(stats.lastSync, locale)}>
                {relativeTime(stats.lastSync, locale)}
              </time>
            </dd>
            <dd className="mt-1 text-xs text-gray-600">{dateTime(stats.lastSync, locale)}</dd>
          </>
        ) : (
          <dd className="mt-1 text-xl font-semibold text-gray-900">{t("jobImport.figures.never")}</dd>
        )}
      </div>
      <div className="rounded-xl border border-gray-200 p-4 sm:col-span-2 lg:col-span-1">
        <dt className="text-sm font-medium text-gray-600">{t("jobImport.figures.bySource")}</dt>
        <dd className="mt-2">
          <ul className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm min-[420px]:grid-cols-2">
            {JOB_ORIGINS.map((origin) => (
              <li key={origin} className="flex items-baseline justify-between gap-3">
                <span className="text-gray-700">{t(`jobImport.origins.${origin}`)}</span>
                <span className="font-semibold text-gray-900 tabular-nums">{number(stats.bySource[origin] ?? 0)}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
