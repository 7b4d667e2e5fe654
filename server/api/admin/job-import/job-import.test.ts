// The job import through the API, against fixture job boards on 127.0.0.1 (server/test/job-feed-server.ts):
// sources configured, synced, re-synced, removed at the source, the same job from two sources,
// failing sources, and what an imported job is elsewhere (search, Best match, the sitemap, applying).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, jobs, jobSources, jobSyncRuns } from "../../../db/schema";
import { IMPORT_TASK_NAME } from "../../../services/job-import/limits";
import { runTaskNow } from "../../../tasks/runner";
import { expectErrorContract } from "../../../test/expect-error";
import {
  createResumeAs,
  resumeInput,
  signedInAdmin,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import {
  careerPage,
  greenhouseJobs,
  htmlAnswer,
  indeedXmlFeed,
  jsonAnswer,
  leverPostings,
  SAMPLE_JOBS,
  startJobFeedServer,
  xmlAnswer,
  type TFixtureJob,
  type TJobFeedServer,
} from "../../../test/job-feed-server";
import { createTestApp } from "../../../test/test-app";

let feeds: TJobFeedServer;
let harness: TTestApp;
let admin: TSignedInClient;

beforeAll(async () => {
  feeds = await startJobFeedServer();
  harness = await createTestApp({
    env: { GREENHOUSE_API_URL: feeds.url, LEVER_API_URL: feeds.url, IMPORT_ALLOW_PRIVATE_ADDRESSES: "1" },
  });
  admin = await signedInAdmin(harness);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  await feeds?.close();
});

beforeEach(async () => {
  const { db } = harness.context;
  await db.delete(jobs).where(sql`${jobs.source} <> 'internal'`);
  await db.delete(jobSources);
  await db.delete(jobSyncRuns);
});

const NURSE: TFixtureJob = {
  id: "lv-1",
  title: "ICU Registered Nurse",
  company: "Gulf Care Hospital",
  city: "Dubai",
  country: "AE",
  description:
    "<p>Intensive care nursing: patient assessment, critical care and BLS.</p><script>alert('x')</script><ul><li>BLS certification</li><li>3 years in an ICU</li></ul>",
  employmentType: "Full-time",
  salary: { min: 15_000, max: 20_000, currency: "AED", period: "month" },
};

async function addSource(body: unknown) {
  const response = await admin.post("/api/admin/job-sources", body);
  expect(response.status, response.text).toBe(201);
  return response.json as { id: number; name: string };
}

async function sync() {
  const response = await admin.post("/api/admin/jobs/sync");
  expect(response.status, response.text).toBe(200);
  return response.json;
}

async function importedRows() {
  return harness.context.db
    .select()
    .from(jobs)
    .where(sql`${jobs.source} <> 'internal'`)
    .orderBy(jobs.id);
}

describe("job sources", () => {
  it.each([
    ["a file: address", { kind: "xml", name: "Feed", settings: { url: "file:///etc/passwd" } }, "settings.url"],
    [
      "a gopher: address",
      { kind: "jsonld", name: "Page", settings: { url: "gopher://example.com/1" } },
      "settings.url",
    ],
    [
      "a token with path characters",
      { kind: "greenhouse", name: "GH", settings: { boardToken: "../admin" } },
      "settings.boardToken",
    ],
    ["a site with a slash", { kind: "lever", name: "LV", settings: { site: "acme/../x" } }, "settings.site"],
    ["an unknown kind", { kind: "linkedin", name: "LI", settings: { url: "https://example.com" } }, "kind"],
    ["no name", { kind: "greenhouse", settings: { boardToken: "acme" } }, "name"],
  ])("refuses %s with a 400 naming the field, and stores nothing", async (_label, body, field) => {
    const response = await admin.post("/api/admin/job-sources", body);
    expectErrorContract(response, 400);
    expect(Object.keys(response.json.errors)).toContain(field);
    expect(await harness.context.db.select().from(jobSources)).toEqual([]);
  });

  it("adds, lists, changes and deletes a source; the same source twice is a 409; each change is audited", async () => {
    const created = await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    expect(created).toMatchObject({
      kind: "greenhouse",
      name: "Acme",
      settings: { boardToken: "acme" },
      listedJobs: 0,
    });
    const again = await admin.post("/api/admin/job-sources", {
      kind: "greenhouse",
      name: "Other",
      settings: { boardToken: "acme" },
    });
    expectErrorContract(again, 409);
    const changed = await admin.put(`/api/admin/job-sources/${created.id}`, {
      kind: "lever",
      name: "Acme on Lever",
      settings: { site: "acme" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ kind: "lever", name: "Acme on Lever" });
    expect((await admin.get("/api/admin/job-sources")).json).toHaveLength(1);
    expect((await admin.delete(`/api/admin/job-sources/${created.id}`)).status).toBe(200);
    expectErrorContract(await admin.delete(`/api/admin/job-sources/${created.id}`), 404);
    expectErrorContract(
      await admin.put(`/api/admin/job-sources/999999`, { kind: "lever", name: "X", settings: { site: "x" } }),
      404,
    );
    const events = await harness.context.db
      .select({ event: auditEvents.event })
      .from(auditEvents)
      .where(sql`${auditEvents.event} like 'admin.job-source-%'`);
    expect(events.map((row) => row.event)).toEqual([
      "admin.job-source-created",
      "admin.job-source-updated",
      "admin.job-source-deleted",
    ]);
  });
});

describe("a sync", () => {
  it("with no source says to add one and records nothing", async () => {
    const result = await sync();
    expect(result).toMatchObject({ success: true, errors: [], run: null });
    expect(result.message).toMatch(/add a source/i);
    expect(await harness.context.db.select().from(jobSyncRuns)).toEqual([]);
  });

  it("imports each kind, a re-sync changes nothing, a posting gone from its source expires", async () => {
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    feeds.setRoute("/postings/gulf", jsonAnswer(leverPostings([NURSE])));
    const engineer: TFixtureJob = {
      id: "x-1",
      title: "Site Engineer",
      company: "Nile Build",
      city: "Cairo",
      country: "Egypt",
      description: "<p>Supervise sites.</p>",
    };
    feeds.setRoute("/feed.xml", xmlAnswer(indeedXmlFeed([engineer])));
    const chef: TFixtureJob = {
      id: "ld-1",
      title: "Head Chef",
      company: "Atlas Hotels",
      city: "Casablanca",
      country: "MA",
    };
    feeds.setRoute("/careers", htmlAnswer(careerPage([chef])));
    await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    await addSource({ kind: "lever", name: "Gulf Care", settings: { site: "gulf" } });
    await addSource({ kind: "xml", name: "Nile feed", settings: { url: `${feeds.url}/feed.xml` } });
    await addSource({ kind: "jsonld", name: "Atlas careers", settings: { url: `${feeds.url}/careers` } });

    const first = await sync();
    expect(first.success).toBe(true);
    expect(first.errors).toEqual([]);
    expect(first.run.counts, first.run.warnings.join("\n")).toEqual({ new: 5, updated: 0, expired: 0, skipped: 0 });
    const rows = await importedRows();
    expect(rows.map((row) => row.source).sort()).toEqual(["greenhouse", "greenhouse", "jsonld", "lever", "xml"]);
    const nurse = rows.find((row) => row.title === "ICU Registered Nurse")!;
    expect(nurse).toMatchObject({
      country: "United Arab Emirates",
      city: "Dubai",
      currency: "AED",
      salaryMin: 180_000,
      salaryMax: 240_000,
      employmentType: "full-time",
      companyId: null,
      requirements: [],
    });
    expect(nurse.description).toContain("• BLS certification\n• 3 years in an ICU");
    // The hostile script is gone; what is left is plain text.
    expect(nurse.description).not.toMatch(/alert|<script|<p>/);
    expect(nurse.description).toContain("Intensive care nursing");
    const stats = (await admin.get("/api/admin/jobs/stats")).json;
    expect(stats.bySource).toMatchObject({ greenhouse: 2, lever: 1, xml: 1, jsonld: 1 });
    expect(stats.lastSync).toBe(first.run.finishedAt);

    const again = await sync();
    expect(again.run.counts).toEqual({ new: 0, updated: 0, expired: 0, skipped: 0 });
    expect(await importedRows()).toEqual(rows);

    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS.slice(0, 1))));
    const third = await sync();
    expect(third.run.counts).toMatchObject({ new: 0, expired: 1 });
    const designer = (await importedRows()).find((row) => row.title === "Product Designer")!;
    expect(designer.status).toBe("active");
    expect(designer.expiresAt.getTime()).toBe(new Date(third.run.startedAt).getTime());
    const page = await admin.get(`/api/jobs/${designer.id}`);
    expect(page.status).toBe(200);
    // Its page stays, with its listing ended (the closed banner).
    expect(new Date(page.json.expiresAt).getTime()).toBeLessThanOrEqual(Date.now());

    const runs = (await admin.get("/api/admin/jobs/sync-runs")).json;
    expect(runs).toHaveLength(3);
    expect(runs[0].id).toBe(third.run.id);
    expect(runs[0].message).toMatch(/4 sources.*1 expired/);
  }, 60_000);

  it("lists a posting again when it comes back, and expires a deleted source's jobs", async () => {
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    const source = await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    await sync();
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS.slice(1))));
    expect((await sync()).run.counts).toMatchObject({ expired: 1 });
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    const back = await sync();
    expect(back.run.counts).toEqual({ new: 0, updated: 1, expired: 0, skipped: 0 });
    expect(back.message).toBe("Synced 1 source: 0 new, 1 updated, 0 expired, 0 skipped.");
    const listed = (await admin.get("/api/admin/job-sources")).json;
    expect(listed[0]).toMatchObject({ id: source.id, listedJobs: 2 });
    expect((await admin.get("/api/admin/jobs/stats")).json.bySource.greenhouse).toBe(2);

    expect((await admin.delete(`/api/admin/job-sources/${source.id}`)).status).toBe(200);
    const rows = await importedRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await admin.get("/api/admin/jobs/stats")).json.bySource.greenhouse).toBe(0);
  });

  it("stores the same job from two sources once, and says which it duplicates", async () => {
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    feeds.setRoute("/same.xml", xmlAnswer(indeedXmlFeed(SAMPLE_JOBS)));
    await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    await addSource({ kind: "xml", name: "Aggregator", settings: { url: `${feeds.url}/same.xml` } });
    const result = await sync();
    expect(result.run.counts).toMatchObject({ new: 2, skipped: 2 });
    expect(result.run.warningCount).toBe(2);
    expect(result.run.warnings[0]).toMatch(/^Aggregator: .*same job as/);
    expect(await importedRows()).toHaveLength(2);
  });

  it("reports a failing source and imports the others, writing nothing of the failed one", async () => {
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    feeds.setRoute("/broken.xml", xmlAnswer("<source><job><title>Half"));
    feeds.setRoute("/gone", { kind: "status", status: 500 });
    feeds.setRoute("/elsewhere", { kind: "redirect", location: "file:///etc/passwd" });
    await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    await addSource({ kind: "xml", name: "Broken feed", settings: { url: `${feeds.url}/broken.xml` } });
    await addSource({ kind: "jsonld", name: "Gone page", settings: { url: `${feeds.url}/gone` } });
    await addSource({ kind: "jsonld", name: "Sneaky page", settings: { url: `${feeds.url}/elsewhere` } });
    const result = await sync();
    expect(result.success).toBe(false);
    expect(result.errors).toHaveLength(3);
    expect(result.errors.map((line: string) => line.split(":")[0]).sort()).toEqual([
      "Broken feed",
      "Gone page",
      "Sneaky page",
    ]);
    expect(result.run.counts.new).toBe(2);
    expect((await importedRows()).map((row) => row.source)).toEqual(["greenhouse", "greenhouse"]);
  });

  it("writes nothing of a source whose write fails half-way", async () => {
    const { db } = harness.context;
    feeds.setRoute(
      "/boards/acme/jobs",
      jsonAnswer(greenhouseJobs([...SAMPLE_JOBS, { ...SAMPLE_JOBS[0], id: "9", title: "Refused by the database" }])),
    );
    await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    await db.execute(sql`create function refuse_job() returns trigger language plpgsql as $$
      begin if new.title = 'Refused by the database' then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_job before insert on jobs for each row execute function refuse_job()`);
    try {
      const result = await sync();
      expect(result.success).toBe(false);
      expect(result.errors).toEqual([expect.stringMatching(/^Acme: /)]);
      expect(await importedRows()).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_job on jobs`);
      await db.execute(sql`drop function refuse_job()`);
    }
  });

  it("answers 409 while a scheduled sync holds the lease", async () => {
    await addSource({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalStarted = () => {};
    const started = new Promise<void>((resolve) => (signalStarted = resolve));
    const scheduled = runTaskNow(
      { db: harness.context.db, logger: harness.context.logger, name: IMPORT_TASK_NAME },
      async () => {
        signalStarted();
        await held;
      },
    );
    await started;
    expectErrorContract(await admin.post("/api/admin/jobs/sync"), 409);
    release();
    expect((await scheduled).ran).toBe(true);
    expect((await sync()).run.counts.new).toBe(2);
  });
});

describe("an imported job", () => {
  it("is found by search and Best match, is in the sitemap, says directApply false, and is applied to elsewhere", async () => {
    feeds.setRoute("/postings/gulf", jsonAnswer(leverPostings([NURSE])));
    await addSource({ kind: "lever", name: "Gulf Care", settings: { site: "gulf" } });
    await sync();
    const [row] = await harness.context.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.source, "lever")));
    const seeker = await signedInSeeker(harness);
    const resumeId = await createResumeAs(
      seeker,
      resumeInput({ skills: ["Patient Assessment", "ICU", "BLS", "Critical Care"], title: "Nurse" }),
    );

    const found = await seeker.get("/api/jobs?search=intensive%20care%20nurse");
    expect(found.json.jobs.map((job: { id: number }) => job.id)).toContain(row.id);
    const ranked = await seeker.get("/api/jobs?sort=match");
    expect(ranked.status, ranked.text).toBe(200);
    expect(ranked.json.jobs[0].id).toBe(row.id);

    const detail = (await seeker.get(`/api/jobs/${row.id}`)).json;
    expect(detail).toMatchObject({ source: "lever", applyUrl: `https://jobs.lever.co/acme/${NURSE.id}` });

    const sitemap = await seeker.get("/sitemap-jobs-1.xml");
    expect(sitemap.text).toContain(`/jobs/${row.id}`);

    const applied = await seeker.post("/api/applications", { jobId: row.id, resumeId });
    expectErrorContract(applied, 409);
    expect(applied.json.messageKey).toBe("jobImportApi.errors.applyOnCompanySite");
    expect(applied.json.message).toMatch(/company's site/);
  });
});
