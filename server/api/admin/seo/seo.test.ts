// /api/admin/seo: configurations created, listed, replaced and deleted by an administrator only;
// paths that name no page, duplicates and hostile or malformed fields refused with nothing
// written; each change audited and applied to the next page head (readPageSeo) at once. The
// score's checks are tested on HTML strings (score-page-html.test.ts) and on real pages by the
// journey e2e/seo-configurations-reach-the-page.spec.ts: these tests render no page.
import { eq, like } from "drizzle-orm";
import type { TSeoConfiguration, TSeoConfigurationList } from "@common/site/seo";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, companies, seoConfigurations, sitePages } from "../../../db/schema";
import { readPageSeo } from "../../../services/site/seo/page-seo";
import { expectErrorContract } from "../../../test/expect-error";
import {
  insertCompany,
  insertJob,
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
beforeEach(async () => {
  await harness.context.db.delete(seoConfigurations);
  harness.context.siteContent.invalidate("seo");
});

const JOBS = {
  page: "/jobs",
  title: "Remote and local jobs hiring now, updated every day",
  robotsDirective: "noindex,follow",
};

async function create(body: Record<string, unknown>) {
  const response = await admin.post("/api/admin/seo", body);
  expect(response.status, response.text).toBe(201);
  return response.json as unknown as TSeoConfiguration;
}

const rowCount = async () => (await harness.context.db.select().from(seoConfigurations)).length;

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company, for every call", async () => {
    const anonymous = createClient(harness.app);
    for (const client of [anonymous, await signedInSeeker(harness), await signedInCompany(harness)]) {
      const status = client === anonymous ? 401 : 403;
      expectErrorContract(await client.get("/api/admin/seo"), status);
      expectErrorContract(await client.post("/api/admin/seo", JOBS), status);
      expectErrorContract(await client.put("/api/admin/seo/1", JOBS), status);
      expectErrorContract(await client.delete("/api/admin/seo/1"), status);
      expectErrorContract(await client.get("/api/admin/seo/score?path=/jobs"), status);
    }
    expect(await rowCount()).toBe(0);
  });
});

