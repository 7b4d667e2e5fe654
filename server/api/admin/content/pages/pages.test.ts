// /api/admin/content/pages and /api/site/pages/{slug}: content pages written in Markdown, created,
// edited, published and deleted by an administrator (audited, the footer's list following), read
// by anyone once published, rendered without script whatever the Markdown holds.
import { eq, like } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sitePages } from "../../../../db/schema";
import { readPublishedPages } from "../../../../services/site/pages/published-pages";
import { expectErrorContract } from "../../../../test/expect-error";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../../test/factories";
import { createClient, createTestApp } from "../../../../test/test-app";

let harness: TTestApp;
let admin: TSignedInClient;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

const PAGES = "/api/admin/content/pages";
const page = (overrides: Record<string, unknown> = {}) => ({
  slug: "contact",
  title: "Contact",
  description: "How to reach us",
  body: "# Write to us\n\nSee [our jobs](/jobs).",
  isPublished: false,
  ...overrides,
});

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company; the public read needs no one", async () => {
    const anonymous = createClient(harness.app);
    expectErrorContract(await anonymous.get(PAGES), 401);
    expectErrorContract(await anonymous.post(PAGES, page()), 401);
    for (const client of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      expectErrorContract(await client.get(PAGES), 403);
      expectErrorContract(await client.post(PAGES, page()), 403);
      expectErrorContract(await client.put(`${PAGES}/1`, page()), 403);
      expectErrorContract(await client.delete(`${PAGES}/1`), 403);
    }
    expect((await harness.context.db.select().from(sitePages)).length).toBe(0);
  });
});

