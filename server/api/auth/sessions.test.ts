import { eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { auditEvents, loginAttempts, registrationAttempts, sessions, signInAddresses, users } from "../../db/schema";
import { cleanUpAuthTables } from "../../services/auth/clean-up-auth-tables";
import { hashSessionToken } from "../../services/auth/session";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { seekerInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp, createTestContext } from "../../test/test-app";

const HOUR_MS = 3_600_000;
let harness: Awaited<ReturnType<typeof createTestApp>>;

/** The same database behind another configuration of the app. */
const closers: (() => Promise<void>)[] = [];

/** The app over the same database with another environment (its runtime settings read it). */
function appWithEnv(env: Record<string, string>) {
  const { context, close } = createTestContext(harness.context.db, { env });
  closers.push(close);
  return createApp({
    app: context,
    mode: "production",
    getBuild: () => Promise.reject(new Error("API tests do not render pages")),
    getRemoteAddress: () => "203.0.113.10",
  });
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  for (const close of closers) await close();
  await harness?.close();
});

async function signedInClient(app = harness.app) {
  const client = createClient(app);
  const response = await client.post("/api/auth/register", seekerInput());
  expect(response.status).toBe(201);
  return { client, user: response.json, response };
}

async function sessionRow(token: string) {
  const [row] = await harness.context.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row;
}

describe("GET /api/auth/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const response = await createClient(harness.app).get("/api/auth/user");
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
  });

  it.each([
    ["a short value", "abc"],
    ["a well-formed but unknown token", "B".repeat(43)],
    ["a too long value", "C".repeat(5000)],
    ["SQL", "' OR 1=1 --"],
    ["unicode", "%E2%98%83"],
  ])("answers 401, not 500, for %s in the session cookie", async (_label, value) => {
    const response = await createClient(harness.app).get("/api/auth/user", { cookie: `hirewise_session=${value}` });
    expectErrorContract(response, 401);
  });
});

describe("session cookie and storage", () => {
  it("is a random 256-bit token in an httpOnly, SameSite=Lax cookie without Secure on http", async () => {
    const { response, client } = await signedInClient();
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^hirewise_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    // 43 base64url characters carry 258 bits, of which the 256 of 32 random bytes.
    expect(Buffer.from(client.cookies.get("hirewise_session")!, "base64url")).toHaveLength(32);
  });

  it("stores only the SHA-256 hash of the token, never the token", async () => {
    const { client, user } = await signedInClient();
    const token = client.cookies.get("hirewise_session")!;
    const rows = await harness.context.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSessionToken(token));
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("gives every sign-in a different token", async () => {
    const tokens = new Set<string>();
    for (let index = 0; index < 5; index++) {
      const { client } = await signedInClient();
      tokens.add(client.cookies.get("hirewise_session")!);
    }
    expect(tokens.size).toBe(5);
  });

  it("uses a Secure __Host- cookie when PUBLIC_URL is https, and clears it on logout", async () => {
    const httpsApp = appWithEnv({ PUBLIC_URL: "https://jobs.example" });
    const client = createClient(httpsApp);
    const response = await client.post("/api/auth/register", seekerInput());
    expect(response.status).toBe(201);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-hirewise_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    expect((await client.get("/api/auth/user")).status).toBe(200);

    // The plain cookie name means nothing to an https deployment.
    const token = client.cookies.get("__Host-hirewise_session")!;
    const plain = await createClient(httpsApp).get("/api/auth/user", { cookie: `hirewise_session=${token}` });
    expect(plain.status).toBe(401);

    const logout = await client.post("/api/auth/logout");
    expect(logout.status).toBe(200);
    const [cleared] = logout.headers.getSetCookie();
    expect(cleared).toMatch(/^__Host-hirewise_session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/;\s*Secure/i);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe("POST /api/auth/logout", () => {
  it("deletes the session on the server, so a copied cookie stops working", async () => {
    const { client } = await signedInClient();
    const token = client.cookies.get("hirewise_session")!;
    const response = await client.post("/api/auth/logout");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const [cleared] = response.headers.getSetCookie();
    expect(cleared).toMatch(/^hirewise_session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(await sessionRow(token)).toBeUndefined();
    const replay = await createClient(harness.app).get("/api/auth/user", { cookie: `hirewise_session=${token}` });
    expect(replay.status).toBe(401);
  });

  it("is safe to repeat and to call when never signed in", async () => {
    const { client } = await signedInClient();
    for (let index = 0; index < 3; index++) expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await createClient(harness.app).post("/api/auth/logout")).status).toBe(200);
    const stale = await createClient(harness.app).post("/api/auth/logout", undefined, {
      cookie: `hirewise_session=${"D".repeat(43)}`,
    });
    expect(stale.status).toBe(200);
  });

  it("ends only the session it was called with", async () => {
    const { client, user } = await signedInClient();
    const other = createClient(harness.app);
    await other.post("/api/auth/login", { email: user.email, password: "correct-horse" });
    await client.post("/api/auth/logout");
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect((await other.get("/api/auth/user")).status).toBe(200);
  });
});

describe("idle timeout", () => {
  it("expires a session SESSION_IDLE_HOURS (24 by default) after its last use", async () => {
    const before = Date.now();
    const { client } = await signedInClient();
    const row = await sessionRow(client.cookies.get("hirewise_session")!);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 5_000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS + 5_000);

    const shortApp = appWithEnv({ SESSION_IDLE_HOURS: "2" });
    const shortClient = createClient(shortApp);
    await shortClient.post("/api/auth/register", seekerInput());
    const shortRow = await sessionRow(shortClient.cookies.get("hirewise_session")!);
    expect(shortRow.expiresAt.getTime() - shortRow.createdAt.getTime()).toBeGreaterThan(2 * HOUR_MS - 5_000);
    expect(shortRow.expiresAt.getTime() - shortRow.createdAt.getTime()).toBeLessThan(2 * HOUR_MS + 5_000);
  });

  it("refuses a session whose idle time has passed", async () => {
    const { client } = await signedInClient();
    const tokenHash = hashSessionToken(client.cookies.get("hirewise_session")!);
    await harness.context.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * HOUR_MS), expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await client.get("/api/auth/user");
    expectErrorContract(response, 401);
  });

  it("pushes the expiry back when the session is used", async () => {
    const { client } = await signedInClient();
    const tokenHash = hashSessionToken(client.cookies.get("hirewise_session")!);
    const lastSeenAt = new Date(Date.now() - 23 * HOUR_MS);
    await harness.context.db
      .update(sessions)
      .set({ lastSeenAt, expiresAt: new Date(lastSeenAt.getTime() + 24 * HOUR_MS) })
      .where(eq(sessions.tokenHash, tokenHash));

    expect((await client.get("/api/auth/user")).status).toBe(200);
    const [row] = await harness.context.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * HOUR_MS - 60_000);
  });

  it("signs out a user whose account was deleted", async () => {
    const { client, user } = await signedInClient();
    await harness.context.db.delete(users).where(eq(users.id, user.id));
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });
});

describe("absolute lifetime", () => {
  it("ends a session 30 days after the sign-in that opened it, however active", async () => {
    const { client } = await signedInClient();
    const tokenHash = hashSessionToken(client.cookies.get("hirewise_session")!);
    // Used a minute ago, idle expiry a day ahead, but opened 30 days and a minute ago.
    await harness.context.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 30 * 24 * HOUR_MS - 60_000),
        lastSeenAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + 23 * HOUR_MS),
      })
      .where(eq(sessions.tokenHash, tokenHash));
    expectErrorContract(await client.get("/api/auth/user"), 401);
  });

  it("never pushes the expiry past the lifetime when the session is used", async () => {
    const { client } = await signedInClient();
    const tokenHash = hashSessionToken(client.cookies.get("hirewise_session")!);
    const createdAt = new Date(Date.now() - 30 * 24 * HOUR_MS + 2 * HOUR_MS);
    await harness.context.db
      .update(sessions)
      .set({ createdAt, lastSeenAt: new Date(Date.now() - 10 * 60_000), expiresAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(sessions.tokenHash, tokenHash));

    expect((await client.get("/api/auth/user")).status).toBe(200);
    const row = await sessionRow(client.cookies.get("hirewise_session")!);
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * 24 * HOUR_MS);
  });
});

