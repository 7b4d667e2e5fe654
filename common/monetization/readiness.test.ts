// The readiness score and levels: the rounded share of passed checks; 80 and
// above "ready" (and "Apply to AdSense" enabled), 60 to 79 "nearly ready", below 60 "not ready".
import { describe, expect, it } from "vitest";
import {
  canApply,
  READINESS_CATEGORIES,
  READINESS_CHECK_IDS,
  READINESS_CHECKS,
  readinessLevel,
  readinessScore,
  type TReadinessStatus,
} from "./readiness";

/** `passed` passed checks out of `total`, the rest split between warnings and failures. */
function checks(passed: number, total = 15): { status: TReadinessStatus }[] {
  return Array.from({ length: total }, (_, index) => ({
    status: index < passed ? "passed" : index % 2 ? "warning" : "failed",
  }));
}

describe("the readiness score", () => {
  it("is the rounded percentage of passed checks; warnings count as not passed", () => {
    expect(readinessScore(checks(15))).toBe(100);
    expect(readinessScore(checks(10))).toBe(67); // the spec's shipped data: 10 of 15
    expect(readinessScore(checks(12))).toBe(80);
    expect(readinessScore(checks(11))).toBe(73);
    expect(readinessScore(checks(9))).toBe(60);
    expect(readinessScore(checks(8))).toBe(53);
    expect(readinessScore(checks(0))).toBe(0);
    expect(readinessScore([{ status: "warning" }, { status: "passed" }])).toBe(50);
  });

  it("is 0 with no checks", () => {
    expect(readinessScore([])).toBe(0);
  });
});

describe("the readiness levels at their edges", () => {
  it("80 is ready and may apply; 79 is nearly ready and may not", () => {
    expect(readinessLevel(80)).toBe("ready");
    expect(canApply(80)).toBe(true);
    expect(readinessLevel(79)).toBe("nearlyReady");
    expect(canApply(79)).toBe(false);
    expect(readinessLevel(100)).toBe("ready");
  });

  it("60 is nearly ready; 59 is not ready", () => {
    expect(readinessLevel(60)).toBe("nearlyReady");
    expect(readinessLevel(59)).toBe("notReady");
    expect(canApply(60)).toBe(false);
    expect(readinessLevel(0)).toBe("notReady");
  });

  it("a score rounded up to 80 (79.5%) is ready", () => {
    // 159 of 200 passed is 79.5%, rounded to 80.
    const score = readinessScore(checks(159, 200));
    expect(score).toBe(80);
    expect(readinessLevel(score)).toBe("ready");
  });
});

describe("the fifteen checks", () => {
  it("are fifteen, in six categories, each once", () => {
    expect(READINESS_CATEGORIES).toHaveLength(6);
    expect(READINESS_CHECK_IDS).toHaveLength(15);
    expect(new Set(READINESS_CHECK_IDS).size).toBe(15);
    expect(READINESS_CATEGORIES.flatMap((category) => READINESS_CHECKS[category])).toEqual(READINESS_CHECK_IDS);
  });
});
