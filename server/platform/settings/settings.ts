// Runtime settings (context.settings): a value set in the environment always wins and says which
// variable set it; else the value stored in app_settings (an administrator's), else the default.
// Secrets are stored sealed with the app secret and never returned. Values are read again after
// CACHE_MS, so a change made by another server process reaches this one within that time.
import { eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { appSettings } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { TEnv } from "../../lib/env";
import { SETTINGS, type TSettingKey, type TSettingValue } from "./registry";
import { seal, unseal } from "./seal";

const CACHE_MS = 30_000;

export interface TSettingDescription {
  key: TSettingKey;
  source: "env" | "database" | "default" | "unset";
  /** The variable that sets it (and wins when set). */
  envVar: string;
  secret: boolean;
  /** The value, never for a secret. */
  value?: unknown;
}

/** The raw stored text of a key, for the settings store and the app secret alike. */
export async function readStoredSetting(db: TDatabase, key: string) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row ?? null;
}

export class RuntimeSettings {
  private cache = new Map<TSettingKey, { value: unknown; source: TSettingDescription["source"]; at: number }>();

  constructor(
    private readonly db: TDatabase,
    private readonly env: TEnv,
    private readonly appSecret: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The setting's value from the environment, the database or its default (undefined: none). */
  async get<K extends TSettingKey>(key: K): Promise<TSettingValue<K> | undefined> {
    return (await this.resolve(key)).value as TSettingValue<K> | undefined;
  }

  /** Where the value comes from, and the value itself unless it is a secret. */
  async describe(key: TSettingKey): Promise<TSettingDescription> {
    const { envVar, secret } = SETTINGS[key];
    const { value, source } = await this.resolve(key);
    return { key, source, envVar, secret, ...(secret ? {} : { value }) };
  }

  async list(): Promise<TSettingDescription[]> {
    return Promise.all((Object.keys(SETTINGS) as TSettingKey[]).map((key) => this.describe(key)));
  }

  /** Stores a value (sealed when secret); a value its schema refuses is a 400 naming the key. */
  async set<K extends TSettingKey>(key: K, value: TSettingValue<K>): Promise<void> {
    const definition = SETTINGS[key];
    const parsed = definition.schema.safeParse(value);
    if (!parsed.success)
      throw new AppError("BAD_REQUEST", "validation.invalidValue", { [key]: "validation.invalidValue" });
    const text = JSON.stringify(parsed.data);
    const stored = definition.secret ? seal(text, await this.appSecret()) : text;
    await this.db
      .insert(appSettings)
      .values({ key, value: stored, sealed: definition.secret })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: stored, sealed: definition.secret, updatedAt: new Date() },
      });
    this.cache.delete(key);
  }

  /** Removes the stored value: the environment or the default applies again. */
  async clear(key: TSettingKey): Promise<void> {
    await this.db.delete(appSettings).where(eq(appSettings.key, key));
    this.cache.delete(key);
  }

  private async resolve(key: TSettingKey) {
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < CACHE_MS) return cached;
    const definition = SETTINGS[key];
    const fromEnv = this.env[definition.envVar];
    let resolved: { value: unknown; source: TSettingDescription["source"] };
    if (fromEnv !== undefined && fromEnv !== "") resolved = { value: fromEnv, source: "env" };
    else resolved = (await this.fromDatabase(key)) ?? this.fallback(key);
    const entry = { ...resolved, at: this.now() };
    this.cache.set(key, entry);
    return entry;
  }

  private async fromDatabase(key: TSettingKey) {
    const row = await readStoredSetting(this.db, key);
    if (!row) return null;
    const text = row.sealed ? unseal(row.value, await this.appSecret()) : row.value;
    // Sealed under another app secret, damaged, or no longer valid: as if unset.
    if (text === null) return null;
    let parsed;
    try {
      parsed = SETTINGS[key].schema.safeParse(JSON.parse(text));
    } catch {
      return null;
    }
    return parsed.success ? { value: parsed.data, source: "database" as const } : null;
  }

  private fallback(key: TSettingKey) {
    const { defaultValue } = SETTINGS[key] as { defaultValue?: unknown };
    return defaultValue === undefined
      ? { value: undefined, source: "unset" as const }
      : { value: defaultValue, source: "default" as const };
  }
}
