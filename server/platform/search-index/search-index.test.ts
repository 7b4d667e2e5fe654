// The search index keeper as a platform service: built beside a server (which answers from the
// database meanwhile), built once, and closed with the app context. That it answers every search
// as the database does: services/jobs/search-index-equivalence.test.ts.
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadJobs } from "../../../bench/load-jobs";
import { rowsOf } from "../../db/rows";
import { createTestDatabase } from "../../test/test-app";
import { SearchIndexKeeper } from "./search-index";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadJobs(database.db, { jobs: 1_000, now: new Date() });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/** A logger whose messages the test reads. */
function recordingLogger() {
  const messages: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
  return { logger, messages };
}

async function activeJobs(): Promise<number> {
  const [row] = rowsOf<{ active: number | string }>(
    await database.db.execute(sql`select count(*) as active from jobs where status = 'active'`),
  );
  return Number(row.active);
}

describe("SearchIndexKeeper", () => {
  it("is built once beside a server, which answers from the database until it is ready", async () => {
    const { logger, messages } = recordingLogger();
    const keeper = new SearchIndexKeeper(database.db, logger);
    const building = keeper.start();
    expect(await keeper.ready()).toBeNull();
    expect(await keeper.ready()).toBeNull();
    await building;
    expect((await keeper.ready())?.size).toBe(await activeJobs());
    expect(messages.filter((message) => message === "built the job search index")).toHaveLength(1);
    await keeper.close();
  });

  it("is built on first use when it was not started (tests, tools)", async () => {
    const { logger } = recordingLogger();
    const keeper = new SearchIndexKeeper(database.db, logger);
    expect((await keeper.ready())?.size).toBe(await activeJobs());
    await keeper.close();
  });

  it("waits for a build under way when closed, and answers nothing after", async () => {
    const { logger, messages } = recordingLogger();
    const keeper = new SearchIndexKeeper(database.db, logger);
    void keeper.start();
    await keeper.close();
    expect(await keeper.ready()).toBeNull();
    expect(messages).not.toContain("built the job search index");
  });
});