describe("create, list, update, delete", () => {
  it("creates with the spec's defaults, lists it, replaces it and deletes it, each audited", async () => {
    const created = await create({ page: "/jobs/" });
    expect(created).toMatchObject({
      page: "/jobs",
      title: "",
      keywords: "",
      robotsDirective: "index,follow",
      isActive: true,
    });
    const list = await admin.get("/api/admin/seo");
    expect(list.status).toBe(200);
    expect((list.json as unknown as TSeoConfigurationList).configurations).toEqual([created]);

    const updated = await admin.put(`/api/admin/seo/${created.id}`, {
      ...JOBS,
      keywords: " jobs, remote ,, hiring ",
      ogImage: "/uploads/card.png",
      canonicalUrl: "https://hirewise.example/jobs",
      isActive: false,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({
      id: created.id,
      title: JOBS.title,
      keywords: "jobs, remote, hiring",
      robotsDirective: "noindex,follow",
      isActive: false,
    });

    const deleted = await admin.delete(`/api/admin/seo/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ ok: true });
    expect(await rowCount()).toBe(0);
    expectErrorContract(await admin.delete(`/api/admin/seo/${created.id}`), 404);
    expectErrorContract(await admin.put(`/api/admin/seo/${created.id}`, JOBS), 404);
    expectErrorContract(await admin.put("/api/admin/seo/abc", JOBS), 404);

    const events = await harness.context.db
      .select({ event: auditEvents.event, detail: auditEvents.detail })
      .from(auditEvents)
      .where(like(auditEvents.event, "admin.seo-%"));
    expect(events.map((row) => row.event)).toEqual(["admin.seo-created", "admin.seo-updated", "admin.seo-deleted"]);
    expect(events[0]!.detail).toMatchObject({ id: created.id, page: "/jobs" });
  });

  it("refuses a second configuration of one page with 409 naming page, on create and on update", async () => {
    await create({ page: "/jobs" });
    const other = await create({ page: "/companies" });
    expectErrorContract(await admin.post("/api/admin/seo", { page: "/jobs/" }), 409);
    const moved = expectErrorContract(await admin.put(`/api/admin/seo/${other.id}`, { page: "/jobs" }), 409);
    expect(moved.errors).toEqual({ page: "seoApi.errors.duplicatePage" });
    expect(await rowCount()).toBe(2);
  });
});

describe("which pages", () => {
  it("accepts the app's pages, an existing job, a company (at its current address) and a published page", async () => {
    const job = await insertJob(harness.context.db);
    const company = await insertCompany(harness.context.db, { name: "Acme Robotics" });
    await harness.context.db.insert(sitePages).values({ slug: "about", title: "About", body: "Hi", isPublished: true });
    harness.context.siteContent.invalidate("pages");
    expect((await create({ page: "/" })).page).toBe("/");
    expect((await create({ page: `/jobs/${job}` })).page).toBe(`/jobs/${job}`);
    expect((await create({ page: `/companies/${company}` })).page).toBe(`/companies/${company}-acme-robotics`);
    expect((await create({ page: "/pages/about" })).page).toBe("/pages/about");
    await harness.context.db.delete(companies).where(eq(companies.id, company));
  });

  it("refuses a path no page answers at, or a malformed one, with 400 naming page and nothing written", async () => {
    const draft = await insertJob(harness.context.db, { status: "draft" });
    await harness.context.db
      .insert(sitePages)
      .values({ slug: "secret", title: "Draft", body: "x", isPublished: false });
    harness.context.siteContent.invalidate("pages");
    const cases: [unknown, string][] = [
      ["/no-such-page", "seoApi.errors.unknownPage"],
      [`/jobs/${draft}`, "seoApi.errors.unknownPage"],
      ["/jobs/999999", "seoApi.errors.unknownPage"],
      ["/jobs/12-a-slug", "seoApi.errors.unknownPage"],
      ["/companies/999999", "seoApi.errors.unknownPage"],
      ["/pages/secret", "seoApi.errors.unknownPage"],
      ["/job-search", "seoApi.errors.unknownPage"],
      ["jobs", "seoApi.errors.pathStart"],
      ["/jobs?page=2", "seoApi.errors.pathQuery"],
      ["/jobs#top", "seoApi.errors.pathQuery"],
      ["//evil.example/jobs", "seoApi.errors.pathFormat"],
      ["/jobs/ 12", "seoApi.errors.pathFormat"],
      [`/${"a".repeat(300)}`, "validation.tooLong"],
      ["", "validation.required"],
      [42, "validation.invalidText"],
    ];
    for (const [page, key] of cases) {
      const body = expectErrorContract(await admin.post("/api/admin/seo", { page }), 400);
      expect(body.errors, String(page)).toEqual({ page: key });
    }
    expect(await rowCount()).toBe(0);
  });

  it("refuses bad fields with 400 naming each, and a body that is not a JSON object", async () => {
    const response = await admin.post("/api/admin/seo", {
      page: "/jobs",
      title: "t".repeat(201),
      description: "d".repeat(501),
      keywords: Array.from({ length: 21 }, (_, index) => `k${index}`).join(","),
      ogImage: "javascript:alert(1)",
      canonicalUrl: "ftp://example.com/x",
      robotsDirective: "index,all",
      isActive: "yes",
    });
    expect(expectErrorContract(response, 400).errors).toEqual({
      title: "validation.tooLong",
      description: "validation.tooLong",
      keywords: "seoApi.errors.tooManyKeywords",
      ogImage: "seoApi.errors.url",
      canonicalUrl: "seoApi.errors.url",
      robotsDirective: "validation.invalidOption",
      isActive: "validation.invalidValue",
    });
    expectErrorContract(await admin.post("/api/admin/seo", "[1]"), 400);
    expectErrorContract(await admin.post("/api/admin/seo", "{"), 400);
    expect(await rowCount()).toBe(0);
  });
});

describe("applied to the page head", () => {
  it("gives the next page head the active configuration at once, stored as written, and drops it when inactive or deleted", async () => {
    const hostile = `Jobs </script><script>alert("x")</script> & "quotes"`;
    const created = await create({ ...JOBS, title: hostile, description: "It's <b>bold</b>" });
    expect(await readPageSeo(harness.context, "/jobs/")).toMatchObject({
      title: hostile,
      description: "It's <b>bold</b>",
      ogTitle: null,
      robots: "noindex,follow",
    });
    expect(await readPageSeo(harness.context, "/companies")).toBeNull();
    await admin.put(`/api/admin/seo/${created.id}`, { ...JOBS, isActive: false });
    expect(await readPageSeo(harness.context, "/jobs")).toBeNull();
    await admin.put(`/api/admin/seo/${created.id}`, JOBS);
    expect((await readPageSeo(harness.context, "/jobs"))?.title).toBe(JOBS.title);
    await admin.delete(`/api/admin/seo/${created.id}`);
    expect(await readPageSeo(harness.context, "/jobs")).toBeNull();
  });
});

describe("written for the English page", () => {
  it("applies to the English URL only: the Arabic and French pages keep their own head", async () => {
    await create(JOBS);
    expect((await readPageSeo(harness.context, "/jobs"))?.title).toBe(JOBS.title);
    for (const path of ["/ar/jobs", "/fr/jobs", "/ar/jobs/", "/fr"]) {
      expect(await readPageSeo(harness.context, path)).toBeNull();
    }
    await create({ ...JOBS, page: "/" });
    expect(await readPageSeo(harness.context, "/")).not.toBeNull();
    expect(await readPageSeo(harness.context, "/ar")).toBeNull();
  });

  it("names English paths only: a configuration of /ar/jobs is refused with 400 naming page", async () => {
    for (const page of ["/ar/jobs", "/fr", "/fr/privacy-policy"]) {
      const body = expectErrorContract(await admin.post("/api/admin/seo", { ...JOBS, page }), 400);
      expect(body.errors, page).toEqual({ page: "seoApi.errors.unknownPage" });
    }
    expect(await rowCount()).toBe(0);
  });
});

describe("GET /api/admin/seo/score", () => {
  it("refuses a missing, malformed or unknown path with 400 naming path", async () => {
    const cases: [string, string][] = [
      ["", "validation.required"],
      ["?path=jobs", "seoApi.errors.pathStart"],
      ["?path=/no-such-page", "seoApi.errors.unknownPage"],
      ["?path=/jobs/999999", "seoApi.errors.unknownPage"],
    ];
    for (const [query, key] of cases) {
      const body = expectErrorContract(await admin.get(`/api/admin/seo/score${query}`), 400);
      expect(body.errors, query).toEqual({ path: key });
    }
  });

  it("answers 503, not 500, when the page cannot be rendered (API tests render no pages)", async () => {
    expectErrorContract(await admin.get("/api/admin/seo/score?path=/jobs"), 503);
  });
});
