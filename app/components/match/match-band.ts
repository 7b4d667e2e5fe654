import { useTranslation } from "react-i18next";
import type { TMatchBand, TMatchExplanationLine } from "@common/matching/schemas";
import type { TMessageKey } from "~/lib/api-client";

export { matchBandOf } from "@common/matching/bands";

/**
 * A match badge's colours by band (excellent green, good yellow, improve
 * grey); each 800 shade on its tint reads above 7:1.
 */
export const MATCH_BAND_BADGE_CLASSES: Record<TMatchBand, string> = {
  excellent: "bg-green-50 text-green-800 ring-green-700/20",
  good: "bg-yellow-50 text-yellow-800 ring-yellow-700/25",
  improve: "bg-gray-100 text-gray-800 ring-gray-600/20",
};

/**
 * A line of a match's explanation in words. Values named `*Key` are catalogue keys themselves
 * (a level). With `ownPrefix`, a text under that prefix with the same path ("…explain.experience.meets")
 * is said instead of the seeker's own (`matching.…`), where it exists.
 */
export function useExplanationLine(ownPrefix?: string) {
  const { t, i18n } = useTranslation();
  return (line: TMatchExplanationLine) => {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(line.params)) {
      values[name] = name.endsWith("Key") && typeof value === "string" ? t(value as TMessageKey) : value;
    }
    const own = ownPrefix ? line.key.replace(/^matching\./, `${ownPrefix}.`) : line.key;
    return t((i18n.exists(own) ? own : line.key) as TMessageKey, values);
  };
}
