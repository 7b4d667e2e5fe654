// Demo accounts share a password published in the source: SEED_DEMO decides
// when it is set; unset, only an embedded database not served on https gets them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "./db/schema";
import { parseEnv } from "./lib/env";
import { openAppContext, shouldSeedDemo } from "./start";

describe("shouldSeedDemo", () => {
  it.each([
    // SEED_DEMO, PUBLIC_URL, database: seeded?
    [undefined, "http://localhost:3000", "pglite", true],
    [undefined, "http://jobs.example.com", "pglite", true],
    [undefined, "https://jobs.example.com", "pglite", false],
    [undefined, "http://localhost:3000", "postgres", false],
    [undefined, "https://jobs.example.com", "postgres", false],
    ["1", "https://jobs.example.com", "pglite", true],
    ["1", "https://jobs.example.com", "postgres", true],
    ["0", "http://localhost:3000", "pglite", false],
    ["true", "https://jobs.example.com", "postgres", true],
    ["false", "http://localhost:3000", "pglite", false],
  ] as const)("SEED_DEMO=%s, PUBLIC_URL=%s on %s: %s", (seedDemo, publicUrl, kind, expected) => {
    const env = parseEnv({ PUBLIC_URL: publicUrl, ...(seedDemo === undefined ? {} : { SEED_DEMO: seedDemo }) });
    expect(shouldSeedDemo(env, kind)).toBe(expected);
  });
});

describe("openAppContext's start-up tasks on an embedded database", { timeout: 120_000 }, () => {
  async function demoAccountsAfterStart(env: Record<string, string>) {
    const { context, close } = await openAppContext({
      env: parseEnv({ DATA_DIR: "memory://", LOG_LEVEL: "silent", ...env }),
      runStartupTasks: true,
    });
    try {
      return (await context.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true))).length;
    } finally {
      await close();
    }
  }

  it("seeds no demo account for a public https address", async () => {
    expect(await demoAccountsAfterStart({ PUBLIC_URL: "https://jobs.example.com" })).toBe(0);
  });

  it("seeds the demo for a newcomer's local start", async () => {
    expect(await demoAccountsAfterStart({ PUBLIC_URL: "http://localhost:3000" })).toBeGreaterThan(0);
  });
});
