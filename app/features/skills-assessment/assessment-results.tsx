import { FileText, Search, Star } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TPageCategory } from "@common/skills-assessment/questions";
import type { TAssessmentRecommendation } from "@common/skills-assessment/results";
import { MAX_STARS, skillLevel, starRating } from "@common/skills-assessment/scoring";
import { RecommendationList } from "~/components/skills-assessment/recommendation-list";
import { Button, buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";

export type TSaveState = "idle" | "saving" | "saved" | "failed";

const PAGE_PATH = "/skills-assessment";

/** The stars of a score, read out as "4 of 5 stars". */
function Stars({ score }: { score: number }) {
  const { t } = useTranslation();
  const count = starRating(score);
  return (
    <span role="img" aria-label={t("skillsAssessment.stars", { count })} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < count ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-gray-300"}
        />
      ))}
    </span>
  );
}

/**
 * The results of the page's assessment: each area's score, level and stars, what to do next
 * (stored for a job seeker; an invitation to keep them for anyone else), and the ways on.
 */
export function AssessmentResults({
  scores,
  recommendations,
  saveState,
  canKeep,
  hasResume,
  onRestart,
}: {
  scores: Record<TPageCategory, number>;
  recommendations?: TAssessmentRecommendation[];
  saveState: TSaveState;
  canKeep: boolean;
  hasResume: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="assessment-results-title" className="mt-6">
      <h2
        ref={heading}
        id="assessment-results-title"
        tabIndex={-1}
        className="text-xl font-semibold text-gray-900 focus-visible:outline-none"
      >
        {t("skillsAssessment.resultsTitle")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("skillsAssessment.resultsIntro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {Object.entries(scores).map(([category, score]) => (
          <li key={category} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-base font-semibold text-gray-900">
                {t(`skillsAssessment.skills.${category as TPageCategory}`)}
              </h3>
              <span className="shrink-0 rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
                {t(`skillsAssessment.levels.${skillLevel(score)}`)}
              </span>
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              <span className="text-2xl font-bold text-gray-900">{t("skillsAssessment.scoreOutOf", { score })}</span>
              <Stars score={score} />
            </div>
            <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-gray-200">
              <div className="h-full rounded-full bg-primary-700" style={{ width: `${score}%` }} />
            </div>
          </li>
        ))}
      </ul>

      {canKeep ? (
        <div className="mt-6">
          {saveState === "saving" ? <ListState status="loading" label={t("skillsAssessment.saving")} /> : null}
          {saveState === "saved" ? <p className="text-sm text-gray-700">{t("skillsAssessment.savedNote")}</p> : null}
          {saveState === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {t("skillsAssessment.toastFailedBody")}
            </p>
          ) : null}
          {recommendations?.length ? (
            <>
              <h3 className="mt-4 text-base font-semibold text-gray-900">{t("skillsAssessment.nextSteps")}</h3>
              <RecommendationList recommendations={recommendations} className="mt-2" />
            </>
          ) : null}
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-primary-200 bg-primary-50 p-5">
          <h3 className="text-base font-semibold text-gray-900">{t("skillsAssessment.keepTitle")}</h3>
          <p className="mt-1 text-sm text-gray-700">{t("skillsAssessment.keepBody")}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link to="/login" onClick={() => storeRedirectAfterLogin(PAGE_PATH)} className={buttonClasses()}>
              {t("skillsAssessment.keepSignIn")}
            </Link>
            <Link
              to="/register"
              onClick={() => storeRedirectAfterLogin(PAGE_PATH)}
              className={buttonClasses({ variant: "secondary" })}
            >
              {t("skillsAssessment.keepRegister")}
            </Link>
          </div>
        </div>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to="/resume-builder" className={buttonClasses()}>
          <FileText aria-hidden="true" className="size-4" />
          {t("skillsAssessment.buildResume")}
        </Link>
        <Link
          to={canKeep && hasResume ? "/jobs?sort=match" : "/jobs"}
          className={buttonClasses({ variant: "secondary" })}
        >
          <Search aria-hidden="true" className="size-4" />
          {t("skillsAssessment.findMatchingJobs")}
        </Link>
        <Button variant="ghost" onClick={onRestart}>
          {t("skillsAssessment.takeAgain")}
        </Button>
      </div>
    </section>
  );
}
