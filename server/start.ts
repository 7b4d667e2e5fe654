import type { TAppContext } from "./context";
import { openDatabase, type TDatabaseHandle } from "./db/client";
import { parseEnv, type TEnv } from "./lib/env";
import { createLogger } from "./lib/logger";
import { createPdfRenderer } from "./pdf/renderer";
import { ensureFirstAdmin } from "./services/auth/ensure-first-admin";
import { seedDemoDataIfEmpty } from "./db/seed/seed-demo";

/**
 * Opens the database and prepares the app context: used by the server and the CLI commands.
 * Callers close both `database` and `context.pdf` (the PDF workers) when done.
 */
export async function openAppContext(
  options: { env?: TEnv; runStartupTasks?: boolean } = {},
): Promise<{ context: TAppContext; database: TDatabaseHandle }> {
  const env = options.env ?? parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const context: TAppContext = { db: database.db, env, logger, pdf: createPdfRenderer() };
  if (options.runStartupTasks) {
    try {
      await ensureFirstAdmin(context);
      const shouldSeed = env.SEED_DEMO ?? database.kind === "pglite";
      if (shouldSeed) await seedDemoDataIfEmpty(context);
    } catch (error) {
      await context.pdf.close();
      await database.close();
      throw error;
    }
  }
  return { context, database };
}
