import { useTranslation } from "react-i18next";
import type { TMatchBand, TMatchExplanationLine, TMatchScore } from "@common/matching/schemas";
import type { TMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";

// A candidate's match as a company sees it (issue 14): the score badge coloured by band
// (spec-1 section 9: 80+ green, 60-79 yellow, below 60 grey) and the explanation said of the
// candidate. The engine's lines are keys of common/i18n/en/matching.ts written to the seeker
// ("you"); the same keys under companyDashboard.candidates.explain say it of the candidate.

const BAND_BADGES: Record<TMatchBand, string> = {
  excellent: "bg-green-50 text-green-800 ring-green-700/20",
  good: "bg-yellow-50 text-yellow-800 ring-yellow-700/25",
  improve: "bg-gray-100 text-gray-800 ring-gray-600/20",
};

/** The band of a score, as the server's engine decides it (server/matching bandFor). */
export function bandOf(score: number): TMatchBand {
  if (score >= 80) return "excellent";
  if (score >= 60) return "good";
  return "improve";
}

/** "87 · Excellent match!" in the band's colours; `label` is what a screen reader hears. */
export function MatchScoreBadge({ score, showBand = true }: { score: number; showBand?: boolean }) {
  const { t } = useTranslation();
  const band = bandOf(score);
  const bandText = t(`matching.band.${band}`);
  return (
    <span
      data-band={band}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset",
        BAND_BADGES[band],
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

/** An explanation line said of the candidate; values named `*Key` are catalogue keys (a level). */
function useExplainCandidate() {
  const { t, i18n } = useTranslation();
  return (line: TMatchExplanationLine) => {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(line.params)) {
      values[name] = name.endsWith("Key") && typeof value === "string" ? t(value as TMessageKey) : value;
    }
    const own = line.key.replace(/^matching\./, "companyDashboard.candidates.explain.");
    return t((i18n.exists(own) ? own : line.key) as TMessageKey, values);
  };
}

/** Why the candidate scores so: skills matched (with the resume's own word), missing, and the rest. */
export function CandidateMatchExplanation({ match }: { match: TMatchScore }) {
  const { t } = useTranslation();
  const explain = useExplainCandidate();
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
