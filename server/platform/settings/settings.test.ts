// Runtime settings: the environment wins and says which variable set it; a stored value applies
// otherwise, then the default; a secret is stored sealed and never described; a value its schema
// refuses is a 400 naming the key, and nothing is stored; sealed values and the generated app
// secret survive a restart; mail is sent with the stored SMTP settings.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, mailQueue } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { startSmtpTestServer } from "../../test/smtp-test-server";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { deliverDueMail, queueMail } from "../mail/mail-queue";
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

/** A new app context on the same database: what a restarted (or another) server process sees. */
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
    expect(await context.settings.describe("sessionIdleHours")).toMatchObject({ source: "database", value: 8 });

    const configured = contextWith({ SESSION_IDLE_HOURS: "2" });
    expect(await configured.settings.get("sessionIdleHours")).toBe(2);
    expect(await configured.settings.describe("sessionIdleHours")).toMatchObject({
      source: "env",
      envVar: "SESSION_IDLE_HOURS",
      value: 2,
    });
    await context.settings.clear("sessionIdleHours");
    expect(await context.settings.get("sessionIdleHours")).toBe(24);
  });

  it("store a secret sealed, never describe or list its value, and read it back after a restart", async () => {
    const context = contextWith();
    expect(await context.settings.describe("smtpUrl")).toMatchObject({ source: "unset", hasValue: false });
    await context.settings.set("smtpUrl", "smtp://mailer:s3cret@mail.example:587");
    const row = await storedRow("smtpUrl");
    expect(row.sealed).toBe(true);
    expect(row.value).not.toContain("s3cret");
    expect(await context.settings.describe("smtpUrl")).toEqual({
      key: "smtpUrl",
      source: "database",
      envVar: "SMTP_URL",
      secret: true,
      hasValue: true,
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

  it("keep the generated app secret as a setting that is never returned, the same after a restart", async () => {
    const context = contextWith();
    const secret = await context.settings.get("appSecret");
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored as it is: it is the key that seals the others.
    expect(await storedRow("app_secret")).toMatchObject({ value: secret, sealed: false });
    expect(await context.settings.describe("appSecret")).toEqual({
      key: "appSecret",
      source: "database",
      envVar: "APP_SECRET",
      secret: true,
      hasValue: true,
    });
    expect(JSON.stringify(await context.settings.list())).not.toContain(secret);
    expect(await contextWith().settings.get("appSecret")).toBe(secret);

    const configured = contextWith({ APP_SECRET: "a-configured-secret-of-32-characters-or-more" });
    expect(await configured.settings.get("appSecret")).toBe("a-configured-secret-of-32-characters-or-more");
    expect(await configured.settings.describe("appSecret")).toMatchObject({ source: "env", envVar: "APP_SECRET" });
    // Never set by hand: every sealed value depends on it.
    await expect(context.settings.set("appSecret" as "mailFrom", "x".repeat(40))).rejects.toThrow(/generated/);
    expect(await contextWith().settings.get("appSecret")).toBe(secret);
  });

  it("refuse a value their schema refuses, naming the key, and store nothing", async () => {
    const context = contextWith();
    const refused = await context.settings.set("smtpUrl", "http://not-smtp.example").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errors).toEqual({ smtpUrl: "validation.invalidValue" });
    expect(await storedRow("smtpUrl")).toBeUndefined();
    await expect(context.settings.set("sessionIdleHours", -1)).rejects.toMatchObject({
      errors: { sessionIdleHours: "validation.invalidValue" },
    });
    expect(await storedRow("sessionIdleHours")).toBeUndefined();
  });

  it("send mail through the stored SMTP URL and sender, and to the outbox once they are cleared", async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp.close);
    const context = contextWith();
    await context.settings.set("smtpUrl", smtp.url);
    await context.settings.set("mailFrom", "Hirewise <stored@hirewise.test>");
    const template = "password-reset" as const;
    const data = { firstName: "Jane", link: "http://localhost:3000/reset-password?token=abc" };
    const sent = await queueMail(context, { to: "jane@example.com", template, data });
    expect(await deliverDueMail(context)).toMatchObject({ sent: 1, outbox: 0 });
    expect(smtp.received.map((mail) => mail.from)).toEqual(["stored@hirewise.test"]);

    await context.settings.clear("smtpUrl");
    const kept = await queueMail(context, { to: "john@example.com", template, data });
    expect(await deliverDueMail(context)).toMatchObject({ sent: 0, outbox: 1 });
    expect(smtp.received).toHaveLength(1);
    const statuses = await database.db.select({ id: mailQueue.id, status: mailQueue.status }).from(mailQueue);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: sent, status: "sent" },
        { id: kept, status: "outbox" },
      ]),
    );
    await context.settings.clear("mailFrom");
  });
});
