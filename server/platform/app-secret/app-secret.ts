// The app's secret (HMAC key of signed links such as unsubscribe links, and the key that seals
// secret runtime settings): APP_SECRET when it is configured, otherwise one generated once (256
// random bits) and kept as the runtime setting appSecret (platform/settings/registry.ts), so a
// newcomer sets nothing and every server process on the database shares it. It is the one stored
// setting that is not sealed: it is the key. Read once, then held.
import { randomBytes } from "node:crypto";
import type { TDatabase } from "../../db/client";
import { storageKeyOf } from "../settings/registry";
import { insertSettingRowOnce } from "../settings/store";

export class AppSecretKeeper {
  private loading: Promise<string> | null = null;

  constructor(private readonly db: TDatabase) {}

  /** The configured secret if given, else the stored one (generated and stored on first use). */
  get(configured?: string): Promise<string> {
    if (configured) return Promise.resolve(configured);
    // Two processes starting at once: the first insert wins, both read the same value back.
    this.loading ??= insertSettingRowOnce(
      this.db,
      storageKeyOf("appSecret"),
      randomBytes(32).toString("base64url"),
    ).catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async close(): Promise<void> {
    await this.loading?.catch(() => undefined);
  }
}

/** The app's secret: APP_SECRET when set, else the stored one. */
export function appSecret(context: { env: { APP_SECRET?: string }; appSecret: AppSecretKeeper }): Promise<string> {
  return context.appSecret.get(context.env.APP_SECRET);
}
