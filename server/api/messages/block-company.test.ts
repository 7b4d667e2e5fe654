// POST /api/messages/block and DELETE /api/messages/block/{companyId}: a job seeker's block keeps
// a company from starting a thread with them (404, as for anyone it may not write to) and from
// writing in an existing one (403); both sides see the thread cannot be answered. Unblocking
// restores both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, type TTestApp } from "../../test/factories";
import { hiringCompany } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";
import { startThreadAs, visibleSeeker } from "../../test/messages";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe("blocking a company", () => {
  it("stops the company writing, shows the thread closed to both, and unblocking restores it", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Bea");
    const threadId = await startThreadAs(company.client, seeker.user.id);

    const blocked = await seeker.post("/api/messages/block", { companyId: company.companyId });
    expect(blocked.status, blocked.text).toBe(204);
    expect((await seeker.post("/api/messages/block", { companyId: company.companyId })).status).toBe(204);
    expect((await seeker.get("/api/messages")).json.blocked).toEqual([
      { companyId: company.companyId, name: "Acme Robotics" },
    ]);

    const reply = await company.client.post(`/api/messages/${threadId}`, { body: "Still there?" });
    expect(expectErrorContract(reply, 403).messageKey).toBe("messages.errors.blocked");
    const own = await seeker.post(`/api/messages/${threadId}`, { body: "Hi" });
    expect(expectErrorContract(own, 403).messageKey).toBe("messages.errors.youBlocked");
    const again = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hi" });
    expect(expectErrorContract(again, 404).messageKey).toBe("messages.errors.recipientNotFound");
    expect((await company.client.get(`/api/messages/${threadId}`)).json).toMatchObject({
      canReply: false,
      blocked: false,
    });
    expect((await seeker.get(`/api/messages/${threadId}`)).json).toMatchObject({ canReply: false, blocked: true });

    const unblocked = await seeker.delete(`/api/messages/block/${company.companyId}`);
    expect(unblocked.status, unblocked.text).toBe(204);
    expect((await seeker.get("/api/messages")).json.blocked).toEqual([]);
    const restored = await company.client.post(`/api/messages/${threadId}`, { body: "Still there?" });
    expect(restored.status, restored.text).toBe(201);
    await startThreadAs(company.client, seeker.user.id);
  });

  it("is a job seeker's: 401 signed out, 403 for a company account", async () => {
    const company = await hiringCompany(harness);
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const signedOut = createClient(harness.app, { headers: { origin } });
    expectErrorContract(await signedOut.post("/api/messages/block", { companyId: company.companyId }), 401);
    expectErrorContract(await signedOut.delete(`/api/messages/block/${company.companyId}`), 401);
    const other = await hiringCompany(harness);
    const refused = await other.client.post("/api/messages/block", { companyId: company.companyId });
    expect(expectErrorContract(refused, 403).messageKey).toBe("messages.errors.seekersOnly");
    expectErrorContract(await other.client.delete(`/api/messages/block/${company.companyId}`), 403);
    // An administrator's own account is a job seeker's here: it may block like any job seeker.
    const admin = await signedInAdmin(harness);
    expect((await admin.post("/api/messages/block", { companyId: company.companyId })).status).toBe(204);
  });

  it("answers 404 for a company that does not exist and 400 for a bad id", async () => {
    const seeker = await visibleSeeker(harness, "Ida");
    const missing = await seeker.post("/api/messages/block", { companyId: 2_000_000_000 });
    expect(expectErrorContract(missing, 404).messageKey).toBe("messages.errors.companyNotFound");
    const bad = await seeker.post("/api/messages/block", { companyId: "x" });
    expect(Object.keys(expectErrorContract(bad, 400).errors)).toEqual(["companyId"]);
    expectErrorContract(await seeker.delete("/api/messages/block/abc"), 404);
  });
});
