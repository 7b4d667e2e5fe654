import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";

export type TDatabase = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface TDatabaseHandle {
  db: TDatabase;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite under dataDir
 * (or in memory when dataDir is "memory://", for tests). Runs pending migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data directory (tests copy a migrated one). */
  loadDataDir?: Blob;
}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (a restart, a terminated backend) is removed
    // from the pool; without a listener the error would crash the process.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as TDatabase;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? "./data";
  const inMemory = dataDir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir: inMemory ? undefined : path.resolve(dataDir, "pg"),
      loadDataDir: inMemory ? options.loadDataDir : undefined,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
