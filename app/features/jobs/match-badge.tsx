import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TMatchBand } from "@common/matching/schemas";
import { cn } from "~/lib/cn";

/** The match score's bands (spec-1 section 9): 80 and above, 60-79, below 60. */
export function matchBandOf(score: number): TMatchBand {
  if (score >= 80) return "excellent";
  if (score >= 60) return "good";
  return "improve";
}

// spec-1 section 9: excellent green, good yellow, improve grey; each 800/900 shade on its tint
// reads above 7:1.
const BAND_CLASSES: Record<TMatchBand, string> = {
  excellent: "bg-green-50 text-green-800 ring-green-700/20",
  good: "bg-yellow-50 text-yellow-900 ring-yellow-600/30",
  improve: "bg-gray-100 text-gray-700 ring-gray-500/25",
};

/**
 * A job card's match badge (issue 14): "87% match" from the signed-in job seeker's resume,
 * coloured by band; screen readers hear the score and its band in words.
 */
export function MatchBadge({ score }: { score: number }) {
  const { t } = useTranslation();
  const band = matchBandOf(score);
  return (
    <span
      data-band={band}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        BAND_CLASSES[band],
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{t("jobSearch.card.match", { score })}</span>
      <span className="sr-only">{t("jobSearch.card.matchLabel", { score, band: t(`matching.band.${band}`) })}</span>
    </span>
  );
}
