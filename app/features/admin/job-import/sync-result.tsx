import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TJobSyncRun } from "@common/job-import/sources";
import { cn } from "~/lib/cn";
import { dateTime } from "../format";
import { formatNumber } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

const COUNTS = ["new", "updated", "expired", "skipped"] as const;

/**
 * A sync's result: whether it succeeded, its message, the counts of new, updated, expired and
 * skipped jobs, its first warnings with how many more there were, and each failed source's error.
 */
export function SyncResultCard({ run, className }: { run: TJobSyncRun; className?: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const id = useId();
  const more = run.warningCount - run.warnings.length;
  const Icon = run.success ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-xl border p-4 sm:p-5",
        run.success ? "border-green-200 bg-green-50/60" : "border-red-200 bg-red-50/60",
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Icon aria-hidden="true" className={cn("size-5 shrink-0", run.success ? "text-green-700" : "text-red-700")} />
          {t("jobImport.result.title")}
          <span className={cn("text-sm font-semibold", run.success ? "text-green-800" : "text-red-800")}>
            {t(run.success ? "jobImport.result.success" : "jobImport.result.failure")}
          </span>
        </h3>
        <p className="text-sm text-gray-700">
          {t("jobImport.result.finishedAt", { time: dateTime(run.finishedAt, locale) })}
        </p>
      </div>
      <p className="mt-2 text-sm break-words text-gray-800">{run.message}</p>

      <dl aria-label={t("jobImport.result.counts")} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-lg border border-gray-200 bg-white px-3 py-2">
            <dt className="text-xs font-medium text-gray-600">{t(`jobImport.result.${count}`)}</dt>
            <dd className="text-xl font-semibold text-gray-900 tabular-nums">
              {formatNumber(run.counts[count], locale)}
            </dd>
          </div>
        ))}
      </dl>

      {run.warnings.length > 0 ? (
        <div className="mt-4">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {t("jobImport.result.warnings")}
          </h4>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-gray-800">
            {run.warnings.map((warning, index) => (
              <li key={index} className="break-words">
                {warning}
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-1 text-sm text-gray-700">{t("jobImport.result.moreWarnings", { count: more })}</p>
          ) : null}
        </div>
      ) : null}

      {run.errors.length > 0 ? (
        <div className="mt-4">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" />
            {t("jobImport.result.errors")}
          </h4>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-red-800">
            {run.errors.map((error, index) => (
              <li key={`${error.sourceId ?? "none"}-${index}`} className="break-words">
                {t("jobImport.result.sourceError", { source: error.sourceName, message: error.message })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
