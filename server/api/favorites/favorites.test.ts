// A company's saved candidates: POST /api/favorites saves a visible candidate with a note (or
// changes the note), GET lists its own newest first while the profile is visible, DELETE removes
// one; each company sees only its own list, and only company accounts have one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";

let harness: TTestApp;
let companyA: TSignedInClient;
let companyB: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  companyA = await signedInCompany(harness, {}, { name: "Alpha Clinic" });
  companyB = await signedInCompany(harness, {}, { name: "Beta Bank" });
});
afterAll(async () => {
  await harness?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const idsOf = (json: Record<string, any>) => json.favorites.map((entry: { userId: number }) => entry.userId);

describe("/api/favorites", () => {
  it("saves, lists newest first, changes the note and deletes, each company its own", async () => {
    const first = await visibleSeeker(harness, { firstName: "Fatima" });
    const second = await visibleSeeker(harness, { firstName: "Sam" });
    const created = await companyA.post("/api/favorites", { seekerId: first.user.id, note: "Strong ICU background" });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      userId: first.user.id,
      card: { name: "Fatima Candidate" },
      moreSkills: expect.any(Number),
      note: "Strong ICU background",
      savedAt: expect.any(String),
    });
    expect((await companyA.post("/api/favorites", { seekerId: second.user.id })).status).toBe(201);

    const listed = await companyA.get("/api/favorites");
    expect(listed.status, listed.text).toBe(200);
    expect(idsOf(listed.json)).toEqual([second.user.id, first.user.id]);
    expect(listed.json.favorites[1].note).toBe("Strong ICU background");
    expect(listed.text).not.toContain(first.user.email);

    const changed = await companyA.post("/api/favorites", { seekerId: first.user.id, note: "Call back" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.savedAt).toBe(created.json.savedAt);
    expect((await companyA.get("/api/favorites")).json.favorites[1].note).toBe("Call back");

    // Company B sees none of A's, and cannot delete them.
    expect((await companyB.get("/api/favorites")).json).toEqual({ favorites: [] });
    expectErrorContract(await companyB.delete(`/api/favorites/${first.user.id}`), 404);

    const deleted = await companyA.delete(`/api/favorites/${first.user.id}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect(idsOf((await companyA.get("/api/favorites")).json)).toEqual([second.user.id]);
    expectErrorContract(await companyA.delete(`/api/favorites/${first.user.id}`), 404);
    expectErrorContract(await companyA.delete("/api/favorites/abc"), 404);
  });

  it("saves only a visible candidate, and lists one only while visible", async () => {
    const hidden = await visibleSeeker(harness, { firstName: "Hidden", profile: { visible: false } });
    expectErrorContract(await companyA.post("/api/favorites", { seekerId: hidden.user.id }), 404);
    expectErrorContract(await companyA.post("/api/favorites", { seekerId: companyB.user.id }), 404);
    const shown = await visibleSeeker(harness, { firstName: "Shown" });
    expect((await companyA.post("/api/favorites", { seekerId: shown.user.id })).status).toBe(201);
    await shown.setVisible(false);
    expect(idsOf((await companyA.get("/api/favorites")).json)).not.toContain(shown.user.id);
    await shown.setVisible(true);
    expect(idsOf((await companyA.get("/api/favorites")).json)).toContain(shown.user.id);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const seeker = await visibleSeeker(harness, { firstName: "Valid" });
    const cases: [unknown, string][] = [
      [{}, "seekerId"],
      [{ seekerId: "12" }, "seekerId"],
      [{ seekerId: -1 }, "seekerId"],
      [{ seekerId: 1.5 }, "seekerId"],
      [{ seekerId: seeker.user.id, note: "x".repeat(2001) }, "note"],
      [{ seekerId: seeker.user.id, note: 42 }, "note"],
    ];
    for (const [body, field] of cases) {
      const answer = expectErrorContract(await companyB.post("/api/favorites", body), 400);
      expect(Object.keys(answer.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await companyB.get("/api/favorites")).json).toEqual({ favorites: [] });
  });

  it("is a company account's: a job seeker and an administrator 403, a visitor 401", async () => {
    const seeker = await visibleSeeker(harness, { firstName: "Target" });
    const jobSeeker = await signedInSeeker(harness);
    const admin = await signedInAdmin(harness);
    for (const client of [jobSeeker, admin]) {
      expectErrorContract(await client.get("/api/favorites"), 403);
      expectErrorContract(await client.post("/api/favorites", { seekerId: seeker.user.id }), 403);
      expectErrorContract(await client.delete(`/api/favorites/${seeker.user.id}`), 403);
    }
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const visitor = createClient(harness.app, { headers: { origin } });
    expectErrorContract(await visitor.get("/api/favorites"), 401);
    expectErrorContract(await visitor.post("/api/favorites", { seekerId: seeker.user.id }), 401);
    expectErrorContract(await visitor.delete(`/api/favorites/${seeker.user.id}`), 401);
  });
});
