// POST and DELETE /api/company/logo (decision 016): a company's logo is checked by its bytes,
// fitted whole on a transparent square (a wide logo keeps all of its width), stored by the
// uploads module and shown by the profile; removing it goes back to the generated logo.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_LOGO_MAX_BYTES } from "@common/companies/logo";
import { companies, uploads } from "../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInCompany, signedInSeeker, type TTestApp } from "../../test/factories";
import { logoForm, pngImage } from "../../test/images";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
let origin: string;
beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness?.close();
});

const PATH = "/api/company/logo";

async function companyOf(userId: number) {
  const [row] = await harness.context.db.select().from(companies).where(eq(companies.userId, userId));
  return row;
}

async function logoRowsOf(userId: number) {
  return harness.context.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, "companyLogo")));
}

/** The columns and rows holding a pixel that is not fully transparent. */
async function opaqueBox(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, right, top, bottom] = [info.width, -1, info.height, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3] === 0) continue;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  return { left, right, top, bottom, width: info.width, height: info.height };
}

/** A PNG of random pixels (it does not compress), at least `size` bytes, cut to exactly `size`. */
async function pngOfAtLeast(size: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(size / 3)) + 8;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.byteLength).toBeGreaterThan(size);
  return png;
}

describe("POST /api/company/logo", () => {
  it("fits a wide logo whole on a transparent 512-pixel square: its full width is kept, nothing cropped", async () => {
    const company = await signedInCompany(harness);
    const wide = await pngImage({ width: 800, height: 200, colour: "#dc2626" });
    const response = await company.post(PATH, logoForm(wide, "wide.png"));
    expect(response.status, response.text).toBe(200);
    const logoUrl: string = response.json.logoUrl;
    expect(response.json).toEqual({ logoUrl, hasUploadedLogo: true });
    expect(logoUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

    const served = await harness.app.request(logoUrl);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 512, height: 512, hasAlpha: true });
    // 800×200 becomes 512×128, centred: every column is the logo's, the rows above and below transparent.
    expect(await opaqueBox(bytes)).toEqual({ left: 0, right: 511, top: 192, bottom: 319, width: 512, height: 512 });

    const [row] = await logoRowsOf(company.user.id);
    expect(row).toMatchObject({ contentType: "image/png", width: 512, height: 512 });
    expect((await companyOf(company.user.id)).logoUrl).toBe(logoUrl);
    expect((await company.get("/api/company/profile")).json).toMatchObject({ logoUrl, hasUploadedLogo: true });
  });

  it("fits a tall JPEG whole too, kept as a PNG so the sides stay transparent", async () => {
    const company = await signedInCompany(harness);
    const tall = await sharp({ create: { width: 100, height: 400, channels: 3, background: "#0ea5e9" } })
      .jpeg()
      .toBuffer();
    const response = await company.post(PATH, logoForm(tall, "tall.jpg", "image/jpeg"));
    expect(response.status, response.text).toBe(200);
    expect(response.json.logoUrl).toMatch(/\.png$/);
    const [row] = await logoRowsOf(company.user.id);
    expect(await opaqueBox(Buffer.from(row.data))).toEqual({
      left: 192,
      right: 319,
      top: 0,
      bottom: 511,
      width: 512,
      height: 512,
    });
  });

  it("refuses what is not an image, an SVG and a file over 1 MB, naming the field, and writes nothing", async () => {
    const company = await signedInCompany(harness);
    const refusals: Array<[string, Uint8Array, string, number, string]> = [
      ["text named .png", Buffer.from("just some text, not a picture"), "logo.png", 415, "uploads.unsupportedType"],
      [
        "an SVG",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.svg",
        415,
        "uploads.unsupportedType",
      ],
      [
        "1 MB + 1 byte",
        (await pngOfAtLeast(COMPANY_LOGO_MAX_BYTES + 1)).subarray(0, COMPANY_LOGO_MAX_BYTES + 1),
        "big.png",
        413,
        "companyProfile.logoTooLarge",
      ],
    ];
    for (const [label, bytes, name, status, key] of refusals) {
      const response = await company.post(PATH, logoForm(bytes, name));
      const body = expectErrorContract(response, status);
      expect(body.errors, label).toEqual({ logo: key });
    }
    expect(await logoRowsOf(company.user.id)).toHaveLength(0);
    expect((await companyOf(company.user.id)).logoUrl).toBeNull();
  });

  it("refuses a 50 MB body with 413 from its declared length, without reading it", async () => {
    const company = await signedInCompany(harness);
    let pulled = 0;
    const total = 50 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await harness.app.request(PATH, {
      method: "POST",
      headers: {
        origin,
        cookie: [...company.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(total),
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject(
      errorBodyOf("PAYLOAD_TOO_LARGE", "companyProfile.logoTooLarge", { logo: "companyProfile.logoTooLarge" }),
    );
    expect(pulled).toBeLessThan(1024 * 1024);
    expect(await logoRowsOf(company.user.id)).toHaveLength(0);
  });

  it("is 401 signed out, 403 for a job seeker and an administrator without a company, writing nothing", async () => {
    const form = () => pngImage({ width: 20, height: 20 }).then((png) => logoForm(png));
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).post(PATH, await form()), 401);
    for (const client of [await signedInSeeker(harness), await signedInAdmin(harness)]) {
      expect(expectErrorContract(await client.post(PATH, await form()), 403).messageKey).toBe(
        "companyProfile.companiesOnly",
      );
      expect(expectErrorContract(await client.delete(PATH), 403).messageKey).toBe("companyProfile.companiesOnly");
      expect(await logoRowsOf(client.user.id)).toHaveLength(0);
    }
  });

  it("replaces the company's old logo and leaves its profile photo alone", async () => {
    const company = await signedInCompany(harness);
    const photo = new FormData();
    photo.append("file", new File([new Uint8Array(await pngImage({ width: 30, height: 30 }))], "me.png"));
    expect((await company.post("/api/me/avatar", photo)).status).toBe(200);
    const first = await company.post(PATH, logoForm(await pngImage({ width: 30, height: 30, colour: "#16a34a" })));
    const second = await company.post(PATH, logoForm(await pngImage({ width: 30, height: 30, colour: "#7c3aed" })));
    expect(second.json.logoUrl).not.toBe(first.json.logoUrl);
    expect(await logoRowsOf(company.user.id)).toHaveLength(1);
    expect((await createClient(harness.app).get(first.json.logoUrl)).status).toBe(404);
    const avatars = await harness.context.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, company.user.id), eq(uploads.purpose, "avatar")));
    expect(avatars).toHaveLength(1);
  });
});

describe("DELETE /api/company/logo", () => {
  it("goes back to the generated logo: the upload is deleted, the profile shows /api/companies/{id}/logo", async () => {
    const company = await signedInCompany(harness);
    const uploaded = await company.post(PATH, logoForm(await pngImage({ width: 40, height: 40 })));
    expect(uploaded.status).toBe(200);
    const { id } = await companyOf(company.user.id);

    const removed = await company.delete(PATH);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ logoUrl: `/api/companies/${id}/logo`, hasUploadedLogo: false });
    expect(await logoRowsOf(company.user.id)).toHaveLength(0);
    expect((await createClient(harness.app).get(uploaded.json.logoUrl)).status).toBe(404);
    expect((await company.get("/api/company/profile")).json).toMatchObject({
      logoUrl: `/api/companies/${id}/logo`,
      hasUploadedLogo: false,
    });
    expect((await createClient(harness.app).get(`/api/companies/${id}/logo`)).status).toBe(200);
    // Removing when there is none is fine too.
    expect((await company.delete(PATH)).status).toBe(200);
  });

  it("is 401 signed out", async () => {
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).delete(PATH), 401);
  });
});
