import { ArrowRight, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TJobSyncRun, TJobSyncStats } from "@common/job-import/sources";
import { dateTime } from "../format";
import { useRemote } from "../use-remote";
import { fetchJobSyncRuns, fetchJobSyncStats } from "./api";
import { relativeTime } from "./sync-format";
import { useFormatLocale } from "~/lib/format-locale";

/** Where the Overview's line leads: the Jobs tab, whose top is the job sync panel. */
export const JOB_SYNC_HREF = "?tab=jobs";

const readLastSync = async (): Promise<{ stats: TJobSyncStats; run: TJobSyncRun | null }> => {
  const [stats, runs] = await Promise.all([fetchJobSyncStats(), fetchJobSyncRuns()]);
  return { stats, run: runs.items[0] ?? null };
};

/**
 * The Overview's line on the job import: "Last job sync: 2 hours ago · 12 new" (the exact time
 * on hover), linking to the Jobs tab. It says nothing when the figures cannot be read: the
 * Jobs tab shows why.
 */
export function LastJobSync() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { state } = useRemote("last-job-sync", readLastSync);
  if (state.status !== "ready") return null;
  const { stats, run } = state.data;
  const finishedAt = run?.finishedAt ?? stats.lastSync;
  let text: React.ReactNode = t("jobImport.overview.never");
  if (finishedAt) {
    const time = relativeTime(finishedAt, locale);
    text = (
      <time dateTime={finishedAt} title={dateTime(finishedAt, locale)}>
        {run && !run.success
          ? t("jobImport.overview.lastSyncFailed", { time })
          : t("jobImport.overview.lastSync", { time, count: run?.counts.new ?? 0 })}
      </time>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-800">
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      <span className="min-w-0 flex-1">{text}</span>
      <Link
        to={JOB_SYNC_HREF}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        {t("jobImport.overview.open")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </p>
  );
}
