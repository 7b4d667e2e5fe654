// The app's secret (HMAC key of signed links such as unsubscribe links, and the key that seals
// secret runtime settings): APP_SECRET when it is configured, otherwise one generated once (256
// random bits) and kept among the runtime settings' rows, so a newcomer sets nothing and every
// server process on the database shares it. It is the one stored setting that cannot be sealed:
// it is the key. Read once, then held.
import { randomBytes } from "node:crypto";
import type { TDatabase } from "../../db/client";
import { appSettings } from "../../db/schema";
import { readStoredSetting } from "../settings/settings";

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
    const row = await readStoredSetting(this.db, SETTING_KEY);
    if (!row) throw new Error("the app secret could not be stored");
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
