import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationNotes, applications, interviews, mailQueue, users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume, type THiringCompany } from "../../test/hiring";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let company: THiringCompany;
let seeker: Awaited<ReturnType<typeof seekerWithResume>>;
beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
  seeker = await seekerWithResume(harness);
});
afterAll(async () => {
  await harness.close();
});

const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function notesOf(id: number) {
  return harness.context.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
}

async function interviewsOf(id: number) {
  return harness.context.db.select().from(interviews).where(eq(interviews.applicationId, id));
}

describe("private notes", () => {
  it("are written and read by the job's company and administrators, as text, the oldest first", async () => {
    const id = await applyAs(seeker, await company.job());
    const first = await company.client.post(`/api/applications/${id}/notes`, { body: "  Strong <b>SQL</b>  " });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({ body: "Strong <b>SQL</b>", authorName: "Wile Coyote" });
    const admin = await signedInAdmin(harness);
    expect((await admin.post(`/api/applications/${id}/notes`, { body: "Checked references" })).status).toBe(201);

    for (const reader of [company.client, admin]) {
      const list = await reader.get(`/api/applications/${id}/notes`);
      expect(list.status).toBe(200);
      expect(list.json.notes.map((note: { body: string }) => note.body)).toEqual([
        "Strong <b>SQL</b>",
        "Checked references",
      ]);
    }
  });

  it("are never shown to the applicant (403) nor another company (404)", async () => {
    const id = await applyAs(seeker, await company.job());
    await company.client.post(`/api/applications/${id}/notes`, { body: "Private" });
    for (const response of [
      await seeker.get(`/api/applications/${id}/notes`),
      await seeker.post(`/api/applications/${id}/notes`, { body: "Me too" }),
    ]) {
      expectErrorContract(response, 403);
      expect(response.json.messageKey).toBe("applications.errors.hiringSideOnly");
    }
    const other = await hiringCompany(harness);
    expectErrorContract(await other.client.get(`/api/applications/${id}/notes`), 404);
    expectErrorContract(await other.client.post(`/api/applications/${id}/notes`, { body: "Hi" }), 404);
    expectErrorContract(await createClient(harness.app).get(`/api/applications/${id}/notes`), 401);
    expect(await notesOf(id)).toHaveLength(1);
  });

  it("refuses a blank, oversized or 1 MB note naming body, writing nothing", async () => {
    const id = await applyAs(seeker, await company.job());
    for (const body of [{}, { body: "   " }, { body: 5 }, { body: "x".repeat(5001) }]) {
      const response = await company.client.post(`/api/applications/${id}/notes`, body);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["body"]);
    }
    const huge = await company.client.post(`/api/applications/${id}/notes`, { body: "x".repeat(1024 * 1024) });
    expect([400, 413]).toContain(huge.status);
    expectErrorContract(huge, huge.status);
    expect(await notesOf(id)).toEqual([]);
  });
});

describe("interviews", () => {
  it("are scheduled by the job's company in its time zone, shown to the applicant and mailed with a calendar file", async () => {
    const id = await applyAs(seeker, await company.job());
    const date = inDays(10);
    const response = await company.client.post(`/api/applications/${id}/interviews`, {
      date,
      time: "14:30",
      timeZone: "Asia/Kolkata",
      durationMinutes: 45,
      location: "https://meet.example/robots",
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      applicationId: id,
      startsAt: `${date}T09:00:00.000Z`,
      timeZone: "Asia/Kolkata",
      durationMinutes: 45,
      location: "https://meet.example/robots",
    });

    const seen = await seeker.get(`/api/applications/${id}/interviews`);
    expect(seen.status).toBe(200);
    expect(seen.json.interviews).toEqual([response.json]);

    const [mail] = await harness.context.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, seeker.user.id), eq(mailQueue.template, "interview-scheduled")));
    expect(mail.to).toBe(seeker.user.email);
    expect(mail.attachments).toMatchObject([{ contentType: expect.stringContaining("text/calendar") }]);
  });

  it("is not mailed while the applicant's switch is off, but is still scheduled", async () => {
    const quiet = await seekerWithResume(harness);
    await harness.context.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.user.id));
    const id = await applyAs(quiet, await company.job());
    const response = await company.client.post(`/api/applications/${id}/interviews`, {
      date: inDays(3),
      time: "09:00",
      timeZone: "UTC",
      location: "Main office, 2nd floor",
    });
    expect(response.status).toBe(201);
    expect(response.json.durationMinutes).toBe(60);
    const mails = await harness.context.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, quiet.user.id), eq(mailQueue.template, "interview-scheduled")));
    expect(mails).toEqual([]);
  });

  it("refuses a time in the past and bad fields by name, writing nothing", async () => {
    const id = await applyAs(seeker, await company.job());
    const valid = {
      date: inDays(5),
      time: "10:00",
      timeZone: "Europe/Berlin",
      durationMinutes: 60,
      location: "Office",
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ date: inDays(-1) }, "date"],
      [{ date: "2026-02-30" }, "date"],
      [{ date: "tomorrow" }, "date"],
      [{ time: "25:00" }, "time"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ durationMinutes: 5 }, "durationMinutes"],
      [{ durationMinutes: 481 }, "durationMinutes"],
      [{ location: " " }, "location"],
      [{ location: "x".repeat(501) }, "location"],
    ];
    for (const [override, field] of cases) {
      const response = await company.client.post(`/api/applications/${id}/interviews`, { ...valid, ...override });
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors), JSON.stringify(override)).toEqual([field]);
    }
    const past = await company.client.post(`/api/applications/${id}/interviews`, { ...valid, date: inDays(-1) });
    expect(past.json.errors).toEqual({ date: "applications.errors.interviewInPast" });
    expect(await interviewsOf(id)).toEqual([]);
  });

  it("is for the job's company and administrators, and not for a closed application", async () => {
    const id = await applyAs(seeker, await company.job());
    const body = { date: inDays(5), time: "10:00", timeZone: "UTC", location: "Office" };
    expectErrorContract(await seeker.post(`/api/applications/${id}/interviews`, body), 403);
    expectErrorContract(
      await (await hiringCompany(harness)).client.post(`/api/applications/${id}/interviews`, body),
      404,
    );
    expectErrorContract(await (await seekerWithResume(harness)).get(`/api/applications/${id}/interviews`), 404);
    expect((await (await signedInAdmin(harness)).post(`/api/applications/${id}/interviews`, body)).status).toBe(201);

    await harness.context.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, id));
    const refused = await company.client.post(`/api/applications/${id}/interviews`, body);
    expectErrorContract(refused, 409);
    expect(refused.json.messageKey).toBe("applications.errors.cannotSchedule");
    expect(await interviewsOf(id)).toHaveLength(1);
  });
});
