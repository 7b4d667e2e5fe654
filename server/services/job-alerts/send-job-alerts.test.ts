import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { jobAlerts, jobAlertSentJobs } from "../../db/schema";
import { appSecret } from "../../platform/app-secret/app-secret";
import { deliverDueMail } from "../../platform/mail/mail-queue";
import { DAY_MS, HOUR_MS, insertJob, insertJobs } from "../../test/factories";
import { startSmtpTestServer } from "../../test/smtp-test-server";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { verifyPauseToken } from "./pause-token";
import { JOB_ALERT_MAX_JOBS, sendJobAlerts } from "./send-job-alerts";
import { insertAccount, insertAlert, insertResume, mailsOf } from "./send-job-alerts.fixtures";

const PUBLIC_URL = "http://localhost:3000";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let harness: ReturnType<typeof createTestContext>;
let tag = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = createTestContext(database.db);
});
afterAll(async () => {
  await harness?.close();
  await database?.close();
});

/** A company name no other test's jobs carry, so each alert sees its own jobs alone. */
const companyName = () => `Alert Co ${++tag}`;

/** A subject as the mail header carries it, MIME encoded-words (RFC 2047) undone. */
export function decodeSubject(subject: string): string {
  return subject.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_match, text: string) =>
    Buffer.from(
      text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
      "latin1",
    ).toString("utf8"),
  );
}

async function sentJobIds(alertId: number) {
  const rows = await database.db
    .select({ jobId: jobAlertSentJobs.jobId })
    .from(jobAlertSentJobs)
    .where(eq(jobAlertSentJobs.alertId, alertId));
  return rows.map((row) => row.jobId).sort((a, b) => a - b);
}

