import type { TMatchBand } from "./schemas";

/** A match score's band: 80 and above excellent, 60-79 good, below 60 improve. */
export function matchBandOf(score: number): TMatchBand {
  if (score >= 80) return "excellent";
  if (score >= 60) return "good";
  return "improve";
}
