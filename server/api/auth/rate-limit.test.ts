import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loginAttempts } from "../../db/schema";
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS } from "../../services/auth/authenticate";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { seekerInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp, testEnv } from "../../test/test-app";

const TOO_MANY = errorBodyOf("RATE_LIMITED", "errors.tooManyAttempts");

let harness: Awaited<ReturnType<typeof createTestApp>>;
const account = seekerInput({ password: "the-right-one" });
const otherAccount = seekerInput({ password: "the-right-one" });
let addressCounter = 0;

/** A fresh client address (TEST-NET-3), so tests do not share counters. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

/** A sign-in through the one trusted proxy, which appended the client's address. */
function signIn(email: unknown, password: unknown, address: string, app = harness.app, forged = "198.51.100.66") {
  return createClient(app).post("/api/auth/login", { email, password }, { "x-forwarded-for": `${forged}, ${address}` });
}

async function recordedFailures(options: { email?: string; address: string }) {
  const conditions = [eq(loginAttempts.ipAddress, options.address)];
  if (options.email) conditions.push(eq(loginAttempts.email, options.email));
  return harness.context.db
    .select()
    .from(loginAttempts)
    .where(and(...conditions));
}

beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
  for (const input of [account, otherAccount]) {
    expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
  }
});
afterAll(async () => {
  await harness?.close();
});

describe("failed sign-ins per account and address", () => {
  it("allows 10 failures a minute, then answers 429 with a clear message, even to the right password", async () => {
    expect(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).toBe(10);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(account.email, `wrong-${attempt}`, address);
      expectErrorContract(response, 401);
    }
    const limited = await signIn(account.email, "wrong-11", address);
    expectErrorContract(limited, 429);
    expect(limited.json).toEqual(TOO_MANY);
    expect(limited.headers.get("retry-after")).toBe("60");

    const rightPassword = await signIn(account.email, account.password, address);
    expectErrorContract(rightPassword, 429);
    expect(rightPassword.headers.getSetCookie()).toEqual([]);
    // Refused attempts are not counted: only the 10 evaluated failures are recorded.
    expect(await recordedFailures({ email: account.email as string, address })).toHaveLength(10);
  });

  it("limits only that account from that address", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) await signIn(account.email, "wrong", address);
    expect((await signIn(account.email, account.password, address)).status).toBe(429);

    expect((await signIn(account.email, account.password, freshAddress())).status).toBe(200);
    expect((await signIn(otherAccount.email, otherAccount.password, address)).status).toBe(200);
    expect((await signIn(otherAccount.email, "wrong", address)).status).toBe(401);
  });

  it("treats an unknown e-mail like an existing one, so 429 reveals nothing either", async () => {
    const address = freshAddress();
    const nobody = uniqueEmail("nobody");
    for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn(nobody, "wrong", address)).status).toBe(401);
    const limited = await signIn(nobody, "wrong", address);
    expectErrorContract(limited, 429);
    expect(limited.json).toEqual(TOO_MANY);
  });

  it("counts the e-mail however it is spelt", async () => {
    const address = freshAddress();
    const email = account.email as string;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const spelling = attempt % 2 ? email.toUpperCase() : ` ${email} `;
      expect((await signIn(spelling, "wrong", address)).status).toBe(401);
    }
    expect((await signIn(email, "wrong", address)).status).toBe(429);
  });

  it("does not let a burst of parallel attempts get past the limit", async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, attempt) => signIn(account.email, `parallel-${attempt}`, address)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect((await recordedFailures({ email: account.email as string, address })).length).toBeLessThanOrEqual(10);
  });

  it("forgets failures older than a minute", async () => {
    const address = freshAddress();
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await harness.context.db.insert(loginAttempts).values(
      Array.from({ length: 50 }, () => ({
        email: account.email as string,
        ipAddress: address,
        attemptedAt: twoMinutesAgo,
      })),
    );
    expect((await signIn(account.email, account.password, address)).status).toBe(200);
  });
});

describe("failed sign-ins per address", () => {
  it("allows 100 failures a minute from one address across accounts, then answers 429 for any account", async () => {
    expect(MAX_FAILURES_PER_ADDRESS).toBe(100);
    const address = freshAddress();
    // 99 recent failures, each for a different account, as if from a credential-stuffing run.
    await harness.context.db
      .insert(loginAttempts)
      .values(Array.from({ length: 99 }, (_, index) => ({ email: `victim${index}@example.com`, ipAddress: address })));

    expectErrorContract(await signIn(uniqueEmail("victim"), "wrong", address), 401); // the 100th
    const limited = await signIn(uniqueEmail("victim"), "wrong", address);
    expectErrorContract(limited, 429);
    expect(limited.json).toEqual(TOO_MANY);
    expect((await signIn(otherAccount.email, otherAccount.password, address)).status).toBe(429);
    expect((await signIn(otherAccount.email, otherAccount.password, freshAddress())).status).toBe(200);
  });
});

describe("successful sign-ins", () => {
  it("are never counted", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await signIn(account.email, account.password, address)).status).toBe(200);
    }
    expect(await recordedFailures({ address })).toHaveLength(0);
  });

  it("do not wipe the failures counted before them", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 9; attempt++) await signIn(account.email, "wrong", address);
    expect((await signIn(account.email, account.password, address)).status).toBe(200);
    expect((await signIn(account.email, "wrong", address)).status).toBe(401); // the 10th failure
    expect((await signIn(account.email, "wrong", address)).status).toBe(429);
  });
});

describe("client address", () => {
  it("is the address the trusted proxy added, so rotating the X-Forwarded-For value the client sends dodges nothing", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(otherAccount.email, "wrong", address, harness.app, `198.51.100.${attempt}`);
      expect(response.status).toBe(401);
    }
    expect((await signIn(otherAccount.email, "wrong", address, harness.app, "198.51.100.200")).status).toBe(429);
    expect(await recordedFailures({ email: otherAccount.email as string, address })).toHaveLength(10);
  });

  it("falls back to the socket address for a 3 kB X-Forwarded-For value, which never reaches the database", async () => {
    const huge = "9".repeat(3000);
    const response = await createClient(harness.app).post(
      "/api/auth/login",
      { email: uniqueEmail("huge"), password: "wrong" },
      { "x-forwarded-for": huge },
    );
    expectErrorContract(response, 401);
    const rows = await harness.context.db.select().from(loginAttempts);
    expect(rows.every((row) => row.ipAddress.length <= 45)).toBe(true);
    expect(await recordedFailures({ address: "203.0.113.10" })).not.toHaveLength(0);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit by forging it", async () => {
    const directApp = createApp({
      app: { ...harness.context, env: testEnv() },
      mode: "production",
      getBuild: () => Promise.reject(new Error("API tests do not render pages")),
      getRemoteAddress: () => "192.0.2.77",
    });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(otherAccount.email, "wrong", freshAddress(), directApp)).status).toBe(401);
    }
    expect((await signIn(otherAccount.email, "wrong", freshAddress(), directApp)).status).toBe(429);
    expect(await recordedFailures({ email: otherAccount.email as string, address: "192.0.2.77" })).toHaveLength(10);
  });
});
