// The app's secret (HMAC key of signed links such as unsubscribe links): APP_SECRET when it is
// configured, otherwise one generated once (256 random bits) and kept in app_settings, so a
// newcomer sets nothing and every server process on the database shares it. Read once, then held.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { appSettings } from "../../db/schema";

const SETTING_KEY = "app_secret";

export class AppSecretKeeper {
  private loading: Promise<string> | null = null;

  constructor(private readonly db: TDatabase) {}

  /** The configured secret if given, else the stored one (generated and stored on first use). */
  get(configured?: string): Promise<string> {
    if (configured) return Promise.resolve(configured);
    this.loading ??= this.loadOrCreate().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async loadOrCreate(): Promise<string> {
    // Two processes starting at once: the first insert wins, both read the same value back.
    await this.db
      .insert(appSettings)
      .values({ key: SETTING_KEY, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY)).limit(1);
    return row.value;
  }

  async close(): Promise<void> {
    await this.loading?.catch(() => undefined);
  }
}

/** The app's secret: APP_SECRET when set, else the stored one. */
export function appSecret(context: { env: { APP_SECRET?: string }; appSecret: AppSecretKeeper }): Promise<string> {
  return context.appSecret.get(context.env.APP_SECRET);
}