describe("cleanUpAuthTables", () => {
  it("deletes expired sessions and sign-in failures older than an hour, and keeps the rest", async () => {
    const { client: live } = await signedInClient();
    const { client: idle } = await signedInClient();
    const { client: old } = await signedInClient();
    const idleHash = hashSessionToken(idle.cookies.get("hirewise_session")!);
    await harness.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, idleHash));
    // Active a minute ago, but opened 31 days ago: past the absolute lifetime.
    await harness.context.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * HOUR_MS) })
      .where(eq(sessions.tokenHash, hashSessionToken(old.cookies.get("hirewise_session")!)));
    const email = uniqueEmail("cleanup");
    await harness.context.db.insert(loginAttempts).values([
      { email, ipAddress: "198.51.100.1", attemptedAt: new Date(Date.now() - 2 * HOUR_MS) },
      { email, ipAddress: "198.51.100.1", attemptedAt: new Date(Date.now() - 10 * 60_000) },
    ]);
    await harness.context.db.insert(registrationAttempts).values([
      { ipAddress: "198.51.100.2", attemptedAt: new Date(Date.now() - 2 * HOUR_MS) },
      { ipAddress: "198.51.100.2", attemptedAt: new Date(Date.now() - 10 * 60_000) },
    ]);
    const [owner] = await harness.context.db.select({ id: users.id }).from(users).limit(1);
    await harness.context.db.insert(signInAddresses).values([
      { userId: owner.id, ipAddress: "198.51.100.3", lastSignedInAt: new Date(Date.now() - 31 * 24 * HOUR_MS) },
      { userId: owner.id, ipAddress: "198.51.100.4", lastSignedInAt: new Date(Date.now() - 29 * 24 * HOUR_MS) },
    ]);
    const auditBefore = await harness.context.db.select().from(auditEvents);

    await cleanUpAuthTables(harness.context);

    expect(await sessionRow(idle.cookies.get("hirewise_session")!)).toBeUndefined();
    expect(await sessionRow(old.cookies.get("hirewise_session")!)).toBeUndefined();
    expect(await sessionRow(live.cookies.get("hirewise_session")!)).toBeDefined();
    expect((await live.get("/api/auth/user")).status).toBe(200);
    const expired = await harness.context.db.select().from(sessions).where(lt(sessions.expiresAt, new Date()));
    expect(expired).toEqual([]);
    const attempts = await harness.context.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(attempts).toHaveLength(1);
    expect(attempts[0].attemptedAt.getTime()).toBeGreaterThan(Date.now() - HOUR_MS);
    const registrations = await harness.context.db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.ipAddress, "198.51.100.2"));
    expect(registrations).toHaveLength(1);
    const addresses = await harness.context.db
      .select({ ipAddress: signInAddresses.ipAddress })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, owner.id));
    expect(addresses.map((row) => row.ipAddress)).not.toContain("198.51.100.3");
    expect(addresses.map((row) => row.ipAddress)).toContain("198.51.100.4");
    // The audit log is kept.
    expect((await harness.context.db.select().from(auditEvents)).length).toBeGreaterThanOrEqual(auditBefore.length);
  });
});
