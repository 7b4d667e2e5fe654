// The checks computed from the site's figures, at their thresholds: listed jobs, original
// writing, the share posted here, traffic, bounce rate, freshness, the operator's details and
// the restricted terms.
import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import "./catalogue";
import { checkListedJobs, checkOriginalContent, checkOwnJobs, countWords } from "./content-checks";
import { checkFreshContent } from "./guideline-checks";
import { checkContactPage, checkOperatorDetails } from "./legal-checks";
import { RESTRICTED_TERMS_PATTERN } from "./restricted-terms";
import type { TPublishedPageText } from "./site-facts";
import { checkEngagement, checkTraffic } from "./traffic-checks";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-01T12:00:00Z");
const jobsOf = (listed: number, postedHere = listed, newestPostedAt: Date | null = null) => ({
  listed,
  postedHere,
  newestPostedAt,
});
const page = (slug: string, body: string, updatedAt = NOW): TPublishedPageText => ({
  slug,
  title: slug,
  body,
  updatedAt,
});
const statusOf = (check: { status: string }) => check.status;

describe("content quality", () => {
  it("listed jobs: 30 pass, 1 to 29 warn, none fails", () => {
    expect(checkListedJobs(jobsOf(30))).toMatchObject({ status: "passed", values: { count: 30 } });
    expect(checkListedJobs(jobsOf(29))).toMatchObject({
      status: "warning",
      reasonKey: "monetizationReadiness.reasons.listedJobs.few",
      values: { count: 29, minimum: 30 },
    });
    expect(checkListedJobs(jobsOf(1)).status).toBe("warning");
    expect(checkListedJobs(jobsOf(0))).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.listedJobs.none",
    });
  });

  it("counts the words a reader sees in Markdown, not link targets or tags", () => {
    expect(countWords("# About us\n\nWe're a **small** team. See [our jobs](/jobs) or https://example.com/x")).toBe(10);
    expect(countWords("<div>one</div> ![a picture](/uploads/a.png) two-part")).toBe(2);
  });

  it("original content: 500 words pass, fewer warn, no published page fails", () => {
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    // The title ("about") is one word of the page.
    expect(checkOriginalContent([page("about", words(499))])).toMatchObject({
      status: "passed",
      values: { words: 500 },
    });
    expect(checkOriginalContent([page("about", words(498))])).toMatchObject({
      status: "warning",
      values: { words: 499, minimum: 500 },
    });
    expect(checkOriginalContent([page("about", words(200)), page("help", words(299))]).status).toBe("passed");
    expect(checkOriginalContent([])).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.originalContent.none",
    });
  });

  it("jobs posted here: half pass, a fifth warn, fewer fail, none listed fails", () => {
    expect(checkOwnJobs(jobsOf(10, 5))).toMatchObject({ status: "passed", values: { percent: 50 } });
    expect(checkOwnJobs(jobsOf(1000, 499))).toMatchObject({ status: "warning", values: { percent: 49 } });
    expect(checkOwnJobs(jobsOf(10, 2))).toMatchObject({ status: "warning", values: { percent: 20 } });
    expect(checkOwnJobs(jobsOf(1000, 199))).toMatchObject({ status: "failed", values: { percent: 19 } });
    expect(checkOwnJobs(jobsOf(0, 0))).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.ownJobs.none",
    });
  });
});

describe("traffic and engagement", () => {
  const figures = (pageViews: number, uniqueVisitors = 1000, bounceRate = 50) => ({
    pageViews,
    uniqueVisitors,
    bounceRate,
  });

  it("page views of the last 30 days: 3,000 pass, 300 to 2,999 warn, fewer fail", () => {
    expect(checkTraffic(figures(3000))).toMatchObject({ status: "passed", values: { count: 3000 } });
    expect(checkTraffic(figures(2999))).toMatchObject({ status: "warning", values: { count: 2999, minimum: 3000 } });
    expect(statusOf(checkTraffic(figures(300)))).toBe("warning");
    expect(checkTraffic(figures(299))).toMatchObject({ status: "failed", values: { count: 299 } });
    expect(checkTraffic(figures(0))).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.traffic.none",
    });
  });

  it("bounce rate: too few visits warn, 70% passes, 85% warns, more fails", () => {
    expect(checkEngagement(figures(0, 99, 10))).toMatchObject({
      status: "warning",
      reasonKey: "monetizationReadiness.reasons.engagement.tooFewVisits",
      values: { count: 99, minimum: 100 },
    });
    expect(checkEngagement(figures(0, 100, 70))).toMatchObject({ status: "passed", values: { rate: 70 } });
    expect(statusOf(checkEngagement(figures(0, 100, 70.1)))).toBe("warning");
    expect(statusOf(checkEngagement(figures(0, 100, 85)))).toBe("warning");
    expect(checkEngagement(figures(0, 100, 85.1))).toMatchObject({ status: "failed", values: { rate: 85.1 } });
  });
});

describe("fresh content", () => {
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

  it("the newest job or page: within 30 days passes, within 90 warns, older fails, nothing fails", () => {
    expect(checkFreshContent(jobsOf(1, 1, daysAgo(30)), [], NOW)).toMatchObject({
      status: "passed",
      values: { count: 30 },
    });
    expect(checkFreshContent(jobsOf(1, 1, daysAgo(31)), [], NOW)).toMatchObject({
      status: "warning",
      values: { count: 31 },
    });
    expect(statusOf(checkFreshContent(jobsOf(1, 1, daysAgo(90)), [], NOW))).toBe("warning");
    expect(statusOf(checkFreshContent(jobsOf(1, 1, daysAgo(91)), [], NOW))).toBe("failed");
    // A page updated yesterday makes an old job board fresh.
    expect(statusOf(checkFreshContent(jobsOf(1, 1, daysAgo(200)), [page("about", "x", daysAgo(1))], NOW))).toBe(
      "passed",
    );
    expect(checkFreshContent(jobsOf(0, 0, null), [], NOW)).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.freshContent.none",
    });
  });
});

describe("legal compliance from the settings", () => {
  const reader = { t: createTranslator("en"), language: "en" };
  const operator = {
    name: "Hirewise Ltd",
    postalAddress: "1 Main Street, Dubai",
    contactEmail: "legal@example.com",
    jurisdiction: "United Arab Emirates",
  };

  it("passes with every operator detail, and names the missing ones in the reader's language", () => {
    expect(checkOperatorDetails(operator, reader).status).toBe("passed");
    expect(checkOperatorDetails({ ...operator, postalAddress: "  ", jurisdiction: null }, reader)).toEqual({
      id: "operatorDetails",
      category: "legalCompliance",
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.operatorDetails.missing",
      values: { missing: "postal address and jurisdiction", fields: "postalAddress,jurisdiction" },
    });
  });

  it("a published page with the slug contact is the Contact page", () => {
    expect(checkContactPage([page("about", "x"), page("contact", "x")]).status).toBe("passed");
    expect(checkContactPage([page("about", "x")])).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.contactPage.missing",
    });
  });
});

describe("restricted terms", () => {
  it("match whole words in any case, plurals and spaced phrases, not parts of words", () => {
    for (const text of [
      "Casino host",
      "our CASINOS",
      "sports   betting analyst",
      "Cannabis retail",
      "firearms dealer",
    ]) {
      expect(RESTRICTED_TERMS_PATTERN.test(text), text).toBe(true);
    }
    for (const text of ["Sex, race and religion are not considered", "Ethical hacking lead", "Casinova Ltd"]) {
      expect(RESTRICTED_TERMS_PATTERN.test(text), text).toBe(false);
    }
  });
});
