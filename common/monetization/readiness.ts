// The readiness check's contract (POST /api/admin/adsense/readiness): fifteen checks in six
// categories, each passed, warning or failed with its reason, the score (the rounded share of
// passed checks) and the level.

export const READINESS_CATEGORIES = [
  "contentQuality",
  "navigationUx",
  "legalCompliance",
  "technicalRequirements",
  "trafficEngagement",
  "contentGuidelines",
] as const;
export type TReadinessCategory = (typeof READINESS_CATEGORIES)[number];

/** The fifteen checks, by category, in the order they are shown. */
export const READINESS_CHECKS = {
  contentQuality: ["listedJobs", "originalContent", "ownJobs"],
  navigationUx: ["navigationLinks", "notFoundPage"],
  legalCompliance: ["legalPages", "operatorDetails", "contactPage"],
  technicalRequirements: ["https", "sitemap", "robots"],
  trafficEngagement: ["traffic", "engagement"],
  contentGuidelines: ["prohibitedContent", "freshContent"],
} as const satisfies Record<TReadinessCategory, readonly string[]>;
export type TReadinessCheckId = (typeof READINESS_CHECKS)[TReadinessCategory][number];
export const READINESS_CHECK_IDS = READINESS_CATEGORIES.flatMap(
  (category) => READINESS_CHECKS[category],
) as TReadinessCheckId[];

export const READINESS_STATUSES = ["passed", "warning", "failed"] as const;
export type TReadinessStatus = (typeof READINESS_STATUSES)[number];

export interface TReadinessCheck {
  id: TReadinessCheckId;
  category: TReadinessCategory;
  status: TReadinessStatus;
  /** The reason's catalogue key (monetizationReadiness.reasons.*) and its values. */
  reasonKey: string;
  values?: Record<string, string | number>;
}

/** The levels: 80 and above ready, 60 to 79 nearly ready, below 60 not ready. */
export type TReadinessLevel = "ready" | "nearlyReady" | "notReady";
export const READY_SCORE = 80;
export const NEARLY_READY_SCORE = 60;

export function readinessScore(checks: readonly Pick<TReadinessCheck, "status">[]): number {
  if (checks.length === 0) return 0;
  return Math.round((checks.filter((check) => check.status === "passed").length / checks.length) * 100);
}

export function readinessLevel(score: number): TReadinessLevel {
  if (score >= READY_SCORE) return "ready";
  if (score >= NEARLY_READY_SCORE) return "nearlyReady";
  return "notReady";
}

/** "Apply to AdSense" is enabled at 80 and above. */
export const canApply = (score: number) => score >= READY_SCORE;

/** POST /api/admin/adsense/readiness's answer. */
export interface TReadinessResult {
  checks: TReadinessCheck[];
  score: number;
  level: TReadinessLevel;
  checkedAt: string;
}
