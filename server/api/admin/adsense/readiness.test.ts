// POST /api/admin/adsense/readiness: administrators only; the fifteen checks inspect the live site,
// so changing the site flips them (no listed job, the Contact page unpublished, the operator's
// address cleared, an http public address). These tests have no page build: every page renders
// as a 500, so the page checks fail with that reason while the answer stays 200; robots.txt and
// the sitemap are Hono routes and answer for real. The page checks against rendered pages are
// tested with a stand-in renderer (services/monetization/readiness/page-checks.test.ts).
import { eq } from "drizzle-orm";
import type { TReadinessCheck, TReadinessResult } from "@common/monetization/readiness";
import { READINESS_CHECK_IDS, readinessLevel, readinessScore } from "@common/monetization/readiness";
import { createTranslator } from "@common/i18n";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, jobs, sitePages } from "../../../db/schema";
import { runReadinessCheck } from "../../../services/monetization/readiness/run-readiness-check";
import { expectErrorContract } from "../../../test/expect-error";
import {
  DAY_MS,
  insertJobs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
} from "../../../test/factories";
import { createClient, createTestApp } from "../../../test/test-app";

const PATH = "/api/admin/adsense/readiness";
const OPERATOR = {
  operatorName: "Northwind Jobs Ltd",
  operatorAddress: "1 Harbour Road, Dubai",
  operatorEmail: "legal@northwind.example",
  operatorJurisdiction: "United Arab Emirates",
} as const;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(async () => {
  await harness.context.db.delete(analyticsEvents);
  await harness.context.db.delete(jobs);
  await harness.context.db.delete(sitePages);
  for (const [key, value] of Object.entries(OPERATOR))
    await harness.context.settings.set(key as keyof typeof OPERATOR, value);
});

async function runCheck(): Promise<TReadinessResult> {
  const response = await admin.post(PATH);
  expect(response.status, response.text).toBe(200);
  return response.json as TReadinessResult;
}

function checkOf(result: TReadinessResult, id: TReadinessCheck["id"]): TReadinessCheck {
  return result.checks.find((check) => check.id === id)!;
}

async function publishPage(slug: string, body: string, isPublished = true) {
  await harness.context.db
    .insert(sitePages)
    .values({ slug, title: slug[0].toUpperCase() + slug.slice(1), body, isPublished });
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company", async () => {
    expectErrorContract(await createClient(harness.app).post(PATH), 401);
    expectErrorContract(await (await signedInSeeker(harness)).post(PATH), 403);
    expectErrorContract(await (await signedInCompany(harness)).post(PATH), 403);
  });
});

describe("the answer", () => {
  it("is the fifteen checks in order, each with its category, status and reason, the score and the level", async () => {
    const result = await runCheck();
    expect(result.checks.map((check) => check.id)).toEqual(READINESS_CHECK_IDS);
    for (const check of result.checks) {
      expect(["passed", "warning", "failed"]).toContain(check.status);
      expect(check.reasonKey).toMatch(/^monetizationReadiness\.reasons\./);
      // Every reason is a text of the catalogue, not its key.
      expect(createTranslator("en")(check.reasonKey, check.values)).not.toBe(check.reasonKey);
    }
    expect(result.score).toBe(readinessScore(result.checks));
    expect(result.level).toBe(readinessLevel(result.score));
    expect(Number.isNaN(Date.parse(result.checkedAt))).toBe(false);
  });

  it("fails the page checks with their reason when pages cannot be rendered, and still answers", async () => {
    const result = await runCheck();
    expect(checkOf(result, "navigationLinks")).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.navigationLinks.homeFailed",
      values: { status: 500 },
    });
    expect(checkOf(result, "notFoundPage")).toMatchObject({ status: "failed", values: { status: 500 } });
    expect(checkOf(result, "legalPages")).toMatchObject({
      status: "failed",
      values: { pages: "/privacy-policy (500) and /terms-of-service (500)" },
    });
  });

  it("reads the real robots.txt and sitemap", async () => {
    const result = await runCheck();
    expect(checkOf(result, "robots")).toMatchObject({ category: "technicalRequirements", status: "passed" });
    expect(checkOf(result, "sitemap")).toMatchObject({ category: "technicalRequirements", status: "passed" });
  });

  it("two checks started at once share one run: both answer 200 with the same checkedAt", async () => {
    const [first, second] = await Promise.all([admin.post(PATH), admin.post(PATH)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.checkedAt).toBe(first.json.checkedAt);
    // Once it has ended, the next check is a new run.
    const third = await runCheck();
    expect(third.checkedAt).not.toBe(first.json.checkedAt);
  });
});

