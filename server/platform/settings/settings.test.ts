// Runtime settings: the environment wins and says which variable set it; a stored value applies
// otherwise, then the default; a secret is stored sealed and never described; a value its schema
// refuses is a 400 naming the key, and nothing is stored; sealed values survive a restart.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "../../db/schema";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { AppError } from "../../lib/app-error";
import { unseal } from "./seal";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const close of closers) await close();
  await database?.close();
});

function contextWith(env: Record<string, string> = {}) {
  const { context, close } = createTestContext(database.db, { env });
  closers.push(close);
  return context;
}

const storedRow = async (key: string) =>
  (await database.db.select().from(appSettings).where(eq(appSettings.key, key)))[0];

describe("runtime settings", () => {
  it("give the default, then a stored value, and the environment's over both, saying which variable", async () => {
    const context = contextWith();
    expect(await context.settings.describe("sessionIdleHours")).toEqual({
      key: "sessionIdleHours",
      source: "default",
      envVar: "SESSION_IDLE_HOURS",
      secret: false,
      value: 24,
    });
    await context.settings.set("sessionIdleHours", 8);
    expect(await context.settings.get("sessionIdleHours")).toBe(8);
    expect((await context.settings.describe("sessionIdleHours")).source).toBe("database");

    const configured = contextWith({ SESSION_IDLE_HOURS: "2" });
    expect(await configured.settings.describe("sessionIdleHours")).toMatchObject({
      source: "env",
      envVar: "SESSION_IDLE_HOURS",
      value: 2,
    });
    await context.settings.clear("sessionIdleHours");
    expect(await context.settings.get("sessionIdleHours")).toBe(24);
  });

  it("store a secret sealed, never describe its value, and read it back after a restart", async () => {
    const context = contextWith();
    await context.settings.set("smtpUrl", "smtp://mailer:s3cret@mail.example:587");
    const row = await storedRow("smtpUrl");
    expect(row.sealed).toBe(true);
    expect(row.value).not.toContain("s3cret");
    expect(await context.settings.describe("smtpUrl")).toEqual({
      key: "smtpUrl",
      source: "database",
      envVar: "SMTP_URL",
      secret: true,
    });
    expect(JSON.stringify(await context.settings.list())).not.toContain("s3cret");

    // A new process on the same database (same generated app secret) reads it.
    const restarted = contextWith();
    expect(await restarted.settings.get("smtpUrl")).toBe("smtp://mailer:s3cret@mail.example:587");
    // Another app secret cannot open it: as if unset.
    expect(unseal(row.value, "another-secret-of-at-least-32-characters")).toBeNull();
    const elsewhere = contextWith({ APP_SECRET: "another-secret-of-at-least-32-characters" });
    expect(await elsewhere.settings.get("smtpUrl")).toBeUndefined();
    await context.settings.clear("smtpUrl");
  });

  it("refuse a value their schema refuses, naming the key, and store nothing", async () => {
    const context = contextWith();
    const refused = await context.settings.set("smtpUrl", "http://not-smtp.example").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errors).toEqual({ smtpUrl: "validation.invalidValue" });
    expect(await storedRow("smtpUrl")).toBeUndefined();
  });

  it("decide where mail goes: without SMTP settings the outbox, with a stored SMTP URL an attempt", async () => {
    const context = contextWith();
    expect(await context.settings.get("smtpUrl")).toBeUndefined();
    expect(await context.settings.get("mailFrom")).toBeUndefined();
    await context.settings.set("mailFrom", "Hirewise <no-reply@hirewise.test>");
    expect(await context.settings.get("mailFrom")).toBe("Hirewise <no-reply@hirewise.test>");
    await context.settings.clear("mailFrom");
  });
});
