import { Bookmark, BookmarkX, Building2, ChevronRight, MapPin, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { isJobListed } from "@common/jobs/listed";
import type { TJob } from "@common/jobs/schemas";
import { listSavedJobs, unsaveJob } from "~/api/saved-jobs";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";

type TState = { status: "loading" } | { status: "failed" } | { status: "ready"; jobs: TJob[] };

/**
 * The seeker dashboard's "Saved Jobs". Given the jobs by the page's loader; where a
 * page has none to give (the signed-in home page), they are fetched in the browser.
 */
export function SavedJobs({ initialJobs }: { initialJobs?: TJob[] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>(
    initialJobs ? { status: "ready", jobs: initialJobs } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const [confirmedJobs, setConfirmedJobs] = useState(initialJobs);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<number>>(new Set());

  // A fresh loader answer (coming back to the dashboard) replaces what is shown.
  if (initialJobs && initialJobs !== confirmedJobs) {
    setConfirmedJobs(initialJobs);
    setState({ status: "ready", jobs: initialJobs });
  }

  useEffect(() => {
    if (initialJobs) return;
    let isCurrent = true;
    listSavedJobs()
      .then((jobs) => isCurrent && setState({ status: "ready", jobs }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [initialJobs, attempt]);

  async function remove(job: TJob) {
    setRemovingIds((ids) => new Set(ids).add(job.id));
    try {
      await unsaveJob(job.id);
      setState((current) =>
        current.status === "ready"
          ? { status: "ready", jobs: current.jobs.filter((saved) => saved.id !== job.id) }
          : current,
      );
    } catch (error) {
      notify({
        title: t("savedJobs.errorTitle"),
        description: t(errorMessageKey(error, "savedJobs.removeFailed")),
        variant: "destructive",
      });
    } finally {
      setRemovingIds((ids) => {
        const next = new Set(ids);
        next.delete(job.id);
        return next;
      });
    }
  }

  const now = new Date();
  return (
    <section aria-labelledby="saved-jobs-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="saved-jobs-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Bookmark aria-hidden="true" className="size-5 text-primary-700" />
          {t("savedJobs.dashboard.title")}
        </h2>
        {state.status === "ready" && state.jobs.length ? (
          <p className="text-sm text-gray-600">{t("savedJobs.dashboard.count", { count: state.jobs.length })}</p>
        ) : null}
      </div>

      {state.status === "loading" ? (
        <ListState
          status="loading"
          className="mt-4"
          label={t("savedJobs.dashboard.loading")}
          placeholder={
            <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {[0, 1].map((index) => (
                <li key={index} className="space-y-2 p-4">
                  <div className="h-5 w-2/3 max-w-sm animate-pulse rounded-md bg-gray-200" />
                  <div className="h-4 w-1/2 max-w-xs animate-pulse rounded-md bg-gray-200" />
                </li>
              ))}
            </ul>
          }
        />
      ) : null}

      {state.status === "failed" ? (
        <ListState
          status="failed"
          className="mt-4"
          message={t("savedJobs.dashboard.loadFailed")}
          retryLabel={t("savedJobs.dashboard.retry")}
          onRetry={() => {
            setState({ status: "loading" });
            setAttempt((value) => value + 1);
          }}
        />
      ) : null}

      {state.status === "ready" && !state.jobs.length ? (
        <ListState
          status="empty"
          className="mt-4"
          icon={Bookmark}
          title={t("savedJobs.dashboard.emptyTitle")}
          body={t("savedJobs.dashboard.emptyBody")}
          action={
            <Link to="/jobs" className={buttonClasses()}>
              <Search aria-hidden="true" className="size-4" />
              {t("savedJobs.dashboard.findJobs")}
            </Link>
          }
        />
      ) : null}

      {state.status === "ready" && state.jobs.length ? (
        <ul className="mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
          {state.jobs.map((job) => (
            <li key={job.id} className="flex items-center">
              <Link
                to={`/jobs/${job.id}`}
                className="group flex min-w-0 flex-1 items-center gap-4 p-4 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-gray-900 group-hover:text-primary-700">
                    {job.title}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                    <span className="inline-flex min-w-0 items-center gap-1.5">
                      <Building2 aria-hidden="true" className="size-4 shrink-0" />
                      <span className="break-words">{job.company}</span>
                    </span>
                    <span className="inline-flex min-w-0 items-center gap-1.5">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      <span className="break-words">{job.location}</span>
                    </span>
                  </span>
                  {isJobListed(job, now) ? null : (
                    <span className="mt-2 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-700/20 ring-inset">
                      {t("savedJobs.dashboard.notAccepting")}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400 rtl:-scale-x-100" />
              </Link>
              <PlainButton
                type="button"
                onClick={() => void remove(job)}
                disabled={removingIds.has(job.id)}
                aria-label={t("dashboard.unsaveLabel", { title: job.title })}
                className={buttonClasses({ variant: "ghost", className: "me-2 shrink-0" })}
              >
                <BookmarkX aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">{t("dashboard.unsave")}</span>
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
