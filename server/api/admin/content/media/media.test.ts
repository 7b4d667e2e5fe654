// /api/admin/content/media: the site's images, kept in their proportions (a longest side of at
// most 2,000 px, never enlarged), many per site and owned by none; checked by their bytes; one a
// page or an SEO configuration uses is deleted only when asked to anyway.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES } from "@common/site/media";
import { auditEvents, seoConfigurations, siteMedia, uploads } from "../../../../db/schema";
import { expectErrorContract } from "../../../../test/expect-error";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../../test/factories";
import { pngImage } from "../../../../test/images";
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

const MEDIA = "/api/admin/content/media";

function mediaForm(bytes: Uint8Array, fileName = "picture.png", altText?: string): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], fileName, { type: "image/png" }));
  if (altText !== undefined) form.append("altText", altText);
  return form;
}

const counts = async () => ({
  uploads: (await harness.context.db.select({ id: uploads.id }).from(uploads)).length,
  media: (await harness.context.db.select({ id: siteMedia.id }).from(siteMedia)).length,
});

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker or a company", async () => {
    const png = await pngImage({ width: 20, height: 10 });
    expectErrorContract(await createClient(harness.app).get(MEDIA), 401);
    expectErrorContract(await createClient(harness.app).post(MEDIA, mediaForm(png)), 401);
    for (const client of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      expectErrorContract(await client.get(MEDIA), 403);
      expectErrorContract(await client.post(MEDIA, mediaForm(png)), 403);
      expectErrorContract(await client.delete(`${MEDIA}/1`), 403);
    }
    expect(await counts()).toEqual({ uploads: 0, media: 0 });
  });
});

describe("upload and list", () => {
  it("keeps a 3000×1000 PNG's proportions at 2000×667, served at its URL, owned by no account", async () => {
    const wide = await pngImage({ width: 3000, height: 1000, colour: "#16a34a" });
    const response = await admin.post(MEDIA, mediaForm(wide, "C:\\fakepath\\banner.png", "A green banner"));
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      fileName: "banner.png",
      altText: "A green banner",
      width: 2000,
      height: 667,
      usedBy: [],
    });
    expect(response.json.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await createClient(harness.app).get(response.json.url as string);
    expect(served.status).toBe(200);
    const [upload] = await harness.context.db.select().from(uploads).where(eq(uploads.purpose, "media"));
    expect(upload.userId).toBeNull();
    expect(upload.byteSize).toBe(response.json.byteSize);
    const served2 = await harness.app.request(response.json.url as string);
    const meta = await sharp(Buffer.from(await served2.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 667]);
  });

  it("never enlarges a small image, keeps a JPEG a JPEG, and keeps many per site, newest first", async () => {
    const tall = await pngImage({ width: 30, height: 90 });
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#f00" } })
      .jpeg()
      .toBuffer();
    const first = await admin.post(MEDIA, mediaForm(tall, "tall.png"));
    const second = await admin.post(MEDIA, mediaForm(jpeg, "photo.jpg"));
    expect(first.json).toMatchObject({ width: 30, height: 90, altText: "" });
    expect(second.json).toMatchObject({ width: 40, height: 20 });
    expect(second.json.url).toMatch(/\.jpg$/);
    const list = await admin.get(MEDIA);
    expect(list.status).toBe(200);
    expect(list.json.items.map((item: { fileName: string }) => item.fileName).slice(0, 2)).toEqual([
      "photo.jpg",
      "tall.png",
    ]);
    expect(list.json.items).toHaveLength(3);
  });

  it("refuses what is not an image (415), a file over 5 MB (413), no file (400), with nothing stored", async () => {
    const before = await counts();
    const text = expectErrorContract(
      await admin.post(MEDIA, mediaForm(Buffer.from("<svg onload=alert(1)>"), "x.png")),
      415,
    );
    expect(text.errors).toEqual({ file: "uploads.unsupportedType" });
    const big = Buffer.concat([await pngImage({ width: 8, height: 8 }), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const tooLarge = expectErrorContract(await admin.post(MEDIA, mediaForm(big)), 413);
    expect(tooLarge.errors).toEqual({ file: "pagesApi.errors.mediaTooLarge" });
    const empty = new FormData();
    empty.append("altText", "nothing");
    expectErrorContract(await admin.post(MEDIA, empty), 400);
    const longAlt = expectErrorContract(
      await admin.post(MEDIA, mediaForm(await pngImage({ width: 8, height: 8 }), "a.png", "a".repeat(201))),
      400,
    );
    expect(longAlt.errors).toEqual({ altText: "validation.tooLong" });
    expectErrorContract(await admin.post(MEDIA, { file: "json" }), 400);
    expect(await counts()).toEqual(before);
  });
});

describe("delete", () => {
  it("warns (409) while a page or an SEO configuration uses the image, then deletes it when forced", async () => {
    const uploaded = await admin.post(MEDIA, mediaForm(await pngImage({ width: 50, height: 50 }), "used.png"));
    const { id, url } = uploaded.json as { id: number; url: string };
    const created = await admin.post("/api/admin/content/pages", {
      slug: "about",
      title: "About Us",
      body: `![Our office](${url})`,
    });
    expect(created.status, created.text).toBe(201);
    const [configuration] = await harness.context.db
      .insert(seoConfigurations)
      .values({ pagePath: "/jobs", ogImage: `${harness.context.env.PUBLIC_URL}${url}` })
      .returning();

    const listed = (await admin.get(MEDIA)).json.items.find((item: { id: number }) => item.id === id);
    expect(listed.usedBy).toEqual([
      { kind: "page", id: created.json.id, title: "About Us", path: "/pages/about" },
      { kind: "seo", id: configuration.id, title: "/jobs", path: "/jobs" },
    ]);

    const refused = expectErrorContract(await admin.delete(`${MEDIA}/${id}`), 409);
    expect(refused.messageKey).toBe("pagesApi.errors.mediaInUse");
    expect((await createClient(harness.app).get(url)).status).toBe(200);

    expectErrorContract(await admin.delete(`${MEDIA}/${id}?force=maybe`), 400);
    const forced = await admin.delete(`${MEDIA}/${id}?force=true`);
    expect(forced.status, forced.text).toBe(200);
    expect(forced.json).toEqual({ ok: true });
    expect((await createClient(harness.app).get(url)).status).toBe(404);
    expect(await harness.context.db.select().from(siteMedia).where(eq(siteMedia.id, id))).toEqual([]);
    expectErrorContract(await admin.delete(`${MEDIA}/${id}`), 404);

    const events = await harness.context.db
      .select({ event: auditEvents.event })
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.media-deleted" as never));
    expect(events).toHaveLength(1);
  });

  it("deletes an unused image at once", async () => {
    const uploaded = await admin.post(MEDIA, mediaForm(await pngImage({ width: 10, height: 10, colour: "#123456" })));
    expect((await admin.delete(`${MEDIA}/${uploaded.json.id}`)).status).toBe(200);
    expectErrorContract(await admin.delete(`${MEDIA}/nope`), 404);
  });
});
