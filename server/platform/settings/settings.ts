// Runtime settings (context.settings): a value set in the environment always wins and says which
// variable set it; else the value stored in app_settings (an administrator's), else the default.
// Secrets are stored sealed with the app secret and never returned (decision 023). Values are read
// again after CACHE_MS, so a change made by another server process reaches this one within that
// time; a change made here drops this process's cached value at once.
import type { TDatabase } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { TEnv } from "../../lib/env";
import {
  SETTINGS,
  storageKeyOf,
  type TSettingDefinition,
  type TSettingKey,
  type TSettingValue,
  type TWritableSettingKey,
} from "./registry";
import { seal, unseal } from "./seal";
import { deleteSettingRow, readSettingRow, writeSettingRow } from "./store";

const CACHE_MS = 30_000;

export interface TSettingDescription {
  key: TSettingKey;
  source: "env" | "database" | "default" | "unset";
  /** The variable that sets it (and wins when set). */
  envVar: string;
  secret: boolean;
  /** The value, for a setting that is not a secret. */
  value?: unknown;
  /** Whether it has a value, for a secret (whose value is never returned). */
  hasValue?: boolean;
}

type TResolved = { value: unknown; source: TSettingDescription["source"] };

const definitionOf = (key: TSettingKey) => SETTINGS[key] as TSettingDefinition<unknown>;

export class RuntimeSettings {
  private cache = new Map<TSettingKey, TResolved & { at: number }>();

  /** `appSecret` answers the app secret (APP_SECRET, else the generated one: platform/app-secret). */
  constructor(
    private readonly db: TDatabase,
    private readonly env: TEnv,
    private readonly appSecret: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The setting's value from the environment, the database or its default (undefined: none). */
  async get<K extends TSettingKey>(key: K): Promise<TSettingValue<K> | undefined> {
    // The app secret is generated on first use; its keeper holds it once read.
    if (definitionOf(key).generated) return (await this.appSecret()) as TSettingValue<K>;
    return (await this.resolve(key)).value as TSettingValue<K> | undefined;
  }

  /**
   * A setting that is not a secret, read through `db` when it is not cached: a caller inside a
   * transaction gives the transaction's, as it cannot wait for the pool (on PGlite the pool is the
   * transaction's one connection).
   */
  async getThrough<K extends TSettingKey>(db: TDatabase, key: K): Promise<TSettingValue<K> | undefined> {
    if (definitionOf(key).secret) throw new Error(`the setting ${key} is a secret: read it with get`);
    return (await this.resolve(key, db)).value as TSettingValue<K> | undefined;
  }

  /** Where the value comes from, and the value itself, or for a secret only whether it has one. */
  async describe(key: TSettingKey): Promise<TSettingDescription> {
    const { envVar, secret } = definitionOf(key);
    const { value, source } = await this.resolve(key);
    return { key, source, envVar, secret, ...(secret ? { hasValue: value !== undefined } : { value }) };
  }

  async list(): Promise<TSettingDescription[]> {
    return Promise.all((Object.keys(SETTINGS) as TSettingKey[]).map((key) => this.describe(key)));
  }

  /** Stores a value (sealed when secret); a value its schema refuses is a 400 naming the key. */
  async set<K extends TWritableSettingKey>(key: K, value: TSettingValue<K>): Promise<void> {
    const definition = this.writable(key);
    const parsed = definition.schema.safeParse(value);
    if (!parsed.success)
      throw new AppError("BAD_REQUEST", "validation.invalidValue", { [key]: "validation.invalidValue" });
    const text = JSON.stringify(parsed.data);
    const stored = definition.secret ? seal(text, await this.appSecret()) : text;
    await writeSettingRow(this.db, storageKeyOf(key), stored, definition.secret);
    this.cache.delete(key);
  }

  /** Removes the stored value: the environment or the default applies again. */
  async clear(key: TWritableSettingKey): Promise<void> {
    this.writable(key);
    await deleteSettingRow(this.db, storageKeyOf(key));
    this.cache.delete(key);
  }

  /** The generated app secret is never set or cleared by hand: every sealed value depends on it. */
  private writable(key: TSettingKey) {
    const definition = definitionOf(key);
    if (definition.generated) throw new Error(`the setting ${key} is generated and cannot be changed`);
    return definition;
  }

  private async resolve(key: TSettingKey, db: TDatabase = this.db): Promise<TResolved> {
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < CACHE_MS) return cached;
    const fromEnv = this.env[definitionOf(key).envVar];
    const resolved =
      fromEnv !== undefined && fromEnv !== ""
        ? { value: fromEnv, source: "env" as const }
        : ((await this.fromDatabase(key, db)) ?? this.fallback(key));
    this.cache.set(key, { ...resolved, at: this.now() });
    return resolved;
  }

  private async fromDatabase(key: TSettingKey, db: TDatabase): Promise<TResolved | null> {
    const definition = definitionOf(key);
    const row = await readSettingRow(db, storageKeyOf(key));
    if (!row) return null;
    // The generated app secret is stored as it is (it cannot be sealed with itself).
    if (definition.generated) return { value: row.value, source: "database" };
    const text = row.sealed ? unseal(row.value, await this.appSecret()) : row.value;
    // Sealed under another app secret, damaged, or no longer valid: as if unset.
    if (text === null) return null;
    let parsed;
    try {
      parsed = definition.schema.safeParse(JSON.parse(text));
    } catch {
      return null;
    }
    return parsed.success ? { value: parsed.data, source: "database" } : null;
  }

  private fallback(key: TSettingKey): TResolved {
    const { defaultValue } = definitionOf(key);
    return defaultValue === undefined
      ? { value: undefined, source: "unset" }
      : { value: defaultValue, source: "default" };
  }
}
