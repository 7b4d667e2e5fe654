// The readiness panel drawn in each of its states: running (Recheck disabled, the live status),
// the result (score, level, the fifteen checks by category with status words, names and reasons;
// "Apply to AdSense" a link at 80% and a disabled button with the reason below), and failed.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import {
  READINESS_CATEGORIES,
  READINESS_CHECKS,
  readinessLevel,
  readinessScore,
  type TReadinessCheck,
  type TReadinessResult,
} from "@common/monetization/readiness";
import { ApiError } from "~/lib/api-client";
import "../site-catalogue";
import { nextUnitId } from "./ad-units-editor";
import { ADSENSE_APPLY_URL, ReadinessPanel, type TReadinessState } from "./readiness-panel";

const i18n = createI18n("en");

/** The fifteen checks: the first `failing` of them failed, the next one a warning, the rest passed. */
function result(failing: number): TReadinessResult {
  const checks: TReadinessCheck[] = READINESS_CATEGORIES.flatMap((category) =>
    READINESS_CHECKS[category].map((id) => ({ id, category, status: "passed" as const, reasonKey: "" })),
  ).map((check, index): TReadinessCheck => {
    if (index < failing)
      return { ...check, status: "failed", reasonKey: "monetizationReadiness.reasons.contactPage.missing" };
    if (index === failing)
      return {
        ...check,
        status: "warning",
        reasonKey: "monetizationReadiness.reasons.listedJobs.few",
        values: { count: 3, minimum: 20 },
      };
    return { ...check, reasonKey: "monetizationReadiness.reasons.listedJobs.passed", values: { count: 42 } };
  });
  const score = readinessScore(checks);
  return { checks, score, level: readinessLevel(score), checkedAt: "2026-11-30T03:00:00.000Z" };
}

function render(state: TReadinessState) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ReadinessPanel readiness={{ state, recheck: () => undefined }} />
    </I18nextProvider>,
  )
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the readiness panel", () => {
  it("while the check runs, says so and disables Recheck", () => {
    const markup = render({ status: "running", previous: null });
    expect(textOf(markup)).toContain("Checking the live site…");
    expect(textOf(markup)).toContain("The readiness check is running.");
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>.*?Recheck/);
    expect(textOf(markup)).not.toContain("%");
  });

  it("shows the score, the level and every check in its category with its status word, name and reason", () => {
    const markup = render({ status: "ready", result: result(4) });
    const text = textOf(markup);
    // 10 of 15 passed: 67%, nearly ready.
    expect(text).toContain("Readiness score 67%");
    expect(text).toContain("Nearly Ready");
    expect(text).toContain("10 of 15 checks passed");
    for (const category of [
      "Content Quality",
      "Navigation & UX",
      "Legal Compliance",
      "Technical Requirements",
      "Traffic & Engagement",
      "Content Guidelines",
    ])
      expect(text).toContain(category);
    expect(markup.match(/data-check="/g)).toHaveLength(15);
    expect(markup.match(/data-status="failed"/g)).toHaveLength(4);
    expect(text).toContain("Failed Listed jobs No Contact page is published");
    expect(text).toContain("Warning Page not found answer Only 3 jobs are listed: list at least 20");
    expect(text).toContain("Passed Contact page 42 jobs are listed.");
    // Below 80: no link, a disabled button and why.
    expect(markup).not.toContain(ADSENSE_APPLY_URL);
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>Apply to AdSense<\/button>/);
    expect(text).toContain("Applying needs a score of 80% or more; this site scores 67%.");
  });

  it("at the band edges: 80% is ready and opens AdSense in a new tab; 60% nearly; below, not ready", () => {
    // 12 of 15 = 80%.
    const ready = render({ status: "ready", result: result(2) });
    expect(textOf(ready)).toContain("Readiness score 80%");
    expect(textOf(ready)).toContain("Ready for AdSense Application");
    expect(ready).toContain(`href="${ADSENSE_APPLY_URL}"`);
    expect(ready).toMatch(/target="_blank"/);
    expect(ready).toMatch(/rel="noopener noreferrer"/);
    // 9 of 15 = 60%; 8 of 15 = 53%.
    expect(textOf(render({ status: "ready", result: result(5) }))).toContain("60% Nearly Ready");
    const notReady = textOf(render({ status: "ready", result: result(6) }));
    expect(notReady).toContain("53% Not Ready");
  });

  it('a failed check shows "Check Failed", its message and Try again', () => {
    const text = textOf(render({ status: "failed", error: new ApiError(500, "INTERNAL", "errors.internal") }));
    expect(text).toContain("Check Failed");
    expect(text).toContain("Unable to complete readiness check. Please try again.");
    expect(text).toContain("Try again");
  });
});

describe("a new ad unit's id", () => {
  it("is unit- and a number no unit has", () => {
    expect(nextUnitId([])).toBe("unit-1");
    expect(nextUnitId([{ id: "header-banner" }, { id: "unit-3" }])).toBe("unit-4");
    expect(nextUnitId([{ id: "unit-2" }])).toBe("unit-3");
    expect(nextUnitId([{ id: "a" }, { id: "unit-3" }, { id: "unit-4" }])).toBe("unit-5");
  });
});
