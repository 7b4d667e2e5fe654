// One connection in one transaction, on either database: the backup reads every table from one
// snapshot and the restore writes everything or nothing. Drizzle's own transaction would do
// for the restore, but the backup needs a connection it can keep while the file is streamed.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TDatabase } from "../../../db/client";

/** What the backup and the restore send: plain SQL with $1... parameters, rows as the driver reads them. */
export interface TSqlRunner {
  query<TRow>(text: string, params?: unknown[]): Promise<{ rows: TRow[] }>;
}

type TDriverClient = PGlite | pg.Pool;

function driverClientOf(db: TDatabase): TDriverClient {
  return (db as unknown as { $client: TDriverClient }).$client;
}

/** Whether the database is a PostgreSQL server's pool (else the embedded PGlite). */
export function isServerDatabase(db: TDatabase): boolean {
  return driverClientOf(db) instanceof pg.Pool;
}

/**
 * Runs `work` in one transaction on one connection and commits, or rolls back if it throws.
 * `readOnlySnapshot`: REPEATABLE READ READ ONLY, so every table is read as of one instant while
 * the site goes on writing. PGlite runs one statement at a time for everyone and holds every
 * other query while a transaction is open, so any transaction there is a snapshot.
 */
export async function inOneTransaction<T>(
  db: TDatabase,
  options: { readOnlySnapshot: boolean },
  work: (runner: TSqlRunner) => Promise<T>,
): Promise<T> {
  const client = driverClientOf(db);
  if (!(client instanceof pg.Pool)) {
    return client.transaction(async (tx) => {
      if (options.readOnlySnapshot) await tx.query("set transaction read only");
      return work(tx as TSqlRunner);
    });
  }
  const connection = await openServerTransaction(client, options);
  let failed = false;
  try {
    return await work(connection.runner);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await connection.end(failed ? "rollback" : "commit");
  }
}

/**
 * A transaction on a connection of the server's pool, ended by `end`: for a backup streamed to a
 * client, which reads its snapshot for as long as the download lasts.
 */
export async function openServerTransaction(pool: pg.Pool, options: { readOnlySnapshot: boolean }) {
  const connection = await pool.connect();
  try {
    await connection.query(options.readOnlySnapshot ? "begin isolation level repeatable read read only" : "begin");
  } catch (error) {
    connection.release(true);
    throw error;
  }
  let ended = false;
  const runner: TSqlRunner = {
    // Once ended, the connection may serve someone else: a late query of the reader fails instead.
    query: async <TRow>(text: string, params?: unknown[]) => {
      if (ended) throw new Error("The transaction has ended");
      return connection.query(text, params) as unknown as Promise<{ rows: TRow[] }>;
    },
  };
  return {
    runner,
    async end(how: "commit" | "rollback") {
      if (ended) return;
      ended = true;
      try {
        await connection.query(how);
        connection.release();
      } catch (error) {
        // A connection whose transaction cannot end is closed, never handed to another query.
        connection.release(true);
        if (how === "commit") throw error;
      }
    },
  };
}

/** The pool of a PostgreSQL server's database; undefined on PGlite. */
export function serverPoolOf(db: TDatabase): pg.Pool | undefined {
  const client = driverClientOf(db);
  return client instanceof pg.Pool ? client : undefined;
}
