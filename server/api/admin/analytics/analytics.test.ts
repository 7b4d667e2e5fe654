// Admin > Analytics: the figures of the last 30 days in the site's time zone, counted from the
// events this file writes (visitor-days, bounce, application rate, day boundaries of the zone),
// and the industries of the jobs listed now. Fixed instants in the past keep each window apart
// from the events that signing up writes today.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../../db/schema";
import { siteAnalytics } from "../../../services/site/analytics/site-analytics";
import { expectErrorContract } from "../../../test/expect-error";
import {
  insertCompany,
  insertJobs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
} from "../../../test/factories";
import { createClient, createTestApp } from "../../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});
afterEach(async () => {
  await harness.context.settings.clear("siteTimeZone");
});

type TEvent = { name: string; at: string; visitor?: string };

async function writeEvents(events: TEvent[]) {
  await harness.context.db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      occurredAt: new Date(event.at),
      visitorHash: event.visitor ?? null,
      path: event.name === "page.viewed" ? "/" : null,
    })),
  );
}

const times = (count: number, event: TEvent) => Array.from({ length: count }, () => event);
const dayOf = (days: string[], values: Array<number | null>, day: string) => values[days.indexOf(day)];

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker and a company", async () => {
    expectErrorContract(await createClient(harness.app).get("/api/admin/analytics"), 401);
    expectErrorContract(await (await signedInSeeker(harness)).get("/api/admin/analytics"), 403);
    expectErrorContract(await (await signedInCompany(harness)).get("/api/admin/analytics"), 403);
  });
});

describe("GET /api/admin/analytics", () => {
  it("answers the 30 days ending today in UTC by default, with a series per figure", async () => {
    const response = await admin.get("/api/admin/analytics");
    expect(response.status, response.text).toBe(200);
    const body = response.json;
    const today = new Date().toISOString().slice(0, 10);
    expect(body.window).toEqual({ from: body.daily.days[0], to: today, timeZone: "UTC" });
    expect(body.daily.days).toHaveLength(30);
    for (const key of ["pageViews", "uniqueVisitors", "bounceRate", "jobViews", "applications"]) {
      expect(body.daily[key]).toHaveLength(30);
    }
    // Signing up the callers above recorded their registrations today.
    expect(body.newRegistrations).toBeGreaterThanOrEqual(1);
    expect(body.daily.newRegistrations[29]).toBe(body.newRegistrations);
  });

  it("follows the time zone set in General", async () => {
    await harness.context.settings.set("siteTimeZone", "America/Los_Angeles");
    const response = await admin.get("/api/admin/analytics");
    expect(response.status).toBe(200);
    expect(response.json.window.timeZone).toBe("America/Los_Angeles");
  });

  it("lists the industries of the jobs listed now, most jobs first, without Other or none", async () => {
    const technology = await insertCompany(harness.context.db, { name: "Tech One", industry: "Technology" });
    const health = await insertCompany(harness.context.db, { name: "Clinic", industry: "Healthcare" });
    const other = await insertCompany(harness.context.db, { name: "Misc", industry: "Other" });
    const unknown = await insertCompany(harness.context.db, { name: "Unknown" });
    await insertJobs(harness.context.db, [
      { companyId: technology },
      { companyId: technology },
      { companyId: technology },
      { companyId: health },
      { companyId: health, expiresInHours: -1 },
      { companyId: health, status: "closed" },
      { companyId: health, status: "draft" },
      { companyId: other },
      { companyId: other },
      { companyId: unknown },
    ]);
    const response = await admin.get("/api/admin/analytics");
    expect(response.json.popularCategories).toEqual([
      { name: "Technology", count: 3 },
      { name: "Healthcare", count: 1 },
    ]);
  });
});

