import { ArrowRight } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TAssessmentRecommendation } from "@common/skills-assessment/results";
import { cn } from "~/lib/cn";
import { useSkillName } from "./skill-names";

/** What to do next after an assessment: each recommendation a sentence that links where to act. */
export function RecommendationList({
  recommendations,
  className,
}: {
  recommendations: TAssessmentRecommendation[];
  className?: string;
}) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  return (
    <ul className={cn("grid gap-2", className)}>
      {recommendations.map((recommendation) => {
        const text =
          recommendation.kind === "apply"
            ? t(recommendation.messageKey)
            : recommendation.kind === "learn"
              ? t(recommendation.messageKey, { skill: recommendation.skill, jobs: recommendation.jobs })
              : t(recommendation.messageKey, {
                  skill: skillName(recommendation.skill),
                  score: recommendation.score,
                });
        return (
          <li key={`${recommendation.kind}-${"skill" in recommendation ? recommendation.skill : ""}`}>
            <Link
              to={recommendation.href}
              className="group flex min-h-11 items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm text-gray-900 hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span>{text}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-gray-500 group-hover:text-primary-700 rtl:-scale-x-100"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
