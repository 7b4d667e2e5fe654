// /api/admin/content/testimonials and GET /api/site/landing: the landing page's testimonials added,
// edited, reordered, published and deleted by an administrator, the built-in ones copied in, bad
// and oversized input refused with nothing written, and the landing page's read following them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LANDING_ITEMS_MAX } from "@common/site/landing-content";
import { auditEvents, siteTestimonials } from "../../../../db/schema";
import { expectErrorContract } from "../../../../test/expect-error";
import { signedInAdmin, signedInCompany, signedInSeeker, type TSignedInClient } from "../../../../test/factories";
import { createClient, createTestApp } from "../../../../test/test-app";

const PATH = "/api/admin/content/testimonials";
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(async () => {
  await harness.context.db.delete(siteTestimonials);
  harness.context.siteContent.invalidate("landing");
});

const rows = () => harness.context.db.select().from(siteTestimonials);
const story = (n: number) => ({ quote: `Quote ${n}`, name: `Name ${n}`, role: `Role ${n}` });

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company; the landing read is public", async () => {
    const anonymous = createClient(harness.app);
    expectErrorContract(await anonymous.get(PATH), 401);
    expectErrorContract(await anonymous.post(PATH, story(1)), 401);
    for (const client of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      expectErrorContract(await client.get(PATH), 403);
      expectErrorContract(await client.post(PATH, story(1)), 403);
      expectErrorContract(await client.put(`${PATH}/1`, story(1)), 403);
      expectErrorContract(await client.delete(`${PATH}/1`), 403);
      expectErrorContract(await client.post(`${PATH}/1/move`, { direction: "up" }), 403);
      expectErrorContract(await client.post(`${PATH}/import-defaults`), 403);
    }
    expect((await anonymous.get("/api/site/landing")).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

describe("the landing page's testimonials", () => {
  it("shows the built-in ones, marked default, until one is published", async () => {
    const before = await createClient(harness.app).get("/api/site/landing");
    expect(before.json.testimonials.source).toBe("default");
    expect(before.json.testimonials.items[0]).toMatchObject({ name: "Layla", role: "Data Analyst" });

    const hidden = await admin.post(PATH, { ...story(1), isPublished: false });
    expect(hidden.status, hidden.text).toBe(201);
    expect((await createClient(harness.app).get("/api/site/landing")).json.testimonials.source).toBe("default");

    await admin.post(PATH, story(2));
    const after = await createClient(harness.app).get("/api/site/landing");
    expect(after.json.testimonials).toEqual({ source: "site", items: [story(2)] });
  });

  it("adds at the end, edits, moves, deletes, each audited", async () => {
    const first = await admin.post(PATH, story(1));
    expect(first.json).toMatchObject({ ...story(1), isPublished: true, position: 0 });
    const second = await admin.post(PATH, { quote: "  Quote 2 ", name: "Name 2" });
    expect(second.json).toMatchObject({ quote: "Quote 2", role: "", position: 1 });

    const edited = await admin.put(`${PATH}/${first.json.id}`, { ...story(9), isPublished: false });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ ...story(9), isPublished: false, position: 0 });

    const moved = await admin.post(`${PATH}/${second.json.id}/move`, { direction: "up" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.items.map((item: { id: number }) => item.id)).toEqual([second.json.id, first.json.id]);
    // The first moved up stays first.
    const again = await admin.post(`${PATH}/${second.json.id}/move`, { direction: "up" });
    expect(again.json.items.map((item: { id: number }) => item.id)).toEqual([second.json.id, first.json.id]);
    const listed = await admin.get(PATH);
    expect(listed.json).toMatchObject({ max: LANDING_ITEMS_MAX, items: [{ quote: "Quote 2" }, { quote: "Quote 9" }] });

    expect((await admin.delete(`${PATH}/${first.json.id}`)).status).toBe(204);
    expect((await rows()).map((row) => row.id)).toEqual([second.json.id]);
    const audited = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.site-content-changed"));
    const actions = audited
      .map((event) => event.detail as { part: string; action: string; id: number })
      .filter((detail) => detail.part === "testimonials" && detail.id === first.json.id)
      .map((detail) => detail.action);
    expect(actions).toEqual(expect.arrayContaining(["created", "updated", "deleted"]));
  });

  it("answers 404 for a testimonial that is not there, and 400 for a bad direction", async () => {
    expectErrorContract(await admin.put(`${PATH}/999999`, story(1)), 404);
    expectErrorContract(await admin.put(`${PATH}/abc`, story(1)), 404);
    expectErrorContract(await admin.delete(`${PATH}/999999`), 404);
    expectErrorContract(await admin.post(`${PATH}/999999/move`, { direction: "up" }), 404);
    const created = await admin.post(PATH, story(1));
    const bad = expectErrorContract(
      await admin.post(`${PATH}/${created.json.id}/move`, { direction: "sideways" }),
      400,
    );
    expect(bad.errors).toEqual({ direction: "validation.invalidValue" });
  });

  it("refuses bad input naming the field, with nothing written", async () => {
    const blank = expectErrorContract(await admin.post(PATH, { quote: " ", name: "" }), 400);
    expect(blank.errors).toEqual({ quote: "validation.required", name: "validation.required" });
    const long = expectErrorContract(await admin.post(PATH, { ...story(1), quote: "x".repeat(601) }), 400);
    expect(long.errors).toEqual({ quote: "validation.tooLong" });
    const typed = expectErrorContract(await admin.post(PATH, { ...story(1), role: 5, isPublished: "yes" }), 400);
    expect(Object.keys(typed.errors).sort()).toEqual(["isPublished", "role"]);
    expectErrorContract(await admin.post(PATH, { ...story(1), name: "a\u0000b" }), 400);
    expect(await rows()).toEqual([]);
  });

  it("refuses a 1 MB quote: over the body limit 413 naming the size, just under it 400 naming quote", async () => {
    const huge = expectErrorContract(await admin.post(PATH, { ...story(1), quote: "x".repeat(1024 * 1024) }), 413);
    expect(huge.messageKey).toBe("errors.payloadTooLarge");
    const under = expectErrorContract(await admin.post(PATH, { ...story(1), quote: "x".repeat(1000 * 1000) }), 400);
    expect(under.errors).toEqual({ quote: "validation.tooLong" });
    expect(await rows()).toEqual([]);
  });

  it("keeps the markup of a quote as text", async () => {
    const quote = `<script>alert("x")</script> & "quotes"`;
    await admin.post(PATH, { ...story(1), quote });
    const landing = await createClient(harness.app).get("/api/site/landing");
    expect(landing.json.testimonials.items[0].quote).toBe(quote);
  });

  it("holds at most LANDING_ITEMS_MAX", async () => {
    await harness.context.db
      .insert(siteTestimonials)
      .values(Array.from({ length: LANDING_ITEMS_MAX }, (_, position) => ({ ...story(position), position })));
    const refused = expectErrorContract(await admin.post(PATH, story(99)), 409);
    expect(refused.messageKey).toBe("contentApi.errors.testimonials.tooMany");
    expect(await rows()).toHaveLength(LANDING_ITEMS_MAX);
  });

  it("starts from the built-in ones while there are none, and not after", async () => {
    const imported = await admin.post(`${PATH}/import-defaults`);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.items.map((item: { name: string }) => item.name)).toEqual(["Layla", "Daniel", "Amina"]);
    const landing = await createClient(harness.app).get("/api/site/landing");
    expect(landing.json.testimonials.source).toBe("site");
    const refused = expectErrorContract(await admin.post(`${PATH}/import-defaults`), 409);
    expect(refused.messageKey).toBe("contentApi.errors.testimonials.notEmpty");
    expect(await rows()).toHaveLength(3);
  });
});