describe("the figures", () => {
  const now = new Date("2025-07-15T12:00:00.000Z");

  it("counts page views, visitors once a day, bounces, conversion and the window's ends", async () => {
    await writeEvents([
      // July 14: visitor a reads three pages, b one (a bounce).
      ...times(3, { name: "page.viewed", at: "2025-07-14T09:00:00Z", visitor: "a" }),
      { name: "page.viewed", at: "2025-07-14T10:00:00Z", visitor: "b" },
      // July 15: a's code again (another day: another visitor-day, a bounce), c reads two.
      { name: "page.viewed", at: "2025-07-15T08:00:00Z", visitor: "a" },
      ...times(2, { name: "page.viewed", at: "2025-07-15T09:00:00Z", visitor: "c" }),
      // The window's first day (June 16) counts from its midnight; the day before does not.
      { name: "page.viewed", at: "2025-06-16T00:00:00Z", visitor: "d" },
      { name: "page.viewed", at: "2025-06-15T23:59:59Z", visitor: "e" },
      // Later than now today still counts (today is whole); tomorrow does not.
      { name: "page.viewed", at: "2025-07-15T20:00:00Z", visitor: "g" },
      { name: "page.viewed", at: "2025-07-16T00:00:00Z", visitor: "f" },
      ...times(3, { name: "job.viewed", at: "2025-07-14T11:00:00Z" }),
      { name: "application.submitted", at: "2025-07-14T12:00:00Z" },
      ...times(2, { name: "resume.downloaded", at: "2025-07-15T10:00:00Z" }),
      { name: "account.registered", at: "2025-07-01T10:00:00Z" },
      { name: "account.signed-in", at: "2025-07-01T10:00:00Z" },
    ]);

    const figures = await siteAnalytics(harness.context, { now });
    expect(figures.window).toEqual({ from: "2025-06-16", to: "2025-07-15", timeZone: "UTC" });
    expect(figures).toMatchObject({
      pageViews: 9,
      // (a, 14th), (b, 14th), (a, 15th), (c, 15th), (g, 15th), (d, 16 June)
      uniqueVisitors: 6,
      // b, a on the 15th, g and d read one page each: 4 of 6.
      bounceRate: 66.7,
      jobViews: 3,
      applications: 1,
      applicationRate: 33.3,
      resumeDownloads: 2,
      newRegistrations: 1,
    });
    const { daily } = figures;
    expect(daily.days[0]).toBe("2025-06-16");
    expect(daily.days[29]).toBe("2025-07-15");
    expect(dayOf(daily.days, daily.pageViews, "2025-07-14")).toBe(4);
    expect(dayOf(daily.days, daily.uniqueVisitors, "2025-07-14")).toBe(2);
    expect(dayOf(daily.days, daily.bounceRate, "2025-07-14")).toBe(50);
    expect(dayOf(daily.days, daily.uniqueVisitors, "2025-07-15")).toBe(3);
    expect(dayOf(daily.days, daily.bounceRate, "2025-07-15")).toBe(66.7);
    expect(dayOf(daily.days, daily.bounceRate, "2025-07-01")).toBeNull();
    expect(dayOf(daily.days, daily.applicationRate, "2025-07-14")).toBe(33.3);
    expect(dayOf(daily.days, daily.applicationRate, "2025-07-15")).toBeNull();
    expect(dayOf(daily.days, daily.resumeDownloads, "2025-07-15")).toBe(2);
    expect(dayOf(daily.days, daily.pageViews, "2025-06-16")).toBe(1);
  });

  it("counts an event at 23:30 UTC on the next day in London in summer, the same day in UTC", async () => {
    const late = "2025-09-10T23:30:00Z";
    await writeEvents([
      { name: "page.viewed", at: late, visitor: "night" },
      { name: "job.viewed", at: late },
    ]);
    const at = new Date("2025-09-20T12:00:00.000Z");

    const utc = await siteAnalytics(harness.context, { now: at });
    expect(dayOf(utc.daily.days, utc.daily.pageViews, "2025-09-10")).toBe(1);
    expect(dayOf(utc.daily.days, utc.daily.pageViews, "2025-09-11")).toBe(0);

    await harness.context.settings.set("siteTimeZone", "Europe/London");
    const london = await siteAnalytics(harness.context, { now: at });
    expect(london.window.timeZone).toBe("Europe/London");
    expect(dayOf(london.daily.days, london.daily.pageViews, "2025-09-10")).toBe(0);
    expect(dayOf(london.daily.days, london.daily.pageViews, "2025-09-11")).toBe(1);
    expect(dayOf(london.daily.days, london.daily.jobViews, "2025-09-11")).toBe(1);
    expect(london.uniqueVisitors).toBe(1);
    // No application for the job view: a rate of 0, not "no job views".
    expect(london.applicationRate).toBe(0);
  });

  it("ends the window on today in the zone: 23:30 UTC is already tomorrow in London", async () => {
    await harness.context.settings.set("siteTimeZone", "Europe/London");
    const figures = await siteAnalytics(harness.context, { now: new Date("2025-08-20T23:30:00.000Z") });
    expect(figures.window).toEqual({ from: "2025-07-23", to: "2025-08-21", timeZone: "Europe/London" });
  });

  it("answers zeros, a bounce rate of 0 and no application rate where nothing happened", async () => {
    const figures = await siteAnalytics(harness.context, { now: new Date("2024-01-15T12:00:00.000Z") });
    expect(figures).toMatchObject({
      pageViews: 0,
      uniqueVisitors: 0,
      bounceRate: 0,
      applicationRate: null,
      resumeDownloads: 0,
      newRegistrations: 0,
    });
    expect(figures.daily.bounceRate.every((value) => value === null)).toBe(true);
  });
});
