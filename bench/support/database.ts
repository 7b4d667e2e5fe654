// The benchmarks' database: a fresh PGlite in a temporary directory, or a database of its own on
// the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL (the local server by
// default), created for the run and dropped at its end.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type TDatabaseHandle } from "../../server/db/client";

export type TBenchDatabaseKind = "pglite" | "postgres";

/** The `--db` option's value checked: pglite or postgres. */
export function benchDatabaseKind(value: string | undefined): TBenchDatabaseKind {
  if (value !== "pglite" && value !== "postgres") throw new Error("--db must be pglite or postgres");
  return value;
}

/** Opens (and migrates) a new database for one benchmark; `cleanUp` removes it. */
export async function openBenchDatabase(
  kind: TBenchDatabaseKind,
  label: string,
): Promise<{ handle: TDatabaseHandle; cleanUp: () => Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hirewise-bench-${label}-`));
    const handle = await openDatabase({ dataDir });
    return { handle, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `hirewise_bench_${label}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return { handle, cleanUp: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