describe("a check started while one runs", () => {
  it("gets that run's answer: the site is inspected once, and afresh after it ends", async () => {
    const asked: string[] = [];
    const renderPage = async (path: string) => {
      asked.push(path);
      return new Response("", { status: 500 });
    };
    const options = { renderPage, t: createTranslator("en"), language: "en" };
    const first = runReadinessCheck(harness.context, options);
    const second = runReadinessCheck(harness.context, options);
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(asked.filter((path) => path === "/robots.txt")).toHaveLength(1);

    await runReadinessCheck(harness.context, options);
    expect(asked.filter((path) => path === "/robots.txt")).toHaveLength(2);
  });
});

describe("content quality", () => {
  it("listed jobs pass at 30, and fail once no job is listed", async () => {
    await insertJobs(
      harness.context.db,
      Array.from({ length: 30 }, (_, index) => ({ title: `Nurse ${index}` })),
    );
    expect(checkOf(await runCheck(), "listedJobs")).toMatchObject({ status: "passed", values: { count: 30 } });

    // Expired and closed jobs are not listed.
    await harness.context.db.update(jobs).set({ status: "closed" });
    await insertJobs(harness.context.db, [{ title: "Ended", expiresInHours: -1 }]);
    const result = await runCheck();
    expect(checkOf(result, "listedJobs")).toMatchObject({
      category: "contentQuality",
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.listedJobs.none",
    });
    expect(checkOf(result, "ownJobs")).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.ownJobs.none",
    });
  });

  it("counts imported jobs apart from the ones posted here", async () => {
    await insertJobs(harness.context.db, [
      { title: "Posted here" },
      ...Array.from({ length: 3 }, (_, index) => ({
        title: `Imported ${index}`,
        source: "greenhouse" as const,
        externalId: `gh-${index}`,
        applyUrl: "https://acme.example/apply",
      })),
    ]);
    expect(checkOf(await runCheck(), "ownJobs")).toMatchObject({ status: "warning", values: { percent: 25 } });
  });

  it("counts the words of published pages only", async () => {
    await publishPage("about", words(600), false);
    await publishPage("help", words(100));
    expect(checkOf(await runCheck(), "originalContent")).toMatchObject({ status: "warning", values: { words: 101 } });
  });
});

describe("legal compliance", () => {
  it("the Contact page passes while published and fails once unpublished", async () => {
    await publishPage("contact", "Write to us at hello@example.com.");
    expect(checkOf(await runCheck(), "contactPage").status).toBe("passed");

    await harness.context.db.update(sitePages).set({ isPublished: false }).where(eq(sitePages.slug, "contact"));
    expect(checkOf(await runCheck(), "contactPage")).toMatchObject({
      category: "legalCompliance",
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.contactPage.missing",
    });
  });

  it("the operator's details pass when filled in, and fail naming the address once it is cleared", async () => {
    expect(checkOf(await runCheck(), "operatorDetails").status).toBe("passed");
    await harness.context.settings.clear("operatorAddress");
    expect(checkOf(await runCheck(), "operatorDetails")).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.operatorDetails.missing",
      values: { missing: "postal address", fields: "postalAddress" },
    });
  });
});

