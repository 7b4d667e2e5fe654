import type { TAppContext } from "./context";
import { openDatabase, type TDatabaseHandle } from "./db/client";
import { seedDemoDataIfEmpty } from "./db/seed/seed-demo";
import { parseEnv, type TEnv } from "./lib/env";
import { createLogger } from "./lib/logger";
import { closePlatform, openPlatform } from "./platform/platform";
import { ensureFirstAdmin } from "./services/auth/ensure-first-admin";

/**
 * Whether to seed the demo data, whose accounts share a password published in the source:
 * SEED_DEMO=1/0 decides when it is set; otherwise only an embedded database (a newcomer's
 * `npm install && npm start`) that is not served on a public https address gets it. NODE_ENV
 * cannot decide: `npm start` runs with production.
 */
export function shouldSeedDemo(env: Pick<TEnv, "SEED_DEMO" | "isHttps">, databaseKind: TDatabaseHandle["kind"]) {
  return env.SEED_DEMO ?? (databaseKind === "pglite" && !env.isHttps);
}

/**
 * Opens the database and the platform services and prepares the app context: used by the server
 * and the CLI commands. Callers call close() when done: the services, then the database.
 */
export async function openAppContext(
  options: { env?: TEnv; runStartupTasks?: boolean } = {},
): Promise<{ context: TAppContext; database: TDatabaseHandle; close: () => Promise<void> }> {
  const env = options.env ?? parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const context: TAppContext = { db: database.db, env, logger, ...openPlatform({ db: database.db, env, logger }) };
  const close = async () => {
    try {
      await closePlatform(context);
    } finally {
      await database.close();
    }
  };
  if (options.runStartupTasks) {
    try {
      await ensureFirstAdmin(context);
      if (shouldSeedDemo(env, database.kind)) await seedDemoDataIfEmpty(context);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { context, database, close };
}
