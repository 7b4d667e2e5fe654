import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TAppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { seekerInput } from "../../test/factories";
import { createClient, createTestApp, testEnv } from "../../test/test-app";
import { ensureFirstAdmin, upsertAdmin } from "./ensure-first-admin";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});
// Each test starts without any account.
beforeEach(async () => {
  await harness.context.db.delete(users);
});

function contextWith(env: Record<string, string>): TAppContext {
  return { ...harness.context, env: testEnv(env) };
}

async function admins() {
  return harness.context.db.select().from(users).where(eq(users.role, "admin"));
}

async function signIn(email: string, password: string) {
  return createClient(harness.app).post("/api/auth/login", { email, password });
}

describe("ensureFirstAdmin (start-up, from ADMIN_EMAIL and ADMIN_PASSWORD)", () => {
  it("does nothing without both variables", async () => {
    await ensureFirstAdmin(contextWith({}));
    await ensureFirstAdmin(contextWith({ ADMIN_EMAIL: "boss@example.com" }));
    await ensureFirstAdmin(contextWith({ ADMIN_PASSWORD: "boss-password" }));
    expect(await harness.context.db.select().from(users)).toEqual([]);
  });

  it("creates the administrator, who can sign in and is answered as role admin", async () => {
    await ensureFirstAdmin(contextWith({ ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "boss-password" }));
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: "boss@example.com", role: "admin", isVerified: true });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    const response = await signIn("boss@example.com", "boss-password");
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ role: "admin", email: "boss@example.com" });
  });

  it("promotes an existing account, sets the configured password and signs out its sessions", async () => {
    const input = seekerInput({ email: "existing@example.com" });
    const client = createClient(harness.app);
    expect((await client.post("/api/auth/register", input)).status).toBe(201);

    await ensureFirstAdmin(contextWith({ ADMIN_EMAIL: "existing@example.com", ADMIN_PASSWORD: "new-admin-pw" }));

    const rows = await harness.context.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "existing@example.com", role: "admin", firstName: "Jane" });
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect((await signIn("existing@example.com", input.password as string)).status).toBe(401);
    expect((await signIn("existing@example.com", "new-admin-pw")).json.role).toBe("admin");
  });

  it("does nothing once any administrator exists, so removing an admin later sticks", async () => {
    const env = { ADMIN_EMAIL: "first@example.com", ADMIN_PASSWORD: "first-password" };
    await ensureFirstAdmin(contextWith(env));
    await upsertAdmin(harness.context, { email: "second@example.com", password: "second-pw", onlyIfNoAdmin: false });
    // The operator demotes the first admin; the next start-up must not promote them again.
    await harness.context.db.update(users).set({ role: "user" }).where(eq(users.email, "first@example.com"));
    await ensureFirstAdmin(contextWith(env));
    expect((await admins()).map((admin) => admin.email)).toEqual(["second@example.com"]);

    // Deleting the first admin sticks too; changing the variables does not add another.
    await harness.context.db.delete(users).where(eq(users.email, "first@example.com"));
    await ensureFirstAdmin(contextWith(env));
    await ensureFirstAdmin(contextWith({ ADMIN_EMAIL: "third@example.com", ADMIN_PASSWORD: "third-pw" }));
    expect((await admins()).map((admin) => admin.email)).toEqual(["second@example.com"]);
    expect(await harness.context.db.select().from(users).where(eq(users.email, "first@example.com"))).toEqual([]);
  });

  it("does not reset the password of the existing administrator on a restart", async () => {
    const env = { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "boss-password" };
    await ensureFirstAdmin(contextWith(env));
    const client = createClient(harness.app);
    await client.post("/api/auth/login", { email: "boss@example.com", password: "boss-password" });
    await ensureFirstAdmin(contextWith({ ...env, ADMIN_PASSWORD: "changed-in-env" }));
    expect((await signIn("boss@example.com", "boss-password")).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });

  it("survives two processes starting at once with the same variables", async () => {
    const context = contextWith({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "boss-password" });
    await Promise.all([ensureFirstAdmin(context), ensureFirstAdmin(context), ensureFirstAdmin(context)]);
    expect(await admins()).toHaveLength(1);
  });
});

describe("upsertAdmin (the admin command)", () => {
  it("creates, then resets the password of, an administrator", async () => {
    const options = { email: "ops@example.com", password: "first-password", onlyIfNoAdmin: false };
    expect(await upsertAdmin(harness.context, options)).toBe("created");
    const client = createClient(harness.app);
    await client.post("/api/auth/login", { email: "ops@example.com", password: "first-password" });

    expect(await upsertAdmin(harness.context, { ...options, password: "second-password" })).toBe("password-reset");
    expect(await admins()).toHaveLength(1);
    expect((await signIn("ops@example.com", "first-password")).status).toBe(401);
    expect((await signIn("ops@example.com", "second-password")).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("promotes an existing user and leaves other users' sessions alone", async () => {
    const bystander = createClient(harness.app);
    await bystander.post("/api/auth/register", seekerInput({ email: "bystander@example.com" }));
    await createClient(harness.app).post("/api/auth/register", seekerInput({ email: "later-admin@example.com" }));
    expect(
      await upsertAdmin(harness.context, {
        email: " Later-Admin@example.com ",
        password: "admin-pw",
        onlyIfNoAdmin: false,
      }),
    ).toBe("promoted");
    expect((await admins()).map((admin) => admin.email)).toEqual(["later-admin@example.com"]);
    expect((await bystander.get("/api/auth/user")).status).toBe(200);
  });

  it("adds an administrator even when one exists", async () => {
    await upsertAdmin(harness.context, { email: "one@example.com", password: "first-admin-pw", onlyIfNoAdmin: false });
    await upsertAdmin(harness.context, { email: "two@example.com", password: "second-admin-pw", onlyIfNoAdmin: false });
    expect(await admins()).toHaveLength(2);
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email", password: "long-enough" }],
    ["a short password", { email: "ops@example.com", password: "12345" }],
    ["a common password", { email: "ops@example.com", password: "iloveyou1" }],
    ["a too long password", { email: "ops@example.com", password: "p".repeat(129) }],
  ])("refuses %s without writing anything", async (_label, input) => {
    await expect(upsertAdmin(harness.context, { ...input, onlyIfNoAdmin: false })).rejects.toBeInstanceOf(z.ZodError);
    expect(await harness.context.db.select().from(users)).toEqual([]);
    expect(await harness.context.db.select().from(sessions)).toEqual([]);
  });
});
