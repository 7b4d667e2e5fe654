import { Check, FilePlus2, Gauge, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TMatchBand, TMatchExplanationLine, TMatchScore, TMatchScoreAnswer } from "@common/matching/schemas";
import type { TResumeSummary } from "@common/resumes/schema";
import { fetchMatchScore } from "~/api/jobs";
import { MATCH_BAND_BADGE_CLASSES, useExplanationLine } from "~/components/match/match-band";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { cn } from "~/lib/cn";
import { resumeChoiceLabel } from "~/lib/resume-choice";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { useScriptReadyProps } from "~/lib/use-hydrated";
import { resumeBuilderReturningTo } from "~/lib/return-to";
import { useFormatLocale } from "~/lib/format-locale";

// The match score tile of the job page (docs/product.md#job-detail). The page is rendered on
// the server and kept by shared caches for signed-out visitors, so a seeker's score is asked for
// in the browser once the page has hydrated, and again for the resume they pick.

// The score's ring and figure by band (80+ green, 60-79 yellow, below 60
// grey); the 700 shades on white read above WCAG AA's 4.5:1. The band's badge is the shared one.
const BAND_TONES: Record<TMatchBand, { score: string; ring: string }> = {
  excellent: { score: "text-green-700", ring: "border-green-600" },
  good: { score: "text-yellow-700", ring: "border-yellow-500" },
  improve: { score: "text-gray-700", ring: "border-gray-400" },
};

/** Signed out: the tile's invitation, a link that comes back to this job after signing in. */
export function MatchSignInLink({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      onClick={() => storeRedirectAfterLogin(`/jobs/${jobId}`)}
      className="text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      {t("matching.tile.signIn")}
    </Link>
  );
}