describe("create, read, publish, delete", () => {
  it("creates a draft (201) that the public cannot read, publishes it, then anyone can", async () => {
    const created = await admin.post(PAGES, page());
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      slug: "contact",
      title: "Contact",
      isPublished: false,
      path: "/pages/contact",
    });
    const id = created.json.id as number;

    const anonymous = createClient(harness.app);
    expectErrorContract(await anonymous.get("/api/site/pages/contact"), 404);
    expect(await readPublishedPages(harness.context)).toEqual([]);

    const published = await admin.put(`${PAGES}/${id}`, page({ isPublished: true }));
    expect(published.status, published.text).toBe(200);
    expect(published.json.isPublished).toBe(true);

    const read = await anonymous.get("/api/site/pages/contact");
    expect(read.status, read.text).toBe(200);
    expect(Object.keys(read.json).sort()).toEqual(["description", "html", "slug", "title", "updatedAt"]);
    expect(read.json).toMatchObject({ slug: "contact", title: "Contact", description: "How to reach us" });
    const html = parse(read.json.html as string);
    expect(html.querySelector("h2")?.text).toBe("Write to us");
    expect(html.querySelector("a")?.getAttribute("href")).toBe("/jobs");
    // The footer's list follows at once (the cache part is dropped on change).
    expect(await readPublishedPages(harness.context)).toEqual([{ slug: "contact", title: "Contact" }]);

    const list = await admin.get(PAGES);
    expect(list.json.items).toEqual([
      {
        id,
        slug: "contact",
        title: "Contact",
        isPublished: true,
        updatedAt: expect.any(String),
        path: "/pages/contact",
      },
    ]);
    const one = await admin.get(`${PAGES}/${id}`);
    expect(one.json).toMatchObject({ id, body: page().body, description: "How to reach us" });

    const deleted = await admin.delete(`${PAGES}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ ok: true });
    expectErrorContract(await anonymous.get("/api/site/pages/contact"), 404);
    expectErrorContract(await admin.get(`${PAGES}/${id}`), 404);
    expectErrorContract(await admin.delete(`${PAGES}/${id}`), 404);
    expect(await readPublishedPages(harness.context)).toEqual([]);

    const events = await harness.context.db
      .select({ event: auditEvents.event, detail: auditEvents.detail })
      .from(auditEvents)
      .where(like(auditEvents.event, "admin.page-%"));
    expect(events.map((event) => event.event)).toEqual([
      "admin.page-created",
      "admin.page-updated",
      "admin.page-deleted",
    ]);
    expect(events[0].detail).toMatchObject({ pageId: id, slug: "contact", by: admin.user.id });
  });

  it("refuses a second page with a slug in use (409 naming slug), on create and on rename", async () => {
    const first = await admin.post(PAGES, page({ slug: "about", title: "About Us" }));
    const second = await admin.post(PAGES, page({ slug: "help-center", title: "Help Center" }));
    const taken = expectErrorContract(await admin.post(PAGES, page({ slug: "about" })), 409);
    expect(taken.errors).toEqual({ slug: "pagesApi.errors.slugTaken" });
    const renamed = expectErrorContract(await admin.put(`${PAGES}/${second.json.id}`, page({ slug: "about" })), 409);
    expect(renamed.errors).toEqual({ slug: "pagesApi.errors.slugTaken" });
    // Saving a page under its own slug is fine.
    expect((await admin.put(`${PAGES}/${first.json.id}`, page({ slug: "about", title: "About" }))).status).toBe(200);
    const [row] = await harness.context.db.select().from(sitePages).where(eq(sitePages.id, second.json.id));
    expect(row.slug).toBe("help-center");
  });
});

describe("bad input", () => {
  it("refuses bad slugs, long fields and wrong types, naming each field, with nothing written", async () => {
    const before = (await harness.context.db.select().from(sitePages)).length;
    for (const [body, field, key] of [
      [page({ slug: "Has Caps" }), "slug", "pagesApi.errors.slugFormat"],
      [page({ slug: "-edge" }), "slug", "pagesApi.errors.slugFormat"],
      [page({ slug: "a/b" }), "slug", "pagesApi.errors.slugFormat"],
      [page({ slug: "a".repeat(61) }), "slug", "validation.tooLong"],
      [page({ slug: "" }), "slug", "validation.required"],
      [page({ title: "" }), "title", "validation.required"],
      [page({ title: "t".repeat(121) }), "title", "validation.tooLong"],
      [page({ description: "d".repeat(301) }), "description", "validation.tooLong"],
      [page({ body: "b".repeat(100_001) }), "body", "validation.tooLong"],
      [page({ body: "nul \u0000 byte" }), "body", "validation.invalidCharacters"],
      [page({ isPublished: "yes" }), "isPublished", "validation.invalidValue"],
    ] as const) {
      const error = expectErrorContract(await admin.post(PAGES, body), 400);
      expect(error.errors[field], JSON.stringify(body).slice(0, 80)).toBe(key);
    }
    expectErrorContract(await admin.put(`${PAGES}/abc`, page()), 404);
    expectErrorContract(await admin.put(`${PAGES}/999999`, page({ slug: "nobody" })), 404);
    expectErrorContract(await admin.post(PAGES, "not json"), 400);
    expect((await harness.context.db.select().from(sitePages)).length).toBe(before);
  });

  it("serves hostile Markdown without script, handler attributes or dangerous links", async () => {
    const body = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](//evil.com) [w](&#106;avascript:alert(1))",
      "![i](data:image/png;base64,AAAA)",
      '<a href="javascript:alert(1)">raw</a>',
    ].join("\n\n");
    expect((await admin.post(PAGES, page({ slug: "hostile", body, isPublished: true }))).status).toBe(201);
    const read = await createClient(harness.app).get("/api/site/pages/hostile");
    const html = parse(read.json.html as string);
    expect(html.querySelectorAll("script, img, a")).toHaveLength(0);
    for (const element of html.querySelectorAll("*")) {
      expect(Object.keys(element.attributes).filter((name) => /^on/i.test(name))).toEqual([]);
    }
    expect(html.text).toContain("<script>alert(1)</script>");
  });

  it("answers 404 for a slug that cannot be one", async () => {
    const anonymous = createClient(harness.app);
    expectErrorContract(await anonymous.get("/api/site/pages/NOPE"), 404);
    expectErrorContract(await anonymous.get(`/api/site/pages/${"a".repeat(80)}`), 404);
  });
});
