// GET and PUT /api/admin/settings: each setting with its source, secrets never returned, the
// environment's read-only, the AI provider following the stored settings without a restart,
// and bad input refused with nothing written.
import { eq } from "drizzle-orm";
import type { TAdminSettings } from "@common/admin/settings";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditEvents, sessions } from "../../../db/schema";
import { expectErrorContract } from "../../../test/expect-error";
import { signedInAdmin, signedInCompany, signedInSeeker, type TSignedInClient } from "../../../test/factories";
import { startFakeOpenAiServer, type TFakeOpenAiServer } from "../../../test/fake-openai-server";
import { createClient, createTestApp } from "../../../test/test-app";
import { createConfiguredAi } from "../../../platform/ai/ai-service";

const KEY = "sk-stored-SECRET-5f1e0b";
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;
let fake: TFakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  harness = await createTestApp();
  // The provider the platform opens by default: the stored settings' (the test app's own is built-in).
  harness.context.ai = createConfiguredAi(harness.context.settings, harness.context.logger, { timeoutMs: 1000 });
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.script();
  fake.requests.length = 0;
});

const settingOf = (body: Record<string, unknown>, key: string) =>
  (body as unknown as TAdminSettings).settings.find((setting) => setting.key === key);

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company, for reading and writing", async () => {
    expectErrorContract(await createClient(harness.app).get("/api/admin/settings"), 401);
    expectErrorContract(await createClient(harness.app).put("/api/admin/settings", { sessionIdleHours: 8 }), 401);
    for (const client of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      expectErrorContract(await client.get("/api/admin/settings"), 403);
      expectErrorContract(await client.put("/api/admin/settings", { sessionIdleHours: 8 }), 403);
    }
  });
});

describe("GET and PUT /api/admin/settings", () => {
  it("lists each setting with its source, the built-in assistant in use", async () => {
    const response = await admin.get("/api/admin/settings");
    expect(response.status, response.text).toBe(200);
    expect(settingOf(response.json, "sessionIdleHours")).toEqual({
      key: "sessionIdleHours",
      source: "default",
      envVar: "SESSION_IDLE_HOURS",
      secret: false,
      value: 24,
    });
    expect(settingOf(response.json, "aiApiKey")).toEqual({
      key: "aiApiKey",
      source: "unset",
      envVar: "AI_API_KEY",
      secret: true,
      hasValue: false,
    });
    expect(response.json.assistant).toBe("Built-in assistant");
    expect(response.json.smtpServer).toBeNull();
  });

  it("stores the session timeout, applied to the sessions opened after it", async () => {
    const response = await admin.put("/api/admin/settings", { sessionIdleHours: 8 });
    expect(response.status, response.text).toBe(200);
    expect(settingOf(response.json, "sessionIdleHours")).toMatchObject({ source: "database", value: 8 });
    const seeker = await signedInSeeker(harness);
    const [session] = await harness.context.db.select().from(sessions).where(eq(sessions.userId, seeker.user.id));
    const idleMs = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(Math.round(idleMs / 3_600_000)).toBe(8);
    const cleared = await admin.put("/api/admin/settings", { sessionIdleHours: null });
    expect(settingOf(cleared.json, "sessionIdleHours")).toMatchObject({ source: "default", value: 24 });
  });

  it("keeps the API key sealed, never returns it, and the AI follows the stored provider at once", async () => {
    fake.setFallback({ kind: "text", text: JSON.stringify({ summary: "From the stored model." }) });
    const response = await admin.put("/api/admin/settings", {
      aiBaseUrl: fake.baseUrl,
      aiApiKey: KEY,
      aiModel: "stored-model",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain(KEY);
    expect(settingOf(response.json, "aiApiKey")).toMatchObject({ source: "database", hasValue: true });
    expect(response.json.assistant).toBe("stored-model");
    const [row] = await harness.context.db.select().from(appSettings).where(eq(appSettings.key, "aiApiKey"));
    expect(row.value).not.toContain(KEY);

    const seeker = await signedInSeeker(harness);
    const summary = await seeker.post("/api/resumes/generate-summary", { skills: ["Go"] });
    expect(summary.status, summary.text).toBe(200);
    expect(summary.json.summary).toBe("From the stored model.");
    expect(fake.requests[0].authorization).toBe(`Bearer ${KEY}`);

    const audit = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.settings-changed"));
    expect(audit.at(-1)?.detail).toEqual({ keys: ["aiBaseUrl", "aiApiKey", "aiModel"] });
    expect(JSON.stringify(audit)).not.toContain(KEY);

    const cleared = await admin.put("/api/admin/settings", { aiBaseUrl: null, aiApiKey: null, aiModel: null });
    expect(cleared.json.assistant).toBe("Built-in assistant");
  });

  it.each([
    ["a timeout outside the four choices", { sessionIdleHours: 5 }, "sessionIdleHours"],
    ["a timeout as text", { sessionIdleHours: "24" }, "sessionIdleHours"],
    ["an API key of 10 kB", { aiApiKey: "k".repeat(10_000) }, "aiApiKey"],
    ["an address that is not one", { aiBaseUrl: "ftp://models" }, "aiBaseUrl"],
    ["an SMTP address that is not one", { smtpUrl: "mail.example.com" }, "smtpUrl"],
  ])("refuses %s, naming the field, and writes nothing", async (_label, body, field) => {
    const before = await harness.context.db.select().from(appSettings);
    const response = await admin.put("/api/admin/settings", { mailFrom: "Hirewise <a@example.com>", ...body });
    expectErrorContract(response, 400);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(await harness.context.db.select().from(appSettings)).toEqual(before);
  });
});

describe("a setting the environment gives", () => {
  it("is read-only: 409 naming it, nothing written", async () => {
    const withEnv = await createTestApp({ env: { SESSION_IDLE_HOURS: "1" } });
    try {
      const envAdmin = await signedInAdmin(withEnv);
      const read = await envAdmin.get("/api/admin/settings");
      expect(settingOf(read.json, "sessionIdleHours")).toMatchObject({ source: "env", envVar: "SESSION_IDLE_HOURS" });
      const response = await envAdmin.put("/api/admin/settings", {
        sessionIdleHours: 8,
        mailFrom: "A <a@example.com>",
      });
      expectErrorContract(response, 409);
      expect(response.json.errors).toEqual({ sessionIdleHours: "adminSettingsApi.errors.setByEnvironment" });
      expect(await withEnv.context.db.select().from(appSettings).where(eq(appSettings.key, "mailFrom"))).toEqual([]);
    } finally {
      await withEnv.close();
    }
  });
});
