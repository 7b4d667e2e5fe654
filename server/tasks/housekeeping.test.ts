import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { sessions, taskQueue, users } from "../db/schema";
import { createTestContext, createTestDatabase } from "../test/test-app";
import { createHousekeepingTask } from "./housekeeping";

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

describe("housekeeping", () => {
  it("deletes expired sessions, day-old change log entries and tasks finished 30 days ago, and keeps the rest", async () => {
    const { db } = harness.context;
    const [user] = await db
      .insert(users)
      .values({ email: "keep@example.com", passwordHash: "x", firstName: "Kim", userType: "jobseeker" })
      .returning({ id: users.id });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    await db.insert(sessions).values([
      { tokenHash: "expired", userId: user.id, expiresAt: hourAgo },
      { tokenHash: "current", userId: user.id, expiresAt: tomorrow },
    ]);
    await db.execute(sql`insert into job_search_changes (job_id, changed_at) values
      (1, now() - interval '25 hours'), (2, now() - interval '1 hour')`);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await db.insert(taskQueue).values([
      { name: "old-done", status: "done", finishedAt: daysAgo(31) },
      { name: "old-failed", status: "failed", finishedAt: daysAgo(31) },
      { name: "recent-done", status: "done", finishedAt: daysAgo(29) },
      { name: "waiting", status: "queued", runAfter: daysAgo(40) },
      { name: "running", status: "running", finishedAt: null },
    ]);

    await createHousekeepingTask(harness.context, { isEmbeddedDatabase: !process.env.TEST_DATABASE_URL }).run();

    expect((await db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map((row) => row.tokenHash)).toEqual([
      "current",
    ]);
    const changes = rowsOf<{ job_id: number }>(await db.execute(sql`select job_id from job_search_changes`));
    expect(changes.map((row) => Number(row.job_id))).toEqual([2]);
    const tasks = await db.select({ name: taskQueue.name }).from(taskQueue).orderBy(taskQueue.name);
    expect(tasks.map((row) => row.name)).toEqual(["recent-done", "running", "waiting"]);
  });
});
