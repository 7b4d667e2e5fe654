// The embedded database's own vacuum and analyse (maintenance.ts): tables never analysed, and
// tables that grew by a tenth, get fresh statistics; the others are left alone. On PGlite only,
// the one database it is for (on a PostgreSQL server, autovacuum would race these checks).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJobs } from "../test/factories";
import { openDatabase, type TDatabaseHandle } from "./client";
import { maintainEmbeddedDatabase } from "./maintenance";
import { rowsOf } from "./rows";

let database: TDatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await database?.close();
});

async function jobsStatistics() {
  const [row] = rowsOf<{ estimated: number | string; stored: number | string }>(
    await database.db.execute(
      sql`select reltuples as estimated, (select count(*) from jobs) as stored from pg_class where relname = 'jobs'`,
    ),
  );
  return { estimated: Number(row.estimated), stored: Number(row.stored) };
}

describe("maintainEmbeddedDatabase", () => {
  it("analyses every table that never was, then leaves them alone while they do not grow", async () => {
    const first = await maintainEmbeddedDatabase(database.db);
    expect(first).toEqual(expect.arrayContaining(["public.jobs", "public.users", "public.companies"]));
    expect(await jobsStatistics()).toEqual({ estimated: 0, stored: 0 });
    expect(await maintainEmbeddedDatabase(database.db)).toEqual([]);
  });

  it("analyses a table again once it has grown, and only that table", async () => {
    await insertJobs(
      database.db,
      Array.from({ length: 600 }, (_, index) => ({ title: `Analyst ${index}`, description: "Numbers." })),
    );
    expect((await jobsStatistics()).estimated).toBe(0);
    expect(await maintainEmbeddedDatabase(database.db)).toEqual(["public.jobs"]);
    expect(await jobsStatistics()).toEqual({ estimated: 600, stored: 600 });
    expect(await maintainEmbeddedDatabase(database.db)).toEqual([]);
  });
});
