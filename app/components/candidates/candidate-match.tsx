import { useTranslation } from "react-i18next";
import type { TMatchExplanationLine, TMatchScore } from "@common/matching/schemas";
import { MATCH_BAND_BADGE_CLASSES, matchBandOf, useExplanationLine } from "~/components/match/match-band";
import { cn } from "~/lib/cn";

// A candidate's match as a company sees it: the score badge coloured by band
// (80+ green, 60-79 yellow, below 60 grey) and the explanation said of the
// candidate. The engine's lines are keys of common/i18n/en/matching.ts written to the seeker
// ("you"); the same keys under companyDashboard.candidates.explain say it of the candidate.

/** "87 · Excellent match!" in the band's colours; `label` is what a screen reader hears. */
export function MatchScoreBadge({ score, showBand = true }: { score: number; showBand?: boolean }) {
  const { t } = useTranslation();
  const band = matchBandOf(score);
  const bandText = t(`companyDashboard.candidates.band.${band}`);
  return (
    <span
      data-band={band}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset",
        MATCH_BAND_BADGE_CLASSES[band],
      )}
    >
      <span className="sr-only">{t("companyDashboard.candidates.scoreLabel", { score, band: bandText })}</span>
      <span aria-hidden="true" className="tabular-nums">
        {score}
      </span>
      {showBand ? (
        <span aria-hidden="true" className="font-medium">
          {bandText}
        </span>
      ) : null}
    </span>
  );
}

/** Why the candidate scores so: skills matched (with the resume's own word), missing, and the rest. */
export function CandidateMatchExplanation({ match }: { match: TMatchScore }) {
  const { t } = useTranslation();
  const explain = useExplanationLine("companyDashboard.candidates.explain");
  const lines = [match.explanation.title, match.explanation.experience, match.explanation.location].filter(
    (line): line is TMatchExplanationLine => line !== undefined,
  );
  return (
    <div className="space-y-3 text-sm">
      <div>
        <h4 className="font-semibold text-gray-900">{t("companyDashboard.candidates.matched")}</h4>
        {match.matchedSkills.length ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {match.matchedSkills.map((entry) => {
              const sameWord = entry.matchedAs.trim().toLowerCase() === entry.skill.trim().toLowerCase();
              const words = sameWord
                ? entry.skill
                : t("matching.tile.matchedAs", { resumeSkill: entry.matchedAs, jobSkill: entry.skill });
              return (
                <li
                  key={entry.skill}
                  className="max-w-full rounded-full bg-green-50 px-2.5 py-0.5 break-words text-green-900 ring-1 ring-green-700/20 ring-inset"
                >
                  {entry.credit < 1 ? t("matching.tile.related", { skill: words }) : words}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-1 text-gray-700">{t("companyDashboard.candidates.noneMatched")}</p>
        )}
      </div>
      <div>
        <h4 className="font-semibold text-gray-900">{t("companyDashboard.candidates.missing")}</h4>
        {match.missingSkills.length ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {match.missingSkills.map((skill) => (
              <li
                key={skill}
                className="max-w-full rounded-full bg-gray-100 px-2.5 py-0.5 break-words text-gray-800 ring-1 ring-gray-600/20 ring-inset"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-gray-700">{t("companyDashboard.candidates.noneMissing")}</p>
        )}
      </div>
      <ul className="list-disc space-y-1 ps-5 text-gray-700">
        {lines.map((line) => (
          <li key={line.key}>{explain(line)}</li>
        ))}
      </ul>
    </div>
  );
}
