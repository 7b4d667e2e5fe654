import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MATCH_BAND_BADGE_CLASSES, matchBandOf } from "~/components/match/match-band";
import { cn } from "~/lib/cn";

/**
 * A job card's match badge: "87% match" from the signed-in job seeker's resume,
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
        MATCH_BAND_BADGE_CLASSES[band],
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{t("jobSearch.card.match", { score })}</span>
      <span className="sr-only">{t("jobSearch.card.matchLabel", { score, band: t(`matching.band.${band}`) })}</span>
    </span>
  );
}
