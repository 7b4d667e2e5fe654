import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, loginAttempts, mailQueue, signInAddresses } from "../../db/schema";
import { MAX_FAILURES_PER_ACCOUNT } from "../../services/auth/authenticate";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { DAY_MS, HOUR_MS, seekerInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

// The per-account limit (OWASP ASVS 2.2.1): 100 failed sign-ins to one account within an hour,
// from any addresses, lock the account for every address that has not signed in to it within
// 30 days. The failures are inserted directly rather than made with 100 argon2 checks.

const LOCKED = errorBodyOf("RATE_LIMITED", "errors.accountLocked");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let addressCounter = 0;

/** A fresh client address (TEST-NET-2), so tests do not share the per-address counters. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

/** A sign-in through the one trusted proxy (TRUST_PROXY=1), which added the client's address. */
function signIn(email: unknown, password: unknown, address: string) {
  return createClient(harness.app).post("/api/auth/login", { email, password }, { "x-forwarded-for": address });
}

/** An account signed up from one address and signed in to from another; answers both. */
async function accountWithKnownAddresses() {
  const input = seekerInput({ password: "the-right-one" });
  const signUpAddress = freshAddress();
  const signInAddress = freshAddress();
  const registered = await createClient(harness.app).post("/api/auth/register", input, {
    "x-forwarded-for": signUpAddress,
  });
  expect(registered.status).toBe(201);
  expect((await signIn(input.email, input.password, signInAddress)).status).toBe(200);
  return {
    email: input.email as string,
    password: input.password as string,
    userId: registered.json.id as number,
    signUpAddress,
    signInAddress,
  };
}

/** `n` failed sign-ins to the account, each from its own address, `ageMs` ago. */
async function insertFailures(email: string, n: number, ageMs = 10 * 60_000) {
  await harness.context.db.insert(loginAttempts).values(
    Array.from({ length: n }, (_, index) => ({
      email,
      ipAddress: `192.0.2.${index % 250}`,
      attemptedAt: new Date(Date.now() - ageMs),
    })),
  );
}

async function limitEvents(email: string) {
  return harness.context.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, "sign-in.limit-reached"), eq(auditEvents.email, email)));
}

beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await harness?.close();
});

describe("failed sign-ins per account, whatever the address", () => {
  it("after 100 failures within an hour, refuses every new address, even with the right password", async () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(100);
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 99);

    expectErrorContract(await signIn(account.email, "wrong", freshAddress()), 401); // the 100th
    const locked = await signIn(account.email, account.password, freshAddress());
    expectErrorContract(locked, 429);
    expect(locked.json).toEqual(LOCKED);
    expect(locked.headers.get("retry-after")).toBe("3600");
    expect(locked.headers.getSetCookie()).toEqual([]);
    expectErrorContract(await signIn(account.email, "wrong", freshAddress()), 429);
  });

  it("still lets in the addresses the owner signed in or signed up from within 30 days", async () => {
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 150);
    expectErrorContract(await signIn(account.email, account.password, freshAddress()), 429);

    expect((await signIn(account.email, account.password, account.signInAddress)).status).toBe(200);
    expect((await signIn(account.email, account.password, account.signUpAddress)).status).toBe(200);
    // A wrong password from a known address is still only a wrong password.
    expectErrorContract(await signIn(account.email, "wrong", account.signInAddress), 401);
  });

  it("does not count an address last signed in from more than 30 days ago", async () => {
    const account = await accountWithKnownAddresses();
    await harness.context.db
      .update(signInAddresses)
      .set({ lastSignedInAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(signInAddresses.userId, account.userId));
    await insertFailures(account.email, 100);
    expectErrorContract(await signIn(account.email, account.password, account.signInAddress), 429);
  });

  it("ends when the failures are an hour old", async () => {
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 200, HOUR_MS + 60_000);
    expect((await signIn(account.email, account.password, freshAddress())).status).toBe(200);
  });

  it("limits an unknown e-mail alike, so the lock reveals nothing", async () => {
    const nobody = uniqueEmail("nobody");
    await insertFailures(nobody, 100);
    const locked = await signIn(nobody, "wrong", freshAddress());
    expectErrorContract(locked, 429);
    expect(locked.json).toEqual(LOCKED);
  });

  it("writes reaching the limit to the audit log once per hour, naming the account", async () => {
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 100);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectErrorContract(await signIn(account.email, "wrong", freshAddress()), 429);
    }
    const events = await limitEvents(account.email);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: account.userId, detail: { limit: "account" } });
    expect(events[0].ipAddress).toMatch(/^198\.51\.100\.\d+$/);
  });

  it("tells the owner by mail once per pause, with a link to reset the password", async () => {
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 100);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectErrorContract(await signIn(account.email, "wrong", freshAddress()), 429);
    }
    const mails = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.userId, account.userId));
    const paused = mails.filter((mail) => mail.template === "sign-in-limit");
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatchObject({ to: account.email, subject: "Sign-ins to your Hirewise account are paused" });
    expect(paused[0].text).toContain(`${harness.context.env.PUBLIC_URL}/forgot-password`);
    // Security mail: no unsubscribe link.
    expect(paused[0].headers).toEqual({});

    // An unknown e-mail gets no mail (there is nobody to tell, and nothing is revealed).
    const nobody = uniqueEmail("nobody-mail");
    await insertFailures(nobody, 100);
    expectErrorContract(await signIn(nobody, "wrong", freshAddress()), 429);
    expect(await harness.context.db.select().from(mailQueue).where(eq(mailQueue.to, nobody))).toEqual([]);
  });

  it("does not record the refused attempts, so the lock does not outlast the hour", async () => {
    const account = await accountWithKnownAddresses();
    await insertFailures(account.email, 100);
    for (let attempt = 0; attempt < 5; attempt++) await signIn(account.email, "wrong", freshAddress());
    const rows = await harness.context.db.select().from(loginAttempts).where(eq(loginAttempts.email, account.email));
    expect(rows).toHaveLength(100);
  });
});
