import { Writable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema";
import { ensureFirstAdmin } from "../auth/ensure-first-admin";
import { seekerInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp, testEnv } from "../../test/test-app";
import { recordAuditEvent } from "./record-audit-event";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await harness?.close();
});

const ADDRESS = "198.51.100.42";
/** A browser behind the one trusted proxy, which added the client's address. */
const browser = () => createClient(harness.app, { headers: { "x-forwarded-for": ADDRESS } });

async function eventsOf(email: string) {
  return harness.context.db.select().from(auditEvents).where(eq(auditEvents.email, email)).orderBy(auditEvents.id);
}

describe("the audit log", () => {
  it("records registration, sign-in failure and success, and sign-out: time, event, user, address, request id", async () => {
    const input = seekerInput({ password: "correct-horse" });
    const email = input.email as string;
    const client = browser();
    const before = Date.now();
    const registered = await client.post("/api/auth/register", input);
    const failed = await browser().post("/api/auth/login", { email, password: "wrong-horse" });
    const signedIn = await client.post("/api/auth/login", { email, password: "correct-horse" });
    const signedOut = await client.post("/api/auth/logout");
    expect([registered.status, failed.status, signedIn.status, signedOut.status]).toEqual([201, 401, 200, 200]);

    const userId = registered.json.id;
    const events = await eventsOf(email);
    expect(events.map((event) => event.event)).toEqual([
      "registration",
      "sign-in.failed",
      "sign-in.succeeded",
      "sign-out",
    ]);
    const responses = [registered, failed, signedIn, signedOut];
    events.forEach((event, index) => {
      expect(event).toMatchObject({ userId, email, ipAddress: ADDRESS });
      expect(event.requestId).toBe(responses[index].headers.get("x-request-id"));
      expect(event.occurredAt.getTime()).toBeGreaterThan(before - 5_000);
    });
  });

  it("records a failed sign-in to an unknown e-mail without a user", async () => {
    const email = uniqueEmail("nobody");
    await browser().post("/api/auth/login", { email, password: "whatever-it-is" });
    expect(await eventsOf(email)).toMatchObject([{ event: "sign-in.failed", userId: null, ipAddress: ADDRESS }]);
  });

  it("records a sign-in limit reached once per window, not once per refused attempt", async () => {
    const email = uniqueEmail("limited");
    const address = "198.51.100.43";
    const attacker = createClient(harness.app, { headers: { "x-forwarded-for": address } });
    for (let attempt = 0; attempt < 13; attempt++) await attacker.post("/api/auth/login", { email, password: "wrong" });
    const limits = (await eventsOf(email)).filter((event) => event.event === "sign-in.limit-reached");
    expect(limits).toMatchObject([{ ipAddress: address, detail: { limit: "account-address" } }]);
  });

  it("records the administrator created at start-up from ADMIN_EMAIL", async () => {
    const email = uniqueEmail("boss");
    await ensureFirstAdmin({
      ...harness.context,
      env: testEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "boss-password" }),
    });
    const [event] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.bootstrap"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ email, ipAddress: null, detail: { outcome: "created" } });
    expect(event.userId).toEqual(expect.any(Number));
  });

  it("writes a server log line for each event", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino({ level: "info", base: undefined }, stream);
    await recordAuditEvent(
      { ...harness.context, logger },
      { event: "sign-out", userId: null, email: "x@example.com", ipAddress: "198.51.100.9", requestId: "req-1" },
    );
    expect(lines).toEqual([
      expect.objectContaining({ msg: "audit sign-out", audit: "sign-out", ip: "198.51.100.9", requestId: "req-1" }),
    ]);
  });
});
