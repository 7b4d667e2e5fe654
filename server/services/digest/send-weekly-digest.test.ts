import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, applicationStatusChanges, weeklyDigestSends } from "../../db/schema";
import { DAY_MS, HOUR_MS, insertJob, insertJobs } from "../../test/factories";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { insertAccount, insertAlert, insertResume, mailsOf } from "../job-alerts/send-job-alerts.fixtures";
import { digestWeek, dueDigestWeek, sendWeeklyDigest } from "./send-weekly-digest";

const PUBLIC_URL = "http://localhost:3000";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let harness: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = createTestContext(database.db);
});
afterAll(async () => {
  await harness?.close();
  await database?.close();
});

/** The last Monday 08:30 UTC before now: the jobs a test posts "days ago" are listed now. */
function lastMonday(): Date {
  const { dueAt } = digestWeek(new Date());
  const monday = dueAt.getTime() > Date.now() ? dueAt.getTime() - 7 * DAY_MS : dueAt.getTime();
  return new Date(monday + 30 * 60_000);
}

async function weeksOf(userId: number) {
  const rows = await database.db.select().from(weeklyDigestSends).where(eq(weeklyDigestSends.userId, userId));
  return rows.map((row) => row.weekStart);
}

async function insertApplication(userId: number, jobId: number, job: { title: string; company: string }) {
  const [row] = await database.db
    .insert(applications)
    .values({
      userId,
      jobId,
      status: "interview",
      resumeTitle: "My resume",
      resumeTemplate: "modern",
      resumeContent: {},
      jobSnapshot: job,
    })
    .returning({ id: applications.id });
  return row.id;
}

