import { Building2, FileText, MapPin, Search, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TRecommendations, TRecommendedJob } from "@common/matching/insights";
import type { TMatchBand } from "@common/matching/schemas";
import { getRecommendedJobs } from "~/api/jobs";
import { MATCH_BAND_BADGE_CLASSES, useExplanationLine } from "~/components/match/match-band";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { cn } from "~/lib/cn";

export type TRecommendationsState = TRecommendations | { failed: true };
type TState = { status: "loading" } | { status: "failed" } | { status: "ready"; answer: TRecommendations };

function toState(initial: TRecommendationsState | undefined): TState {
  if (!initial) return { status: "loading" };
  return "failed" in initial ? { status: "failed" } : { status: "ready", answer: initial };
}

/**
 * The job seeker dashboard's "Recommended for you": the open jobs that best match the
 * resume they updated last, each with its match badge and why. Rendered on the server from the
 * loader; Try again asks the API.
 */
export function RecommendedJobs({ initial }: { initial?: TRecommendationsState }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>(() => toState(initial));
  const [attempt, setAttempt] = useState(0);
  const [shownInitial, setShownInitial] = useState(initial);

  // A fresh loader answer (coming back to the dashboard) replaces what is shown.
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setState(toState(initial));
  }

  useEffect(() => {
    if (attempt === 0 && initial) return;
    let isCurrent = true;
    getRecommendedJobs()
      .then((answer) => isCurrent && setState({ status: "ready", answer }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [attempt, initial]);

  const jobs = state.status === "ready" ? state.answer.jobs : [];
  return (
    <section aria-labelledby="recommended-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="recommended-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Sparkles aria-hidden="true" className="size-5 text-primary-700" />
          {t("insights.recommended.title")}
        </h2>
        {jobs.length ? (
          <p className="text-sm text-gray-600">{t("insights.recommended.count", { count: jobs.length })}</p>
        ) : null}
      </div>
      {state.status === "ready" && "resumeTitle" in state.answer && jobs.length ? (
        <p className="mt-1 text-sm text-gray-700">
          {t("insights.recommended.intro", { resumeTitle: state.answer.resumeTitle })}
        </p>
      ) : null}

      {state.status === "loading" ? (
        <ListState
          status="loading"
          className="mt-4"
          label={t("insights.recommended.loading")}
          placeholder={
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <li key={index} className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
                  <div className="h-5 w-2/3 animate-pulse rounded-md bg-gray-200" />
                  <div className="h-4 w-1/2 animate-pulse rounded-md bg-gray-200" />
                  <div className="h-4 w-3/4 animate-pulse rounded-md bg-gray-200" />
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
          message={t("insights.recommended.loadFailed")}
          retryLabel={t("insights.dialog.retry")}
          onRetry={() => {
            setState({ status: "loading" });
            setAttempt((value) => value + 1);
          }}
        />
      ) : null}

      {state.status === "ready" && "reason" in state.answer ? (
        <ListState
          status="empty"
          className="mt-4"
          icon={FileText}
          title={t("insights.recommended.noResumeTitle")}
          body={t("insights.recommended.noResumeBody")}
          action={
            <Link to="/resume-builder" className={buttonClasses()}>
              <FileText aria-hidden="true" className="size-4" />
              {t("insights.recommended.buildResume")}
            </Link>
          }
        />
      ) : null}

      {state.status === "ready" && !("reason" in state.answer) && !jobs.length ? (
        <ListState
          status="empty"
          className="mt-4"
          icon={Sparkles}
          title={t("insights.recommended.emptyTitle")}
          body={t("insights.recommended.emptyBody")}
          action={
            <>
              <Link to="/resume-builder" className={buttonClasses({ variant: "secondary" })}>
                <FileText aria-hidden="true" className="size-4" />
                {t("insights.recommended.improveResume")}
              </Link>
              <Link to="/jobs" className={buttonClasses()}>
                <Search aria-hidden="true" className="size-4" />
                {t("insights.recommended.findJobs")}
              </Link>
            </>
          }
        />
      ) : null}

      {jobs.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <RecommendedJobCard job={job} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The match badge: the score in the band's colour, the band's words for screen readers too. */
export function MatchBadge({ score, band }: { score: number; band: TMatchBand }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        MATCH_BAND_BADGE_CLASSES[band],
      )}
      title={t(`matching.band.${band}`)}
    >
      {t("insights.recommended.match", { score })}
      <span className="sr-only">: {t(`matching.band.${band}`)}</span>
    </span>
  );
}

function RecommendedJobCard({ job }: { job: TRecommendedJob }) {
  const explain = useExplanationLine();
  return (
    <Link
      to={`/jobs/${job.id}`}
      className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold break-words text-gray-900 group-hover:text-primary-700">
          {job.title}
        </span>
        <MatchBadge score={job.match.score} band={job.match.band} />
      </span>
      <span className="mt-2 flex flex-col gap-1 text-sm text-gray-600">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="break-words">{job.company}</span>
        </span>
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="break-words">{job.location}</span>
        </span>
      </span>
      <span className="mt-3 text-sm text-gray-800">{explain(job.match.why)}</span>
    </Link>
  );
}
