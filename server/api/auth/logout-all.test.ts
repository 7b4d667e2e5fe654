import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions } from "../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { seekerInput } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

/** An account signed in on three devices (sign-up, then two sign-ins). */
async function accountOnThreeDevices() {
  const input = seekerInput({ password: "correct-horse" });
  const first = createClient(harness.app);
  const registered = await first.post("/api/auth/register", input);
  expect(registered.status).toBe(201);
  const devices = [first, createClient(harness.app), createClient(harness.app)];
  for (const device of devices.slice(1)) {
    expect((await device.post("/api/auth/login", { email: input.email, password: input.password })).status).toBe(200);
  }
  return { devices, userId: registered.json.id as number };
}

describe("POST /api/auth/logout-all", () => {
  it("answers 401 when signed out", async () => {
    const response = await createClient(harness.app).post("/api/auth/logout-all");
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
  });

  it("ends every session of the signed-in user, on every device, and clears the cookie", async () => {
    const { devices, userId } = await accountOnThreeDevices();
    const someoneElse = await accountOnThreeDevices();

    const response = await devices[1].post("/api/auth/logout-all");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, endedSessions: 3 });
    const [cleared] = response.headers.getSetCookie();
    expect(cleared).toMatch(/^hirewise_session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(await harness.context.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    for (const device of devices) expectErrorContract(await device.get("/api/auth/user"), 401);
    // Another account's sessions are untouched.
    for (const device of someoneElse.devices) expect((await device.get("/api/auth/user")).status).toBe(200);
  });

  it("writes the sign-out everywhere to the audit log", async () => {
    const { devices, userId } = await accountOnThreeDevices();
    const response = await devices[0].post("/api/auth/logout-all");
    const events = await harness.context.db.select().from(auditEvents).where(eq(auditEvents.userId, userId));
    const event = events.find((row) => row.event === "sign-out.everywhere");
    expect(event).toMatchObject({
      ipAddress: "203.0.113.10",
      requestId: response.headers.get("x-request-id"),
      detail: { endedSessions: 3 },
    });
  });
});