function SkillChips({ match }: { match: TMatchScore }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t("matching.tile.matched")}</h3>
        {match.matchedSkills.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {match.matchedSkills.map((entry) => {
              const sameWord = entry.matchedAs.trim().toLowerCase() === entry.skill.trim().toLowerCase();
              const words = sameWord
                ? entry.skill
                : t("matching.tile.matchedAs", { resumeSkill: entry.matchedAs, jobSkill: entry.skill });
              return (
                <li
                  key={entry.skill}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm text-green-900 ring-1 ring-green-700/20 ring-inset"
                >
                  <Check aria-hidden="true" className="size-4 shrink-0 text-green-700" />
                  <span className="min-w-0 break-words">
                    {entry.credit < 1 ? t("matching.tile.related", { skill: words }) : words}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-gray-700">{t("matching.tile.noneMatched")}</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t("matching.tile.missing")}</h3>
        {match.missingSkills.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {match.missingSkills.map((skill) => (
              <li
                key={skill}
                className="inline-flex max-w-full items-center rounded-full border border-dashed border-gray-400 px-3 py-1 text-sm text-gray-800"
              >
                <span className="min-w-0 break-words">{skill}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-gray-700">{t("matching.tile.noneMissing")}</p>
        )}
      </div>
    </div>
  );
}

function MatchResult({ match }: { match: TMatchScore }) {
  const { t } = useTranslation();
  const explain = useExplanationLine();
  const tone = BAND_TONES[match.band];
  const lines = [match.explanation.experience, match.explanation.location, match.explanation.title].filter(
    (line): line is TMatchExplanationLine => Boolean(line),
  );
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex items-center gap-4 md:flex-col md:items-start lg:items-center">
        <p
          className={cn(
            "flex size-20 shrink-0 flex-col items-center justify-center rounded-full border-4 bg-white",
            tone.ring,
          )}
        >
          <span className={cn("text-3xl leading-none font-bold", tone.score)} aria-hidden="true">
            {match.score}
          </span>
          <span className="sr-only">{t("matching.tile.scoreOutOf", { score: match.score })}</span>
        </p>
        <p
          className={cn(
            "inline-flex items-center rounded-full px-3 py-1 text-center text-sm font-semibold ring-1 ring-inset",
            MATCH_BAND_BADGE_CLASSES[match.band],
          )}
        >
          {t(`matching.band.${match.band}`)}
        </p>
      </div>
      <SkillChips match={match} />
      <div className="md:col-span-2 lg:col-span-1">
        <h3 className="text-sm font-semibold text-gray-900">{t("matching.tile.why")}</h3>
        <ul className="mt-2 space-y-2">
          {lines.map((line) => (
            <li key={line.key} className="flex gap-2 text-sm leading-6 text-gray-800">
              <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-gray-500" />
              <span className="min-w-0 break-words">{explain(line)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function NoResume({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-700">{t("matching.tile.noResume")}</p>
      <Link
        to={resumeBuilderReturningTo(`/jobs/${jobId}`)}
        className={buttonClasses({ variant: "secondary", className: "w-full shrink-0 sm:w-auto" })}
      >
        <FilePlus2 aria-hidden="true" className="size-5" />
        {t("matching.tile.buildResume")}
      </Link>
    </div>
  );
}

type TResult = { status: "failed" } | { status: "ready"; answer: TMatchScoreAnswer };

/**
 * A signed-in job seeker's score for a listed job: the score and its band, the skills behind it
 * and a line each on experience, location and the role, for the resume picked ("Resume", the
 * most recently updated first). `resumes` is the seeker's list as the page loaded it.
 */
export function MatchTile({
  jobId,
  resumes,
  className,
}: {
  jobId: number;
  resumes: TResumeSummary[];
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // The answer to the request named by `key`: any other key is still loading.
  const [result, setResult] = useState<{ key: string; result: TResult } | null>(null);
  const hasResume = resumes.length > 0;
  const key = `${jobId}:${picked ?? "latest"}:${attempt}`;
  // A pick is scored by the page's script: the select is not ready until hydration.
  const pickReady = useScriptReadyProps();

  useEffect(() => {
    if (!hasResume) return;
    let isCurrent = true;
    fetchMatchScore({ jobId, resumeId: picked }).then(
      (answer) => isCurrent && setResult({ key, result: { status: "ready", answer } }),
      () => isCurrent && setResult({ key, result: { status: "failed" } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, picked, key, hasResume]);

  const state: TResult | { status: "loading" } = result?.key === key ? result.result : { status: "loading" };
  const answer = state.status === "ready" ? state.answer : null;
  const noResume = !hasResume || (answer !== null && answer.score === null);
  const shownResumeId = picked ?? (answer && answer.score !== null ? answer.resumeId : resumes[0]?.id);

  let body: React.ReactNode;
  if (noResume) body = <NoResume jobId={jobId} />;
  else if (state.status === "loading") {
    body = (
      <div className="mt-4 flex items-center gap-4">
        <span aria-hidden="true" className="size-20 shrink-0 animate-pulse rounded-full bg-gray-100" />
        <ListState status="loading" label={t("matching.tile.loading")} />
      </div>
    );
  } else if (state.status === "failed") {
    body = (
      <ListState
        status="failed"
        className="mt-3"
        message={t("matching.tile.failed")}
        retryLabel={t("matching.tile.retry")}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  } else if (answer && answer.score !== null) body = <MatchResult match={answer} />;

  return (
    <section
      aria-labelledby="match-title"
      aria-busy={state.status === "loading" && !noResume}
      className={cn("min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="match-title" className="flex items-center gap-2 text-sm text-gray-600">
          <Gauge aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          {t("jobDetail.tiles.matchScore")}
        </h2>
        {hasResume ? (
          <div className="flex min-w-0 items-center gap-2">
            <label htmlFor="match-resume" className="shrink-0 text-sm font-medium text-gray-900">
              {t("matching.tile.resume")}
            </label>
            <select
              id="match-resume"
              value={shownResumeId}
              {...pickReady}
              onChange={(event) => setPicked(Number(event.target.value))}
              className={cn(inputClasses, "w-auto max-w-64 min-w-0 py-1.5 text-sm")}
            >
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resumeChoiceLabel(resume, t, locale)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
