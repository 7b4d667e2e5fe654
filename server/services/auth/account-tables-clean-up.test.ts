import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, actionAttempts, users } from "../../db/schema";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { cleanUpAuthTables } from "./clean-up-auth-tables";

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

describe("the auth tables' clean-up", () => {
  it("deletes expired tokens, tokens used over a day ago and rate-limit counts older than the longest limit's day, and keeps the rest", async () => {
    const { db } = harness.context;
    const [user] = await db
      .insert(users)
      .values({ email: "tokens@example.com", passwordHash: "x", firstName: "Tom" })
      .returning({ id: users.id });
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const base = { purpose: "password-reset" as const, userId: user.id, email: "tokens@example.com" };
    await db.insert(accountTokens).values([
      { ...base, tokenHash: "expired", expiresAt: ago(1) },
      { ...base, tokenHash: "used-long-ago", expiresAt: ago(-100), usedAt: ago(25) },
      { ...base, tokenHash: "used-lately", expiresAt: ago(-100), usedAt: ago(1) },
      { ...base, tokenHash: "live", expiresAt: ago(-1) },
    ]);
    await db.insert(actionAttempts).values([
      { action: "account-mail.address", key: "198.51.100.1", attemptedAt: ago(25) },
      { action: "ai.budget", key: "all", attemptedAt: ago(2) },
    ]);

    await cleanUpAuthTables(harness.context);

    const tokens = await db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens);
    expect(tokens.map((row) => row.tokenHash).sort()).toEqual(["live", "used-lately"]);
    // The AI's daily budget counts the last 24 hours: a count two hours old still matters.
    expect((await db.select({ action: actionAttempts.action }).from(actionAttempts)).map((row) => row.action)).toEqual([
      "ai.budget",
    ]);
  });
});
