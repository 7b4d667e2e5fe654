import type { TAppContext } from "./context";
import { openDatabase, type TDatabaseHandle } from "./db/client";
import { seedDemoDataIfEmpty } from "./db/seed/seed-demo";
import { parseEnv, type TEnv } from "./lib/env";
import { createLogger } from "./lib/logger";
import { closePlatform, openPlatform } from "./platform/platform";
import { ensureFirstAdmin } from "./services/auth/ensure-first-admin";

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
  const context: TAppContext = { db: database.db, env, logger, ...openPlatform({ db: database.db, logger }) };
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
      const shouldSeed = env.SEED_DEMO ?? database.kind === "pglite";
      if (shouldSeed) await seedDemoDataIfEmpty(context);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { context, database, close };
}
