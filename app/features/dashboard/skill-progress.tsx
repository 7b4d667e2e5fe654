import { ClipboardCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TSkillsOverview } from "@common/skills-assessment/results";
import { STRONG_SKILL_SCORE } from "@common/skills-assessment/scoring";
import { RecommendationList } from "~/components/skills-assessment/recommendation-list";
import { useSkillName } from "~/components/skills-assessment/skill-names";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { cn } from "~/lib/cn";
import { getSkillsOverview } from "~/api/skills-assessment";
import { AssessmentModalContent } from "./assessment-modal";
import { formatDate } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

/** How many skills, attempts and recommendations Skill Progress shows (docs/product.md#skills-assessment). */
const SKILLS_SHOWN = 3;
const HISTORY_SHOWN = 3;
const RECOMMENDATIONS_SHOWN = 3;

type TState = { status: "loading" } | { status: "failed" } | { status: "ready"; overview: TSkillsOverview };

const linkClasses =
  "inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/**
 * The seeker dashboard's Skill Progress: the first three skills of the newest scores with their
 * bars (green from 80), the latest attempts and what to practise next, read from
 * GET /api/skills-assessment; "Take Skills Assessment" opens the technical assessment, and Skill
 * Progress reads the scores again once it is stored.
 */
export function SkillProgress() {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>({ status: "loading" });
  const [isOpen, setIsOpen] = useState(false);

  const load = useCallback(() => {
    let isCurrent = true;
    getSkillsOverview()
      .then((overview) => isCurrent && setState({ status: "ready", overview }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, []);
  useEffect(load, [load]);

  const hasTaken = state.status === "ready" && state.overview.history.length > 0;
  // One dialog for both buttons, so the assessment under way survives Skill Progress changing view.
  const takeButton = (
    <Button variant={hasTaken ? "secondary" : "primary"} onClick={() => setIsOpen(true)}>
      {t("dashboard.skills.take")}
    </Button>
  );

  return (
    <section aria-labelledby="skill-progress-title" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="skill-progress-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <ClipboardCheck aria-hidden="true" className="size-5 text-primary-700" />
        {t("dashboard.skills.title")}
      </h2>
      {state.status === "loading" ? (
        <ListState status="loading" className="mt-3" label={t("dashboard.skills.loading")} />
      ) : state.status === "failed" ? (
        <ListState
          status="failed"
          className="mt-3"
          message={t("dashboard.skills.loadFailed")}
          retryLabel={t("dashboard.skills.retry")}
          onRetry={() => {
            setState({ status: "loading" });
            load();
          }}
        />
      ) : hasTaken ? (
        <SkillOverview overview={state.overview} />
      ) : (
        <ListState
          status="empty"
          heading="h3"
          className="mt-3"
          icon={ClipboardCheck}
          title={t("dashboard.skills.emptyTitle")}
          body={t("dashboard.skills.emptyBody")}
          action={takeButton}
        />
      )}
      {state.status === "ready" ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          {hasTaken ? takeButton : null}
          <Link to="/skills-assessment" className={linkClasses}>
            {t("dashboard.skills.fullPage")}
          </Link>
        </p>
      ) : null}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? <AssessmentModalContent onSaved={() => void load()} /> : null}
      </Dialog>
    </section>
  );
}

function SkillOverview({ overview }: { overview: TSkillsOverview }) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  const skills = Object.entries(overview.skills).slice(0, SKILLS_SHOWN);
  const locale = useFormatLocale();
  return (
    <>
      <ul className="mt-4 grid gap-3">
        {skills.map(([skill, score]) => {
          const labelId = `skill-progress-${skill}`;
          return (
            <li key={skill}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span id={labelId} className="font-medium text-gray-900">
                  {skillName(skill)}
                </span>
                <span className="text-gray-700">{t("dashboard.skills.scoreValue", { score })}</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-gray-200"
              >
                <div
                  className={cn("h-full rounded-full", score >= STRONG_SKILL_SCORE ? "bg-green-600" : "bg-primary-700")}
                  style={{ width: `${score}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{t("dashboard.skills.history")}</h3>
      <ul className="mt-2 grid gap-1 text-sm text-gray-700">
        {overview.history.slice(0, HISTORY_SHOWN).map((attempt) => (
          <li key={attempt.id}>
            {t("dashboard.skills.historyItem", {
              kind: t(`skillsAssessment.kinds.${attempt.kind}`),
              date: formatDate(attempt.createdAt, locale),
            })}
          </li>
        ))}
      </ul>
      {overview.recommendations.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-gray-900">{t("dashboard.skills.nextSteps")}</h3>
          <RecommendationList
            recommendations={overview.recommendations.slice(0, RECOMMENDATIONS_SHOWN)}
            className="mt-2"
          />
        </>
      ) : null}
    </>
  );
}
