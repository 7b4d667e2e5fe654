import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { auditEvents, resumes, sessions, users } from "../db/schema";
import { createTestContext, createTestDatabase } from "../test/test-app";
import { createRetentionTask } from "./retention";

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

const YEAR_MS = 365.25 * 24 * 60 * 60_000;
const yearsAgo = (years: number) => new Date(Date.now() - years * YEAR_MS);

/** An account created three years ago with one resume last changed then. */
async function oldAccount(name: string) {
  const { db } = harness.context;
  const longAgo = yearsAgo(3);
  const [user] = await db
    .insert(users)
    .values({
      email: `${name}@example.com`,
      passwordHash: "x",
      firstName: name,
      userType: "jobseeker",
      createdAt: longAgo,
      updatedAt: longAgo,
    })
    .returning({ id: users.id });
  await db.insert(resumes).values({
    userId: user.id,
    title: `${name}'s resume`,
    content: {},
    createdAt: longAgo,
    updatedAt: longAgo,
  });
  return user.id;
}

async function resumeTitles() {
  const rows = await harness.context.db.select({ title: resumes.title }).from(resumes);
  return rows.map((row) => row.title).sort();
}

describe("the retention task", () => {
  it("deletes the resumes of accounts inactive for 2 years, keeps the accounts, and keeps active accounts' resumes", async () => {
    const { db } = harness.context;
    await oldAccount("dormant");
    const signedIn = await oldAccount("signedin");
    await db.insert(auditEvents).values({ event: "sign-in.succeeded", userId: signedIn, occurredAt: yearsAgo(1) });
    const failedOnly = await oldAccount("guessed");
    // Someone else failing to sign in is not the owner's activity.
    await db.insert(auditEvents).values({ event: "sign-in.failed", userId: failedOnly, occurredAt: yearsAgo(0.1) });
    const browsing = await oldAccount("browsing");
    await db.insert(sessions).values({
      tokenHash: "browsing",
      userId: browsing,
      lastSeenAt: yearsAgo(1.5),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const editing = await oldAccount("editing");
    await db.insert(resumes).values({ userId: editing, title: "editing's new resume", content: {} });
    const [newcomer] = await db
      .insert(users)
      .values({ email: "new@example.com", passwordHash: "x", firstName: "New", userType: "jobseeker" })
      .returning({ id: users.id });
    await db.insert(resumes).values({ userId: newcomer.id, title: "new's resume", content: {} });

    await createRetentionTask(harness.context).run();

    expect(await resumeTitles()).toEqual([
      "browsing's resume",
      "editing's new resume",
      "editing's resume",
      "new's resume",
      "signedin's resume",
    ]);
    const [{ count }] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from users`));
    expect(count).toBe(6);
  });

  it("switches marketing e-mail off for accounts inactive for 3 years, and only for them", async () => {
    const { db } = harness.context;
    const consenting = async (name: string, inactiveYears: number) => {
      const since = yearsAgo(inactiveYears);
      const [user] = await db
        .insert(users)
        .values({
          email: `${name}@example.com`,
          passwordHash: "x",
          firstName: name,
          marketingEmails: true,
          createdAt: since,
          updatedAt: since,
        })
        .returning({ id: users.id });
      return user.id;
    };
    const forgotten = await consenting("forgotten", 3.5);
    const dormant = await consenting("dormant-two-years", 2.5);
    const returning = await consenting("returning", 4);
    await db.insert(auditEvents).values({ event: "sign-in.succeeded", userId: returning, occurredAt: yearsAgo(0.5) });

    await createRetentionTask(harness.context).run();

    const rows = await db.select({ id: users.id, marketingEmails: users.marketingEmails }).from(users);
    const consentOf = (id: number) => rows.find((row) => row.id === id)?.marketingEmails;
    expect([consentOf(forgotten), consentOf(dormant), consentOf(returning)]).toEqual([false, true, true]);
  });
});

describe("the audit log's retention", () => {
  it("keeps a successful sign-in 3 years and every other event 2 years, and deletes what is older", async () => {
    const { db } = harness.context;
    const [user] = await db
      .insert(users)
      .values({
        email: "audited@example.com",
        passwordHash: "x",
        firstName: "Audie",
        marketingEmails: true,
        createdAt: yearsAgo(4),
        updatedAt: yearsAgo(4),
      })
      .returning({ id: users.id });
    const events = [
      ["sign-in.succeeded", 2.9],
      ["sign-in.succeeded", 3.1],
      ["sign-in.failed", 1.9],
      ["sign-in.failed", 2.1],
      ["password.changed", 2.1],
      ["admin.role-granted", 2.1],
      ["password.reset", 0.5],
    ] as const;
    const inserted = await db
      .insert(auditEvents)
      .values(events.map(([event, years]) => ({ event, userId: user.id, occurredAt: yearsAgo(years) })))
      .returning({ id: auditEvents.id });

    await createRetentionTask(harness.context).run();

    const kept = rowsOf<{ id: number }>(
      await db.execute(sql`select id from audit_events where user_id = ${user.id} order by id`),
    ).map((row) => row.id);
    expect(kept).toEqual([inserted[0].id, inserted[2].id, inserted[6].id]);
    // The sign-in 2.9 years ago, kept, is the account's one proof of activity: its consent stays.
    const [row] = rowsOf<{ marketing_emails: boolean }>(
      await db.execute(sql`select marketing_emails from users where id = ${user.id}`),
    );
    expect(row.marketing_emails).toBe(true);
  });
});