describe("job alert mails", { timeout: 60_000 }, () => {
  it("mail the new listed jobs of the search, best match to the latest resume first, each once, at most once a day", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    const seeker = await insertAccount(db);
    await insertResume(db, seeker.id);
    const alertId = await insertAlert(db, {
      userId: seeker.id,
      name: "Alert Co jobs",
      company,
      lastCheckedAt: new Date(now.getTime() - 10 * HOUR_MS),
    });
    const [cook, engineer] = await insertJobs(
      db,
      [
        { title: "Line Cook", company, ageHours: 2, requirements: ["Knife skills", "Food safety"] },
        {
          title: "Senior React Engineer",
          company,
          ageHours: 3,
          requirements: ["TypeScript", "React", "PostgreSQL"],
          description: "Build our TypeScript and React front end on PostgreSQL.",
        },
      ],
      now,
    );
    // Not mailed: posted before the alert's last check, ended, closed, another company's.
    const [before, expired, closed, other] = await insertJobs(
      db,
      [
        { title: "Old Cook", company, ageHours: 12 },
        { title: "Ended Cook", company, ageHours: 2, expiresInHours: -1 },
        { title: "Closed Cook", company, ageHours: 2, status: "closed" },
        { title: "Other Cook", company: "Someone Else", ageHours: 2 },
      ],
      now,
    );

    const report = await sendJobAlerts(harness.context, { now });
    expect(report).toMatchObject({ mailed: 1, jobs: 2 });
    const [mail] = await mailsOf(db, seeker.id);
    expect(mail).toMatchObject({ template: "job-alert", to: seeker.email, status: "queued" });
    expect(mail.subject).toBe('2 new jobs for "Alert Co jobs"');
    expect(mail.text.indexOf("Senior React Engineer")).toBeGreaterThan(0);
    expect(mail.text.indexOf("Senior React Engineer")).toBeLessThan(mail.text.indexOf("Line Cook"));
    for (const title of ["Old Cook", "Ended Cook", "Closed Cook", "Other Cook"]) expect(mail.text).not.toContain(title);
    expect(await sentJobIds(alertId)).toEqual([cook, engineer].sort((a, b) => a - b));
    for (const id of [before, expired, closed, other]) expect(await sentJobIds(alertId)).not.toContain(id);

    // A new job the same day waits: one mail a day at most.
    await insertJob(db, { title: "Night Cook", company, ageHours: 1 }, new Date(now.getTime() + 2 * HOUR_MS));
    expect(await sendJobAlerts(harness.context, { now: new Date(now.getTime() + 3 * HOUR_MS) })).toMatchObject({
      mailed: 0,
    });
    expect(await mailsOf(db, seeker.id)).toHaveLength(1);

    // A day later: only the new job, never the ones already mailed.
    const nextDay = new Date(now.getTime() + DAY_MS + HOUR_MS);
    expect(await sendJobAlerts(harness.context, { now: nextDay })).toMatchObject({ mailed: 1, jobs: 1 });
    const mails = await mailsOf(db, seeker.id);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('1 new job for "Alert Co jobs"');
    expect(mails[1].text).toContain("Night Cook");
    expect(mails[1].text).not.toContain("Line Cook");
    expect(mails[1].text).not.toContain("Senior React Engineer");

    // Two days later, nothing new: nothing sent, and the last check moves on.
    const later = new Date(now.getTime() + 2 * DAY_MS + 2 * HOUR_MS);
    expect(await sendJobAlerts(harness.context, { now: later })).toMatchObject({ mailed: 0 });
    expect(await mailsOf(db, seeker.id)).toHaveLength(2);
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect(alert.lastCheckedAt.getTime()).toBeGreaterThan(nextDay.getTime());
    expect(alert.lastSentAt?.getTime()).toBe(nextDay.getTime());
  });

  it("list the newest first for a seeker without a resume, at most ten, saying how many more", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    const seeker = await insertAccount(db);
    const alertId = await insertAlert(db, {
      userId: seeker.id,
      name: "Many",
      company,
      lastCheckedAt: new Date(now.getTime() - 20 * HOUR_MS),
    });
    const ids = await insertJobs(
      db,
      Array.from({ length: 12 }, (_, index) => ({ title: `Cook number ${index + 1}`, company, ageHours: 13 - index })),
      now,
    );
    await sendJobAlerts(harness.context, { now });
    const [mail] = await mailsOf(db, seeker.id);
    expect(mail.subject).toBe(`${JOB_ALERT_MAX_JOBS} new jobs for "Many"`);
    const listed = [...mail.text.matchAll(/^- (Cook number \d+),/gm)].map((match) => match[1]);
    expect(listed).toEqual(Array.from({ length: 10 }, (_, index) => `Cook number ${12 - index}`));
    expect(mail.text).toContain("And 2 more new jobs match this search.");
    expect(await sentJobIds(alertId)).toEqual(ids.slice(2).sort((a, b) => a - b));
  });

  it("send nothing for a paused alert, a seeker whose Job Alerts switch is off, or a company account", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    await insertJob(db, { title: "Baker", company, ageHours: 1 }, now);
    const lastCheckedAt = new Date(now.getTime() - 5 * HOUR_MS);
    const paused = await insertAccount(db);
    const switchedOff = await insertAccount(db, { jobAlerts: false });
    const companyAccount = await insertAccount(db, { userType: "company" });
    await insertAlert(db, { userId: paused.id, company, isPaused: true, lastCheckedAt });
    await insertAlert(db, { userId: switchedOff.id, company, lastCheckedAt });
    await insertAlert(db, { userId: companyAccount.id, company, lastCheckedAt });
    await sendJobAlerts(harness.context, { now });
    for (const account of [paused, switchedOff, companyAccount]) expect(await mailsOf(db, account.id)).toEqual([]);
    const alerts = await db.select().from(jobAlerts).where(eq(jobAlerts.company, company));
    for (const alert of alerts) expect(alert.lastSentAt).toBeNull();
  });

  it("mail a job matching two alerts once in each", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    const seeker = await insertAccount(db);
    const lastCheckedAt = new Date(now.getTime() - 5 * HOUR_MS);
    const byCompany = await insertAlert(db, { userId: seeker.id, name: "By company", company, lastCheckedAt });
    const byWords = await insertAlert(db, {
      userId: seeker.id,
      name: "Pastry",
      search: "pastry",
      company,
      lastCheckedAt,
    });
    const job = await insertJob(db, { title: "Pastry Chef", company, ageHours: 1 }, now);
    await sendJobAlerts(harness.context, { now });
    const mails = await mailsOf(db, seeker.id);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['1 new job for "By company"', '1 new job for "Pastry"']);
    for (const mail of mails) expect(mail.text).toContain(`${PUBLIC_URL}/jobs/${job}`);
    expect(await sentJobIds(byCompany)).toEqual([job]);
    expect(await sentJobIds(byWords)).toEqual([job]);
    // Run again a day later: nothing more.
    await sendJobAlerts(harness.context, { now: new Date(now.getTime() + DAY_MS + HOUR_MS) });
    expect(await mailsOf(db, seeker.id)).toHaveLength(2);
  });

  it("look at a job posted during a run in the next run, once its posting has settled", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    const seeker = await insertAccount(db);
    const alertId = await insertAlert(db, {
      userId: seeker.id,
      company,
      lastCheckedAt: new Date(now.getTime() - HOUR_MS),
    });
    // Posted a minute before the run: too fresh to be looked at yet, so the last check stays before it.
    const job = await insertJob(db, { title: "Fresh Cook", company, createdAt: new Date(now.getTime() - 60_000) });
    await sendJobAlerts(harness.context, { now });
    expect(await mailsOf(db, seeker.id)).toEqual([]);
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect(alert.lastCheckedAt.getTime()).toBeLessThan(now.getTime() - 60_000);
    await sendJobAlerts(harness.context, { now: new Date(now.getTime() + 15 * 60_000) });
    expect(await sentJobIds(alertId)).toEqual([job]);
  });

  it("deliver a mail with the jobs in order, their links, the search, the pause link and the unsubscribe", async () => {
    const smtp = await startSmtpTestServer();
    const { context, close } = createTestContext(database.db, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Hirewise <no-reply@hirewise.test>" },
    });
    try {
      const { db } = database;
      const now = new Date();
      const company = companyName();
      const seeker = await insertAccount(db, { firstName: "Ada" });
      await insertResume(db, seeker.id);
      const alertId = await insertAlert(db, {
        userId: seeker.id,
        name: "React roles",
        search: "engineer",
        workType: "remote",
        company,
        lastCheckedAt: new Date(now.getTime() - 10 * HOUR_MS),
      });
      const [support, react] = await insertJobs(
        db,
        [
          { title: "Support Engineer", company, ageHours: 2, workType: "remote", requirements: ["Zendesk"] },
          {
            title: "React Engineer",
            company,
            ageHours: 4,
            workType: "remote",
            requirements: ["TypeScript", "React", "PostgreSQL"],
          },
          { title: "Onsite Engineer", company, ageHours: 2, workType: "onsite" },
        ],
        now,
      );
      await sendJobAlerts(context, { now });
      await deliverDueMail(context);
      const received = smtp.received.filter((mail) => mail.to.includes(seeker.email));
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(decodeSubject(mail.subject)).toBe('2 new jobs for "React roles"');
      expect(mail.body).toContain("Hello Ada,");
      expect(mail.body).not.toContain("Onsite Engineer");
      const jobLinks = mail.links.filter((link) => /\/jobs\/\d+$/.test(link));
      expect(jobLinks).toEqual([`${PUBLIC_URL}/jobs/${react}`, `${PUBLIC_URL}/jobs/${support}`]);
      const search = new URL(mail.links.find((link) => link.startsWith(`${PUBLIC_URL}/jobs?`))!);
      expect(Object.fromEntries(search.searchParams)).toEqual({ search: "engineer", workType: "remote", company });
      expect(mail.body).toContain("Pause this alert");
      const pause = mail.links.find((link) => link.startsWith(`${PUBLIC_URL}/job-alerts/pause?token=`))!;
      const token = new URL(pause).searchParams.get("token")!;
      expect(verifyPauseToken(await appSecret(context), token)).toEqual({ alertId });
      const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
      expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(mail.links.some((link) => link.startsWith(`${PUBLIC_URL}/unsubscribe?token=`))).toBe(true);
      expect(mail.body).toContain("job alerts are on");
    } finally {
      await close();
      await smtp.close();
    }
  });

  it("queue each job of an alert once when two runs go at once", async () => {
    const { db } = database;
    const now = new Date();
    const company = companyName();
    const seeker = await insertAccount(db);
    const alertId = await insertAlert(db, {
      userId: seeker.id,
      company,
      lastCheckedAt: new Date(now.getTime() - 5 * HOUR_MS),
    });
    const job = await insertJob(db, { title: "Twin Cook", company, ageHours: 1 }, now);
    await Promise.all([sendJobAlerts(harness.context, { now }), sendJobAlerts(harness.context, { now })]);
    expect(await mailsOf(db, seeker.id)).toHaveLength(1);
    expect(await sentJobIds(alertId)).toEqual([job]);
    const [count] = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`select count(*) as n from mail_queue where user_id = ${seeker.id} and text like '%Twin Cook%'`,
      ),
    );
    expect(Number(count.n)).toBe(1);
  });
});
