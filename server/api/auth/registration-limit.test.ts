import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditEvents, registrationAttempts, users } from "../../db/schema";
import { hashPassword } from "../../lib/passwords";
import {
  DEFAULT_REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  registrationsPerAddressPerHour,
} from "../../services/auth/registration-limit";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { HOUR_MS, seekerInput } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

// Counts the argon2 hashes, so a test can show that a refused sign-up costs none.
vi.mock("../../lib/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/passwords")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const TOO_MANY = errorBodyOf("RATE_LIMITED", "errors.tooManyRegistrations");
let harness: Awaited<ReturnType<typeof createTestApp>>;
let addressCounter = 0;

function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

/** A sign-up through the one trusted proxy (TRUST_PROXY=1), which added the client's address. */
function register(address: string, input = seekerInput()) {
  return createClient(harness.app).post("/api/auth/register", input, { "x-forwarded-for": address });
}

/** `n` accounts created from the address `ageMs` ago, inserted directly (no argon2). */
async function insertRegistrations(address: string, n: number, ageMs = 10 * 60_000) {
  await harness.context.db
    .insert(registrationAttempts)
    .values(Array.from({ length: n }, () => ({ ipAddress: address, attemptedAt: new Date(Date.now() - ageMs) })));
}

async function userCount() {
  const [row] = await harness.context.db.select({ n: count() }).from(users);
  return row.n;
}

beforeAll(async () => {
  harness = await createTestApp({
    env: { TRUST_PROXY: "1" },
    limits: { registrationsPerAddressPerHour: DEFAULT_REGISTRATIONS_PER_ADDRESS_PER_HOUR },
  });
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

describe("registration limit per address", () => {
  it("is 20 accounts per address per hour unless the server raises it", () => {
    expect(DEFAULT_REGISTRATIONS_PER_ADDRESS_PER_HOUR).toBe(20);
    expect(registrationsPerAddressPerHour({ ...harness.context, limits: undefined })).toBe(20);
    expect(
      registrationsPerAddressPerHour({ ...harness.context, limits: { registrationsPerAddressPerHour: 500 } }),
    ).toBe(500);
  });

  it("creates the 20th account, then answers 429 with a clear message, creating nothing and hashing nothing", async () => {
    const address = freshAddress();
    await insertRegistrations(address, 19);
    expect((await register(address)).status).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    vi.mocked(hashPassword).mockClear();
    const before = await userCount();
    const refused = await register(address);
    expectErrorContract(refused, 429);
    expect(refused.json).toEqual(TOO_MANY);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
    expect(hashPassword).not.toHaveBeenCalled();

    // Another address is not limited.
    expect((await register(freshAddress())).status).toBe(201);
  });

  it("does not tell a limited address whether an e-mail is taken", async () => {
    const taken = seekerInput();
    expect((await register(freshAddress(), taken)).status).toBe(201);
    const address = freshAddress();
    await insertRegistrations(address, 20);
    expect((await register(address, seekerInput({ email: taken.email }))).json).toEqual(TOO_MANY);
  });

  it("forgets accounts created more than an hour ago", async () => {
    const address = freshAddress();
    await insertRegistrations(address, 40, HOUR_MS + 60_000);
    expect((await register(address)).status).toBe(201);
  });

  it("counts only accounts created: a refused sign-up (e-mail taken, bad input) does not count", async () => {
    const address = freshAddress();
    const taken = seekerInput();
    expect((await register(freshAddress(), taken)).status).toBe(201);
    await insertRegistrations(address, 19);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectErrorContract(await register(address, seekerInput({ email: taken.email })), 409);
      expectErrorContract(await register(address, seekerInput({ firstName: "" })), 400);
    }
    expect((await register(address)).status).toBe(201);
    expect((await register(address)).status).toBe(429);
  });

  it("does not let a parallel burst past the limit", async () => {
    const address = freshAddress();
    await insertRegistrations(address, 16);
    const before = await userCount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => register(address)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(4);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect((await userCount()) - before).toBeLessThanOrEqual(4);
  });

  it("writes reaching the limit to the audit log once per hour for the address", async () => {
    const address = freshAddress();
    await insertRegistrations(address, 20);
    for (let attempt = 0; attempt < 3; attempt++) expect((await register(address)).status).toBe(429);
    const events = await harness.context.db.select().from(auditEvents).where(eq(auditEvents.ipAddress, address));
    expect(events.map((event) => event.event)).toEqual(["registration.limit-reached"]);
  });
});
