// The rows of app_settings, read and written only here and by the runtime settings: one row per
// stored setting, its value as text (JSON, or sealed for a secret: sealed = true).
import { eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { appSettings } from "../../db/schema";

export async function readSettingRow(db: TDatabase, key: string) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row ?? null;
}

export async function writeSettingRow(db: TDatabase, key: string, value: string, sealed: boolean) {
  await db
    .insert(appSettings)
    .values({ key, value, sealed })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, sealed, updatedAt: new Date() } });
}

/** Stores the value unless the key has one; answers the stored value (the first writer's). */
export async function insertSettingRowOnce(db: TDatabase, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const row = await readSettingRow(db, key);
  if (!row) throw new Error(`the setting ${key} could not be stored`);
  return row.value;
}

export async function deleteSettingRow(db: TDatabase, key: string) {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}