describe("technical requirements", () => {
  const stubPages = async () => new Response("", { status: 500 });
  const run = (publicUrl: string) =>
    runReadinessCheck(
      { ...harness.context, env: { ...harness.context.env, PUBLIC_URL: publicUrl } },
      { renderPage: stubPages, t: createTranslator("en"), language: "en" },
    );

  it("HTTPS fails with an http public address and passes with an https one", async () => {
    expect(checkOf(await runCheck(), "https")).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.https.failed",
      values: { url: harness.context.env.PUBLIC_URL },
    });
    expect(harness.context.env.PUBLIC_URL).toMatch(/^http:/);
    expect(checkOf(await run("https://jobs.example.com"), "https")).toMatchObject({
      status: "passed",
      values: { url: "https://jobs.example.com" },
    });
  });
});

describe("traffic and engagement", () => {
  /** Page views of `visitors` visitors today: the first `bouncers` see one page, the others two. */
  async function visits(visitors: number, bouncers: number) {
    const occurredAt = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: visitors }, (_, index) =>
      Array.from({ length: index < bouncers ? 1 : 2 }, () => ({
        name: "page.viewed",
        path: "/jobs",
        visitorHash: `visitor-${index}`,
        occurredAt,
      })),
    ).flat();
    await harness.context.db.insert(analyticsEvents).values(rows);
  }

  it("counts the last 30 days' page views and bounce rate from the first-party analytics", async () => {
    let result = await runCheck();
    expect(checkOf(result, "traffic")).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.traffic.none",
    });
    expect(checkOf(result, "engagement")).toMatchObject({
      status: "warning",
      reasonKey: "monetizationReadiness.reasons.engagement.tooFewVisits",
    });

    // 200 visitors, 60 of them on one page: 340 page views, a 30% bounce rate.
    await visits(200, 60);
    // Views older than 30 days do not count.
    await harness.context.db
      .insert(analyticsEvents)
      .values({ name: "page.viewed", path: "/", visitorHash: "old", occurredAt: new Date(Date.now() - 40 * DAY_MS) });
    result = await runCheck();
    expect(checkOf(result, "traffic")).toMatchObject({ status: "warning", values: { count: 340 } });
    expect(checkOf(result, "engagement")).toMatchObject({ status: "passed", values: { rate: 30 } });
  });
});

describe("content guidelines", () => {
  it("names the listed jobs and pages that use restricted terms, and passes without them", async () => {
    await insertJobs(harness.context.db, [
      { title: "Nurse" },
      { title: "Accountant", description: "An accounting role." },
    ]);
    await publishPage("about", "We help people find work.");
    expect(checkOf(await runCheck(), "prohibitedContent").status).toBe("passed");

    await insertJobs(harness.context.db, [
      { title: "Casino floor manager" },
      { title: "Retail associate", description: "Sell CANNABIS products in our store." },
      // Not listed: not scanned.
      { title: "Gambling analyst", status: "draft" },
    ]);
    const check = checkOf(await runCheck(), "prohibitedContent");
    expect(check).toMatchObject({ category: "contentGuidelines", status: "warning", values: { count: 2 } });
    expect(check.values?.titles).toContain("Casino floor manager");
    expect(check.values?.titles).toContain("Retail associate");
    expect(check.values?.titles).not.toContain("Gambling analyst");
  });

  it("fresh content passes with a job posted today and fails when the newest is old", async () => {
    await insertJobs(harness.context.db, [{ title: "Old", ageHours: 24 * 100 }]);
    expect(checkOf(await runCheck(), "freshContent")).toMatchObject({ status: "failed", values: { count: 100 } });
    await insertJobs(harness.context.db, [{ title: "New" }]);
    expect(checkOf(await runCheck(), "freshContent")).toMatchObject({
      status: "passed",
      reasonKey: "monetizationReadiness.reasons.freshContent.today",
    });
  });
});