describe("the weekly digest", { timeout: 60_000 }, () => {
  it("is due on Monday from 08:00 UTC for 24 hours, known by the Monday's date", () => {
    expect(digestWeek(new Date("2026-11-25T12:00:00Z"))).toEqual({
      weekStart: "2026-11-23",
      dueAt: new Date("2026-11-23T08:00:00Z"),
    });
    expect(digestWeek(new Date("2026-11-29T23:59:00Z")).weekStart).toBe("2026-11-23");
    expect(dueDigestWeek(new Date("2026-11-23T07:59:59Z"))).toBeNull();
    expect(dueDigestWeek(new Date("2026-11-23T08:00:00Z"))).toBe("2026-11-23");
    expect(dueDigestWeek(new Date("2026-11-24T07:59:59Z"))).toBe("2026-11-23");
    expect(dueDigestWeek(new Date("2026-11-24T08:00:00Z"))).toBeNull();
    expect(dueDigestWeek(new Date("2026-11-29T10:00:00Z"))).toBeNull();
  });

  it("sends nothing, and records no week, when there is nothing to say", async () => {
    const seeker = await insertAccount(database.db, { weeklyDigest: true });
    await insertResume(database.db, seeker.id, ["Underwater basket weaving"]);
    await sendWeeklyDigest(harness.context, { now: lastMonday() });
    expect(await mailsOf(database.db, seeker.id)).toEqual([]);
    expect(await weeksOf(seeker.id)).toEqual([]);
  });

  it("lists the week's matching jobs best first and the applications' moves, once a week, never before Monday 08:00", async () => {
    const { db } = database;
    const monday = lastMonday();
    const company = "Digest Works";
    const seeker = await insertAccount(db, {
      weeklyDigest: true,
      firstName: "Ada",
      country: "Germany",
      city: "Berlin",
    });
    await insertResume(db, seeker.id);
    await insertAlert(db, { userId: seeker.id, name: "Pastry", search: "pastry", company });
    await insertAlert(db, { userId: seeker.id, name: "Paused", company: "Paused Co", isPaused: true });
    const [react, pastry, cook, old, pausedOnly, appliedTo] = await insertJobs(
      db,
      [
        {
          title: "Senior Engineer",
          company: "Graph Labs",
          country: "Germany",
          city: "Berlin",
          ageHours: 30,
          requirements: ["TypeScript", "React", "PostgreSQL"],
          description: "TypeScript, React and PostgreSQL engineering.",
        },
        { title: "Pastry Chef", company, ageHours: 20 },
        { title: "Line Cook", company: "Somewhere Else", ageHours: 10 },
        {
          title: "Old Senior Engineer",
          company: "Graph Labs",
          country: "Germany",
          city: "Berlin",
          ageHours: 8 * 24,
          requirements: ["TypeScript", "React", "PostgreSQL"],
        },
        { title: "Paused Pastry", company: "Paused Co", ageHours: 5 },
        {
          title: "Applied Engineer",
          company: "Graph Labs",
          country: "Germany",
          city: "Berlin",
          ageHours: 5,
          requirements: ["TypeScript", "React", "PostgreSQL"],
        },
      ],
      monday,
    );
    const applicationId = await insertApplication(seeker.id, appliedTo, {
      title: "Applied Engineer",
      company: "Graph Labs",
    });
    const earlier = await insertApplication(seeker.id, old, { title: "Old Senior Engineer", company: "Graph Labs" });
    await db.insert(applicationStatusChanges).values([
      {
        applicationId,
        toStatus: "applied",
        actorRole: "applicant",
        changedAt: new Date(monday.getTime() - 3 * DAY_MS),
      },
      {
        applicationId,
        fromStatus: "applied",
        toStatus: "interview",
        actorRole: "company",
        changedAt: new Date(monday.getTime() - 2 * DAY_MS),
      },
      {
        applicationId: earlier,
        fromStatus: "applied",
        toStatus: "rejected",
        actorRole: "company",
        changedAt: new Date(monday.getTime() - 9 * DAY_MS),
      },
    ]);

    // Monday 07:59: not yet.
    await sendWeeklyDigest(harness.context, { now: new Date(monday.getTime() - 31 * 60_000) });
    expect(await mailsOf(db, seeker.id)).toEqual([]);

    await sendWeeklyDigest(harness.context, { now: monday });
    const [mail] = await mailsOf(db, seeker.id);
    expect(mail).toMatchObject({ template: "weekly-digest", subject: "Your week on Hirewise", to: seeker.email });
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain("2 new jobs this week match your profile:");
    const links = [...mail.text.matchAll(/http:\/\/localhost:3000\/jobs\/(\d+)/g)].map((match) => Number(match[1]));
    expect(links).toEqual([react, pastry]);
    for (const id of [cook, old, pausedOnly, appliedTo]) expect(links).not.toContain(id);
    expect(mail.text).toContain("1 of your applications moved on this week:");
    expect(mail.text).toContain("- Applied Engineer at Graph Labs: Interview");
    expect(mail.text).not.toContain("Rejected");
    expect(mail.text).toContain(`${PUBLIC_URL}/jobs\n`);
    expect(mail.html).toContain("Applied Engineer at Graph Labs: Interview");
    expect(mail.text).toContain("the weekly digest is on");
    expect(await weeksOf(seeker.id)).toEqual([digestWeek(monday).weekStart]);

    // Later that Monday, and twice at once: still one digest this week.
    const later = new Date(monday.getTime() + 5 * HOUR_MS);
    await Promise.all([
      sendWeeklyDigest(harness.context, { now: later }),
      sendWeeklyDigest(harness.context, { now: later }),
    ]);
    expect(await mailsOf(db, seeker.id)).toHaveLength(1);

    // The next Monday: the new week's jobs alone.
    const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
    const fresh = await insertJob(db, { title: "Pastry Cook", company, ageHours: 24 }, nextMonday);
    await sendWeeklyDigest(harness.context, { now: nextMonday });
    const mails = await mailsOf(db, seeker.id);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(`${PUBLIC_URL}/jobs/${fresh}`);
    expect(mails[1].text).not.toContain(`${PUBLIC_URL}/jobs/${pastry}`);
    expect(mails[1].text).not.toContain("moved on this week");
  });

  it("sends nothing while the switch is off, nor to a company account", async () => {
    const { db } = database;
    const monday = lastMonday();
    const off = await insertAccount(db, { weeklyDigest: false });
    const companyAccount = await insertAccount(db, { weeklyDigest: true, userType: "company" });
    for (const account of [off, companyAccount]) {
      await insertAlert(db, { userId: account.id, company: "Switch Co" });
    }
    await insertJob(db, { title: "Switch Job", company: "Switch Co", ageHours: 3 }, monday);
    await sendWeeklyDigest(harness.context, { now: monday });
    for (const account of [off, companyAccount]) {
      expect(await mailsOf(db, account.id)).toEqual([]);
      expect(await weeksOf(account.id)).toEqual([]);
    }
  });
});
