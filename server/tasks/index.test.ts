import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { createTestContext, createTestDatabase } from "../test/test-app";
import { scheduledTasks, startTasks, triggeredTaskHandlers } from "./index";

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

describe("the list of tasks", { timeout: 30_000 }, () => {
  it("holds every scheduled task once, and a handler for each triggered task of the catalogue", () => {
    const names = scheduledTasks(harness.context, { isEmbeddedDatabase: true }).map((task) => task.name);
    expect(names).toEqual(["housekeeping", "retention", "mail-queue", "job-alerts", "weekly-digest", "import-jobs"]);
    expect(Object.keys(triggeredTaskHandlers(harness.context)).sort()).toEqual(
      Object.keys(harness.context.taskQueue.payloads).sort(),
    );
  });

  it("starts every scheduled task on one runner, which close() stops", async () => {
    const tasks = startTasks(harness.context, { isEmbeddedDatabase: !database.url });
    const finished = async () =>
      rowsOf<{ name: string }>(
        await database.db.execute(sql`select name from task_leases where last_finished_at is not null order by name`),
      ).map((row) => row.name);
    const deadline = Date.now() + 20_000;
    while ((await finished()).length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await tasks.close();
    expect(await finished()).toEqual([
      "housekeeping",
      "import-jobs",
      "job-alerts",
      "mail-queue",
      "retention",
      "weekly-digest",
    ]);
    expect(await tasks.runDueQueueItems()).toBe(0);
  });
});
