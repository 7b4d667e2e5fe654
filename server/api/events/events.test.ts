// First-party events (decision 018): the page-view beacon stores the path without its query, the
// referring host only, a visitor code that changes daily and no raw address; bots are dropped;
// job pages also count a job view; key actions are recorded where they happen.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../db/schema";
import { appSecret } from "../../platform/app-secret/app-secret";
import { PAGE_VIEWS_PER_VISITOR_PER_MINUTE, recordPageView, visitorHash } from "../../platform/events/events";
import { expectErrorContract } from "../../test/expect-error";
import { createResumeAs, insertJob, signedInSeeker, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let harness: TTestApp;
let addressCounter = 0;
beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await harness?.close();
});

function visitor(userAgent = BROWSER) {
  addressCounter += 1;
  const address = `203.0.113.${addressCounter}`;
  const client = createClient(harness.app, { headers: { "user-agent": userAgent, "x-forwarded-for": address } });
  return { client, address };
}

async function eventsWhere(visitorCode: string) {
  return harness.context.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorHash, visitorCode));
}

describe("POST /api/events/page-view", () => {
  it("keeps the path without its query, the referring host only, and no raw address", async () => {
    const { client, address } = visitor();
    const response = await client.post("/api/events/page-view", {
      path: "/reset-password?token=secret-token#top",
      referrer: "https://www.example.org/search?q=nurse+jobs",
    });
    expect(response.status).toBe(202);
    const code = visitorHash(await appSecret(harness.context), {
      ipAddress: address,
      userAgent: BROWSER,
      day: new Date().toISOString().slice(0, 10),
    });
    const [row] = await eventsWhere(code);
    expect(row).toMatchObject({ name: "page.viewed", path: "/reset-password", referrerHost: "www.example.org" });
    expect(JSON.stringify(row)).not.toContain(address);
    expect(JSON.stringify(row)).not.toContain("secret-token");

    // Our own pages are no referrer.
    await client.post("/api/events/page-view", { path: "/jobs", referrer: `${harness.context.env.PUBLIC_URL}/` });
    const rows = await eventsWhere(code);
    expect(rows.map((event) => [event.path, event.referrerHost])).toEqual([
      ["/reset-password", "www.example.org"],
      ["/jobs", null],
    ]);
  });

  it("gives a visitor the same code within a day and another the next day", async () => {
    const secret = await appSecret(harness.context);
    const today = visitorHash(secret, { ipAddress: "192.0.2.1", userAgent: BROWSER, day: "2026-11-25" });
    expect(visitorHash(secret, { ipAddress: "192.0.2.1", userAgent: BROWSER, day: "2026-11-25" })).toBe(today);
    expect(visitorHash(secret, { ipAddress: "192.0.2.1", userAgent: BROWSER, day: "2026-11-26" })).not.toBe(today);
    expect(visitorHash(secret, { ipAddress: "192.0.2.2", userAgent: BROWSER, day: "2026-11-25" })).not.toBe(today);
    expect(today).not.toContain("192.0.2.1");
  });

  it("counts a job page as a job view too, for a job that exists, with the signed-in user", async () => {
    const jobId = await insertJob(harness.context.db);
    const seeker = await signedInSeeker(harness);
    await seeker.post("/api/events/page-view", { path: `/jobs/${jobId}` }, { "user-agent": BROWSER });
    await seeker.post("/api/events/page-view", { path: "/jobs/999999999" }, { "user-agent": BROWSER });
    const views = await harness.context.db.select().from(analyticsEvents).where(eq(analyticsEvents.jobId, jobId));
    expect(views).toEqual([
      expect.objectContaining({ name: "job.viewed", userId: seeker.user.id, path: `/jobs/${jobId}` }),
    ]);
    const mine = await harness.context.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, seeker.user.id));
    expect(mine.filter((event) => event.name === "page.viewed")).toHaveLength(2);
  });

  it("answers a bot 202 and counts nothing, and drops a flood past the per-minute cap", async () => {
    const before = (await harness.context.db.select().from(analyticsEvents)).length;
    const bot = visitor(GOOGLEBOT);
    expect((await bot.client.post("/api/events/page-view", { path: "/" })).status).toBe(202);
    expect((await harness.context.db.select().from(analyticsEvents)).length).toBe(before);

    const now = new Date();
    const view = { path: "/", ipAddress: "198.51.100.77", userAgent: BROWSER, userId: null, now };
    const counted: boolean[] = [];
    for (let n = 0; n < PAGE_VIEWS_PER_VISITOR_PER_MINUTE + 3; n++)
      counted.push(await recordPageView(harness.context, view));
    expect(counted.filter(Boolean)).toHaveLength(PAGE_VIEWS_PER_VISITOR_PER_MINUTE);
  });

  it("refuses a body without a path, or a path that is not ours, naming the field", async () => {
    const { client } = visitor();
    for (const body of [
      {},
      { path: "https://evil.example/" },
      { path: "//evil.example/x" },
      { path: "/x", referrer: 5 },
    ]) {
      const response = await client.post("/api/events/page-view", body);
      const error = expectErrorContract(response, 400);
      expect(Object.keys(error.errors).length).toBe(1);
    }
    expectErrorContract(await client.post("/api/events/page-view", { path: `/${"a".repeat(3000)}` }), 400);
  });
});

describe("key actions", () => {
  it("records a registration, a sign-in and a resume download, with the account", async () => {
    const password = "key-actions-password";
    const seeker = await signedInSeeker(harness, { password });
    const resumeId = await createResumeAs(seeker);
    expect((await seeker.get(`/api/resumes/${resumeId}/download`)).status).toBe(200);
    const names = async () =>
      (await harness.context.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, seeker.user.id))).map(
        (event) => event.name,
      );
    expect(await names()).toEqual(expect.arrayContaining(["account.registered", "resume.downloaded"]));

    const again = createClient(harness.app, { headers: { origin: harness.context.env.PUBLIC_URL } });
    expect((await again.post("/api/auth/login", { email: seeker.user.email, password })).status).toBe(200);
    expect(await names()).toContain("account.signed-in");
  });
});
