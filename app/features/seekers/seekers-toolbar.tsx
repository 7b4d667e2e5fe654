import { LayoutGrid, List } from "lucide-react";
import { useLocation } from "react-router";
import { useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { SEEKER_SORTS, type TSeekerSearchQuery, type TSeekerSort } from "@common/seekers/schemas";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { cn } from "~/lib/cn";
import { seekersHref, type TPickableJob } from "./seekers-query";

export type TSeekersView = "grid" | "list";

/**
 * The sort (Relevance, Best match to a job, Years of experience, Recently updated) with the
 * job picker Best match needs: the company's own jobs, the newest first chosen.
 */
export function SeekersSort({ query, jobs }: { query: TSeekerSearchQuery; jobs: TPickableJob[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (changes: Parameters<typeof seekersHref>[2]) =>
    void navigate(seekersHref(pathname, query, changes), { preventScrollReset: true });
  const isPickingJob = query.sort === "match" || query.jobId !== undefined;
  return (
    <form
      method="get"
      action={pathname}
      className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-none sm:flex-row sm:items-end"
    >
      <div className="space-y-1.5 sm:w-56">
        <label htmlFor="seekers-sort" className="block text-sm font-medium text-gray-900">
          {t("seekers.sort.label")}
        </label>
        <ImmediateSelect
          id="seekers-sort"
          name="sort"
          value={isPickingJob ? "match" : query.sort}
          onPick={(value) => {
            const sort = value as TSeekerSort;
            if (sort !== "match") return go({ sort, jobId: null });
            // Best match starts with the newest job; the job picker beside it changes it.
            const jobId = query.jobId ?? jobs[0]?.id;
            return jobId === undefined ? undefined : go({ sort, jobId });
          }}
        >
          {SEEKER_SORTS.map((sort) => (
            <option key={sort} value={sort} disabled={sort === "match" && jobs.length === 0}>
              {t(`seekers.sort.${sort}`)}
            </option>
          ))}
        </ImmediateSelect>
      </div>
      {isPickingJob && jobs.length > 0 ? (
        <div className="space-y-1.5 sm:w-72">
          <label htmlFor="seekers-job" className="block text-sm font-medium text-gray-900">
            {t("seekers.sort.job")}
          </label>
          <ImmediateSelect
            id="seekers-job"
            name="jobId"
            value={query.jobId ? String(query.jobId) : ""}
            onPick={(value) => go({ sort: "match", jobId: value ? Number(value) : null })}
          >
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {t("seekers.sort.jobStatus", {
                  title: job.title,
                  status: t(`companyDashboard.jobStatus.${job.status}` as "companyDashboard.jobStatus.active"),
                })}
              </option>
            ))}
          </ImmediateSelect>
        </div>
      ) : null}
      {jobs.length === 0 ? <p className="text-sm text-gray-600 sm:pb-3">{t("seekers.sort.noJobs")}</p> : null}
    </form>
  );
}

/** Grid or list: two pressed-or-not buttons. */
export function ViewToggle({ view, onChange }: { view: TSeekersView; onChange: (view: TSeekersView) => void }) {
  const { t } = useTranslation();
  const item = (value: TSeekersView, Icon: typeof List, label: string) => (
    <PlainButton
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onChange(value)}
      className={cn(
        buttonClasses({ variant: "ghost", className: "min-w-11 px-3" }),
        view === value && "bg-primary-50 text-primary-800 hover:bg-primary-100",
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </PlainButton>
  );
  return (
    <div
      role="group"
      aria-label={t("seekers.view.label")}
      className="inline-flex shrink-0 gap-1 rounded-lg border border-gray-200 bg-white p-1"
    >
      {item("grid", LayoutGrid, t("seekers.view.grid"))}
      {item("list", List, t("seekers.view.list"))}
    </div>
  );
}
