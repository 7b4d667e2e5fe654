import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JOB_ALERTS } from "@common/job-alerts/schemas";
import { jobAlerts } from "../../db/schema";
import { appSecret } from "../../platform/app-secret/app-secret";
import { signPauseToken } from "../../services/job-alerts/pause-token";
import { expectErrorContract } from "../../test/expect-error";
import { DAY_MS, signedInCompany, signedInSeeker, type TSignedInClient } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

/** Every alert row of a user, as stored: a refusal must leave them exactly so. */
async function storedAlerts(userId: number) {
  const rows = await harness.context.db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return JSON.stringify(rows.sort((a, b) => a.id - b.id));
}

async function createAlert(client: TSignedInClient, body: Record<string, unknown>) {
  const response = await client.post("/api/job-alerts", body);
  expect(response.status, response.text).toBe(201);
  return response.json as { id: number; name: string; isPaused: boolean };
}

describe("job alerts API", () => {
  it("saves a search named after it, lists the newest first with its /jobs link, renames, pauses, resumes and deletes it", async () => {
    const client = await signedInSeeker(harness);
    expect((await client.get("/api/job-alerts")).json).toEqual({ alerts: [] });

    const created = await client.post("/api/job-alerts", { search: "  Nurse ", country: "ae", city: "Dubai" });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      name: "Nurse · Dubai, United Arab Emirates",
      criteria: {
        search: "Nurse",
        location: null,
        country: "United Arab Emirates",
        city: "Dubai",
        workType: null,
        salaryRange: null,
        companySize: null,
        company: null,
      },
      countryCode: "AE",
      isPaused: false,
      lastSentAt: null,
      searchUrl: "/jobs?search=Nurse&country=United+Arab+Emirates&city=Dubai",
    });
    expect(Date.parse(created.json.createdAt)).not.toBeNaN();

    const named = await createAlert(client, {
      name: "Remote design",
      search: "Designer",
      workType: "remote",
      salaryRange: "50000+",
      companySize: "startup",
      company: "Acme",
    });
    expect(named.name).toBe("Remote design");

    const list = await client.get("/api/job-alerts");
    expect(list.status).toBe(200);
    expect(list.json.alerts.map((alert: { id: number }) => alert.id)).toEqual([named.id, created.json.id]);
    // Every answer that gives a country gives its code too; a search without one has none.
    expect(list.json.alerts.map((alert: { countryCode: string | null }) => alert.countryCode)).toEqual([null, "AE"]);
    expect(list.json.alerts[0].searchUrl).toBe(
      "/jobs?search=Designer&workType=remote&salaryRange=50000%2B&companySize=startup&company=Acme",
    );

    const renamed = await client.patch(`/api/job-alerts/${created.json.id}`, { name: "  Nursing in Dubai  " });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({ id: created.json.id, name: "Nursing in Dubai", isPaused: false });

    const paused = await client.patch(`/api/job-alerts/${created.json.id}`, { isPaused: true });
    expect(paused.json).toMatchObject({ name: "Nursing in Dubai", isPaused: true });
    const resumed = await client.patch(`/api/job-alerts/${created.json.id}`, { isPaused: false });
    expect(resumed.json.isPaused).toBe(false);

    const changed = await client.patch(`/api/job-alerts/${created.json.id}`, {
      criteria: { search: "Midwife", country: "Qatar" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.criteria).toMatchObject({ search: "Midwife", country: "Qatar", city: null });
    expect(changed.json.countryCode).toBe("QA");
    expect(changed.json.searchUrl).toBe("/jobs?search=Midwife&country=Qatar");

    const removed = await client.delete(`/api/job-alerts/${created.json.id}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe("");
    expectErrorContract(await client.delete(`/api/job-alerts/${created.json.id}`), 404);
    expect((await client.get("/api/job-alerts")).json.alerts.map((alert: { id: number }) => alert.id)).toEqual([
      named.id,
    ]);
  });

  it("keeps each seeker's alerts to themselves: another's alert is a 404 and stays as it was", async () => {
    const alice = await signedInSeeker(harness);
    const bob = await signedInSeeker(harness);
    const alert = await createAlert(alice, { search: "Accountant" });
    const before = await storedAlerts(alice.user.id);

    expect((await bob.get("/api/job-alerts")).json.alerts).toEqual([]);
    for (const response of [
      await bob.patch(`/api/job-alerts/${alert.id}`, { name: "Mine now", isPaused: true }),
      await bob.delete(`/api/job-alerts/${alert.id}`),
      await bob.patch("/api/job-alerts/987654", { name: "Nobody's" }),
      await bob.delete("/api/job-alerts/987654"),
    ]) {
      expectErrorContract(response, 404);
      expect(response.json.messageKey).toBe("jobAlerts.errors.notFound");
    }
    expect(await storedAlerts(alice.user.id)).toBe(before);

    // A client-sent userId is ignored: the alert is Bob's.
    const own = await createAlert(bob, { search: "Accountant", userId: alice.user.id });
    expect((await bob.get("/api/job-alerts")).json.alerts.map((a: { id: number }) => a.id)).toEqual([own.id]);
    expect(await storedAlerts(alice.user.id)).toBe(before);
  });

  it("answers 401 to visitors and 403 to company accounts, on every call but the pause link", async () => {
    const seeker = await signedInSeeker(harness);
    const alert = await createAlert(seeker, { search: "Chef" });
    const before = await storedAlerts(seeker.user.id);
    const visitor = createClient(harness.app);
    for (const response of [
      await visitor.get("/api/job-alerts"),
      await visitor.post("/api/job-alerts", { search: "Chef" }),
      await visitor.patch(`/api/job-alerts/${alert.id}`, { isPaused: true }),
      await visitor.delete(`/api/job-alerts/${alert.id}`),
    ]) {
      expectErrorContract(response, 401);
    }
    const company = await signedInCompany(harness);
    for (const response of [
      await company.get("/api/job-alerts"),
      await company.post("/api/job-alerts", { search: "Chef" }),
      await company.post("/api/job-alerts", { search: "x".repeat(5000) }),
      await company.patch(`/api/job-alerts/${alert.id}`, { isPaused: true }),
      await company.delete(`/api/job-alerts/${alert.id}`),
    ]) {
      expectErrorContract(response, 403);
      expect(response.json.messageKey).toBe("jobAlerts.errors.seekersOnly");
    }
    expect(await storedAlerts(seeker.user.id)).toBe(before);
    const [companyAlerts] = [await storedAlerts(company.user.id)];
    expect(companyAlerts).toBe("[]");
  });

  it("refuses the same search twice (409), in any case, and a rename onto nothing else", async () => {
    const client = await signedInSeeker(harness);
    const first = await createAlert(client, { search: "Data Analyst", country: "Morocco" });
    const second = await createAlert(client, { search: "Data Analyst" });
    const before = await storedAlerts(client.user.id);
    for (const response of [
      await client.post("/api/job-alerts", { search: "data analyst", country: "MA" }),
      await client.post("/api/job-alerts", { name: "Other name", search: "Data Analyst", country: "Morocco" }),
      await client.patch(`/api/job-alerts/${second.id}`, { criteria: { search: "DATA ANALYST", country: "ma" } }),
    ]) {
      expectErrorContract(response, 409);
      expect(response.json).toMatchObject({
        messageKey: "jobAlerts.errors.duplicate",
        errors: { search: "jobAlerts.errors.duplicate" },
      });
    }
    expect(await storedAlerts(client.user.id)).toBe(before);
    // Giving an alert its own search again is no conflict.
    const same = await client.patch(`/api/job-alerts/${first.id}`, {
      criteria: { search: "Data Analyst", country: "Morocco" },
    });
    expect(same.status, same.text).toBe(200);
  });

  it(`keeps at most ${MAX_JOB_ALERTS} alerts per seeker: the next is a 409 with a message, nothing written`, async () => {
    const client = await signedInSeeker(harness);
    for (let index = 1; index <= MAX_JOB_ALERTS; index++) await createAlert(client, { search: `Role ${index}` });
    const before = await storedAlerts(client.user.id);
    const refused = await client.post("/api/job-alerts", { search: "One too many" });
    expectErrorContract(refused, 409);
    expect(refused.json.messageKey).toBe("jobAlerts.errors.limitReached");
    expect(refused.json.message).toBe("You can keep up to 20 job alerts. Delete one to create another.");
    expect(await storedAlerts(client.user.id)).toBe(before);
    // Two at once at the limit: neither passes.
    const racing = await Promise.all([
      client.post("/api/job-alerts", { search: "Racing one" }),
      client.post("/api/job-alerts", { search: "Racing two" }),
    ]);
    expect(racing.map((response) => response.status)).toEqual([409, 409]);
    // Deleting one makes room again.
    const [oldest] = (await client.get("/api/job-alerts")).json.alerts.slice(-1);
    expect((await client.delete(`/api/job-alerts/${oldest.id}`)).status).toBe(204);
    await createAlert(client, { search: "Room again" });
  });

  it("refuses hostile strings and filters GET /api/jobs refuses with a 400 naming the field, nothing written", async () => {
    const client = await signedInSeeker(harness);
    const alert = await createAlert(client, { search: "Baker" });
    const before = await storedAlerts(client.user.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ search: "x".repeat(5000) }, "search", "validation.tooLong"],
      [{ search: "Nurse", salaryRange: "lots" }, "salaryRange", "validation.invalidSalaryRange"],
      [{ search: "Nurse", salaryRange: "1-2-3" }, "salaryRange", "validation.invalidSalaryRange"],
      [{ search: "Nurse", workType: "underwater" }, "workType", "validation.invalidOption"],
      [{ search: "Nurse", country: "Atlantis" }, "country", "validation.invalidOption"],
      [{ search: "Nurse", companySize: "galactic" }, "companySize", "validation.invalidOption"],
      [{ search: "Nurse", company: "c".repeat(101) }, "company", "validation.tooLong"],
      [{ search: "Nurse", city: { $ne: null } }, "city", "validation.invalidText"],
      [{ search: ["Nurse"] }, "search", "validation.invalidText"],
      [{}, "search", "jobAlerts.errors.noCriteria"],
      [{ search: "   ", workType: "" }, "search", "jobAlerts.errors.noCriteria"],
      [{ name: "Nothing" }, "search", "jobAlerts.errors.noCriteria"],
      [{ search: "Nurse", name: "n".repeat(81) }, "name", "validation.tooLong"],
      [{ search: "Nurse", name: "   " }, "name", "validation.required"],
      [{ search: "Nurse", name: 42 }, "name", "validation.invalidText"],
    ];
    for (const [body, field, key] of cases) {
      const response = await client.post("/api/job-alerts", body);
      expectErrorContract(response, 400);
      expect(response.json.errors, JSON.stringify(body)).toEqual({ [field]: key });
    }
    for (const body of ["not json", "[1]", "null"]) {
      expectErrorContract(await client.post("/api/job-alerts", body), 400);
    }
    const patches: Array<[Record<string, unknown>, string]> = [
      [{}, "body"],
      [{ name: "" }, "name"],
      [{ name: "n".repeat(81) }, "name"],
      [{ isPaused: "yes" }, "isPaused"],
      [{ criteria: { search: "Nurse", workType: "underwater" } }, "criteria.workType"],
      [{ criteria: { search: "Nurse", salaryRange: "abc" } }, "criteria.salaryRange"],
      [{ criteria: {} }, "criteria.search"],
      [{ criteria: "Nurse" }, "criteria"],
    ];
    for (const [body, field] of patches) {
      const response = await client.patch(`/api/job-alerts/${alert.id}`, body);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const response = await client.patch(`/api/job-alerts/${id}`, { name: "x" });
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["id"]);
      expectErrorContract(await client.delete(`/api/job-alerts/${id}`), 400);
    }
    expect(await storedAlerts(client.user.id)).toBe(before);

    // Markup is only text: kept as written and never run (the page escapes it).
    const markup = await createAlert(client, { search: "<script>alert(1)</script>" });
    expect(markup.name).toBe("<script>alert(1)</script>");
  });

  it("pauses one alert alone from a signed link, signed out and again, and refuses forged, expired or foreign tokens", async () => {
    const client = await signedInSeeker(harness);
    const alert = await createAlert(client, { search: "Electrician" });
    const other = await createAlert(client, { search: "Plumber" });
    const secret = await appSecret(harness.context);
    const visitor = createClient(harness.app, { headers: { origin: new URL(harness.context.env.PUBLIC_URL).origin } });

    const before = await storedAlerts(client.user.id);
    const refusals = [
      "",
      "not-a-token",
      signPauseToken("another secret", { alertId: alert.id }),
      signPauseToken(secret, { alertId: alert.id, now: new Date(Date.now() - 91 * DAY_MS) }),
      // Moved to another alert: the signature no longer fits.
      signPauseToken(secret, { alertId: alert.id }).replace(`${alert.id}.`, `${other.id}.`),
      "x".repeat(5000),
    ];
    for (const token of refusals) {
      const response = await visitor.post("/api/job-alerts/pause", { token });
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ token: "jobAlerts.pause.linkInvalid" });
    }
    for (const body of [{}, { token: 12 }]) {
      const response = await visitor.post("/api/job-alerts/pause", body);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["token"]);
    }
    expect(await storedAlerts(client.user.id)).toBe(before);

    const token = signPauseToken(secret, { alertId: alert.id });
    for (let time = 0; time < 2; time++) {
      const paused = await visitor.post("/api/job-alerts/pause", { token });
      expect(paused.status, paused.text).toBe(200);
      expect(paused.json).toEqual({ name: "Electrician", isPaused: true });
    }
    const alerts = (await client.get("/api/job-alerts")).json.alerts as Array<{ id: number; isPaused: boolean }>;
    expect(alerts.find((a) => a.id === alert.id)?.isPaused).toBe(true);
    expect(alerts.find((a) => a.id === other.id)?.isPaused).toBe(false);

    // The alert deleted since: the link names nothing any more.
    expect((await client.delete(`/api/job-alerts/${alert.id}`)).status).toBe(204);
    const gone = await visitor.post("/api/job-alerts/pause", { token });
    expectErrorContract(gone, 404);
    expect(gone.json.messageKey).toBe("jobAlerts.pause.alertGone");
  });
});
