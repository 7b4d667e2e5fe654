// The rate limit every counted action uses: of a parallel burst exactly the limit passes, keys
// and actions are counted apart, and a request past the window no longer counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionAttempts } from "../../db/schema";
import { createTestDatabase } from "../../test/test-app";
import { deleteOldActionAttempts, isWithinLimit } from "./rate-limits";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("isWithinLimit", () => {
  it("lets exactly the limit through of a parallel burst, per action and key", async () => {
    const context = { db: database.db };
    const limit = { action: "test.burst", key: "a@example.com", limit: 3, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => isWithinLimit(context, limit)));
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await isWithinLimit(context, { ...limit, key: "b@example.com" })).toBe(true);
    expect(await isWithinLimit(context, { ...limit, action: "test.other" })).toBe(true);
  });

  it("forgets requests older than the window, and deletes them", async () => {
    const context = { db: database.db };
    const old = new Date(Date.now() - 2 * 3_600_000);
    await database.db
      .insert(actionAttempts)
      .values(Array.from({ length: 5 }, () => ({ action: "test.window", key: "k", attemptedAt: old })));
    expect(await isWithinLimit(context, { action: "test.window", key: "k", limit: 1, windowMs: 60_000 })).toBe(true);
    await deleteOldActionAttempts(context);
    const left = await database.db.select().from(actionAttempts);
    expect(left.filter((row) => row.attemptedAt < new Date(Date.now() - 3_600_000))).toEqual([]);
  });
});
