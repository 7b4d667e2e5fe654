import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "../../db/schema";
import { createTestDatabase, testEnv } from "../../test/test-app";
import { AppSecretKeeper, appSecret } from "./app-secret";

describe("the app secret", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("is generated once, stored, and shared by every keeper on the database (every server process)", async () => {
    const first = new AppSecretKeeper(database.db);
    const second = new AppSecretKeeper(database.db);
    const [a, b] = await Promise.all([first.get(), second.get()]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    expect(await new AppSecretKeeper(database.db).get()).toBe(a);
    expect(await database.db.select().from(appSettings)).toHaveLength(1);
  });

  it("is APP_SECRET when that is configured", async () => {
    const env = testEnv({ APP_SECRET: "x".repeat(40) });
    expect(await appSecret({ env, appSecret: new AppSecretKeeper(database.db) })).toBe("x".repeat(40));
  });

  it("refuses an APP_SECRET shorter than 32 characters", () => {
    expect(() => testEnv({ APP_SECRET: "short" })).toThrow(/APP_SECRET: must be at least 32 characters/);
  });
});
