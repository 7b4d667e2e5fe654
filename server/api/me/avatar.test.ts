// POST and DELETE /api/me/avatar, and GET /uploads/<sha256>.<ext> ("Change Photo"):
// the bytes decide, not the name; the photo is re-encoded to a square without metadata; the
// limit is 1 MB of file; a new photo replaces the old one, and nobody else's.
import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "@common/account/avatar";
import { uploads, users } from "../../db/schema";
import { UPLOAD_CONTENT_SECURITY_POLICY } from "../../platform/uploads/routes";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TTestApp } from "../../test/factories";
import { avatarForm, pngImage } from "../../test/images";
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

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{64})\.(png|jpg)$/;

async function profileImageUrlOf(userId: number): Promise<string | null> {
  const [row] = await harness.context.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  return row.url;
}

async function avatarRowsOf(userId: number) {
  return harness.context.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, "avatar")));
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG of exactly `size` bytes: a picture, padded by a text chunk before IEND. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await pngImage({ width: 64, height: 48, colour: "#f59e0b" });
  const iend = png.subarray(png.byteLength - 12);
  const body = png.subarray(0, png.byteLength - 12);
  const padding = size - png.byteLength - 12;
  const text = Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.alloc(padding - 8, "a")]);
  const padded = Buffer.concat([body, pngChunk("tEXt", text), iend]);
  expect(padded.byteLength).toBe(size);
  return padded;
}

/** A PNG of random pixels (so it does not compress to nothing), to cut short. */
function noisePng(): Promise<Buffer> {
  return sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
    .png()
    .toBuffer();
}

describe("POST /api/me/avatar", () => {
  it("answers 401 when signed out, and stores nothing", async () => {
    const before = await harness.context.db.select({ id: uploads.id }).from(uploads);
    const response = await createClient(harness.app, { headers: { origin } }).post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 10, height: 10 })),
    );
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
    expect(await harness.context.db.select({ id: uploads.id }).from(uploads)).toHaveLength(before.length);
  });

  it("takes a PNG named .exe as a PNG, as a 256-pixel square, and the account shows it", async () => {
    const owner = await signedInSeeker(harness);
    const response = await owner.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 120, height: 40 }), "setup.exe", "application/octet-stream"),
    );
    expect(response.status, response.text).toBe(200);
    const url: string = response.json.profileImageUrl;
    expect(url).toMatch(UPLOAD_URL);
    expect(url.endsWith(".png")).toBe(true);
    expect(await profileImageUrlOf(owner.user.id)).toBe(url);
    expect((await owner.get("/api/auth/user")).json.profileImageUrl).toBe(url);

    const [row] = await avatarRowsOf(owner.user.id);
    expect(row).toMatchObject({ contentType: "image/png", width: 256, height: 256 });
    const stored = Buffer.from(row.data);
    expect(row.byteSize).toBe(stored.byteLength);
    expect(row.sha256).toBe(createHash("sha256").update(stored).digest("hex"));
    expect(url).toBe(`/uploads/${row.sha256}.png`);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 256, height: 256 });
  });

  it("re-encodes a JPEG without its EXIF (GPS, copyright) and crops it square", async () => {
    const owner = await signedInSeeker(harness);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0ea5e9" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Secret Owner", Artist: "Hidden Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes("Secret Owner")).toBe(true);

    const response = await owner.post("/api/me/avatar", avatarForm(photo, "holiday.jpg", "image/jpeg"));
    expect(response.status, response.text).toBe(200);
    expect(response.json.profileImageUrl).toMatch(/\.jpg$/);
    const [row] = await avatarRowsOf(owner.user.id);
    const stored = Buffer.from(row.data);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("Secret Owner")).toBe(false);
    expect(stored.includes("Hidden Camera")).toBe(false);
    expect(row.contentType).toBe("image/jpeg");
  });

  it("takes a GIF (its first frame, kept as a PNG)", async () => {
    const owner = await signedInSeeker(harness);
    const gif = await sharp({ create: { width: 50, height: 80, channels: 3, background: "#a855f7" } })
      .gif()
      .toBuffer();
    expect(gif.subarray(0, 6).toString("ascii")).toBe("GIF89a");
    const response = await owner.post("/api/me/avatar", avatarForm(gif, "wave.gif", "image/gif"));
    expect(response.status, response.text).toBe(200);
    expect(response.json.profileImageUrl).toMatch(/\.png$/);
    expect(await avatarRowsOf(owner.user.id)).toMatchObject([{ contentType: "image/png", width: 256, height: 256 }]);
  });

  it("refuses what is not a JPEG, PNG or GIF by its bytes (415), or does not decode (400), naming the field", async () => {
    const owner = await signedInSeeker(harness);
    const first = await owner.post("/api/me/avatar", avatarForm(await pngImage({ width: 20, height: 20 })));
    expect(first.status, first.text).toBe(200);
    const kept = first.json.profileImageUrl;
    const noise = await noisePng();
    const truncated = noise.subarray(0, Math.floor(noise.byteLength / 2));

    const refusals: Array<[string, Uint8Array, string, number, string]> = [
      ["a script named .png", Buffer.from("#!/bin/sh\nrm -rf /\n"), "photo.png", 415, "uploads.unsupportedType"],
      [
        "an SVG",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "photo.svg",
        415,
        "uploads.unsupportedType",
      ],
      ["a zero-byte file", new Uint8Array(0), "empty.png", 415, "uploads.unsupportedType"],
      [
        "HTML behind a GIF's name",
        Buffer.from("<html><script>alert(1)</script>"),
        "x.gif",
        415,
        "uploads.unsupportedType",
      ],
      ["a truncated PNG", truncated, "cut.png", 400, "uploads.unreadableImage"],
      [
        "a PNG signature and nothing else",
        Buffer.from("89504e470d0a1a0a", "hex"),
        "sig.png",
        400,
        "uploads.unreadableImage",
      ],
      [
        "a JPEG header and garbage",
        Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(500, 7)]),
        "x.jpg",
        400,
        "uploads.unreadableImage",
      ],
    ];
    for (const [label, bytes, name, status, key] of refusals) {
      const response = await owner.post("/api/me/avatar", avatarForm(bytes, name, "image/png"));
      const body = expectErrorContract(response, status);
      expect(body.errors, label).toEqual({ file: key });
      expect(body.messageKey, label).toBe(key);
    }
    // Nothing changed: the first photo is still the one.
    expect(await profileImageUrlOf(owner.user.id)).toBe(kept);
    expect(await avatarRowsOf(owner.user.id)).toHaveLength(1);
  });

  it("refuses a photo sent from another site (a cross-site form can send multipart), changing nothing", async () => {
    const owner = await signedInSeeker(harness);
    const response = await owner.post("/api/me/avatar", avatarForm(await pngImage({ width: 20, height: 20 })), {
      origin: "https://evil.example",
    });
    expect(expectErrorContract(response, 403).messageKey).toBe("errors.crossOrigin");
    expect(await profileImageUrlOf(owner.user.id)).toBeNull();
    expect(await avatarRowsOf(owner.user.id)).toHaveLength(0);
  });

  it("refuses a body that is neither a form nor JSON with 415", async () => {
    const owner = await signedInSeeker(harness);
    const response = await owner.post("/api/me/avatar", "file=abc", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(expectErrorContract(response, 415).messageKey).toBe("requestErrors.unsupportedMediaType");
  });

  it("refuses a form without the file, naming the field", async () => {
    const owner = await signedInSeeker(harness);
    const form = new FormData();
    form.append("other", new File([new Uint8Array([1, 2, 3])], "x.png"));
    const missing = await owner.post("/api/me/avatar", form);
    expect(expectErrorContract(missing, 400).errors).toEqual({ file: "uploads.missingFile" });
    const text = new FormData();
    text.append("file", "not a file");
    expect(expectErrorContract(await owner.post("/api/me/avatar", text), 400).errors).toEqual({
      file: "uploads.missingFile",
    });
  });

  it("takes an image of exactly 1,048,576 bytes and refuses one byte more with 413", async () => {
    const owner = await signedInSeeker(harness);
    const exact = await owner.post("/api/me/avatar", avatarForm(await pngOfSize(AVATAR_MAX_BYTES)));
    expect(exact.status, exact.text).toBe(200);
    const kept = exact.json.profileImageUrl;
    // The padding is not kept: the stored PNG is the picture's pixels only.
    const [row] = await avatarRowsOf(owner.user.id);
    expect(row.byteSize).toBeLessThan(10_000);

    const over = await owner.post("/api/me/avatar", avatarForm(await pngOfSize(AVATAR_MAX_BYTES + 1)));
    const body = expectErrorContract(over, 413);
    expect(body).toEqual(
      errorBodyOf("PAYLOAD_TOO_LARGE", "uploads.avatarTooLarge", { file: "uploads.avatarTooLarge" }),
    );
    expect(await profileImageUrlOf(owner.user.id)).toBe(kept);
  });

  it("refuses a 50 MB body with 413 from its Content-Length, without reading it", async () => {
    const owner = await signedInSeeker(harness);
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
    const response = await harness.app.request("/api/me/avatar", {
      method: "POST",
      headers: {
        origin,
        cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(total),
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      errors: { file: "uploads.avatarTooLarge" },
    });
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it("refuses a 50 MB body sent in chunks once past the limit, never holding it whole", async () => {
    const owner = await signedInSeeker(harness);
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
    const response = await harness.app.request("/api/me/avatar", {
      method: "POST",
      headers: {
        origin,
        cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "multipart/form-data; boundary=x",
        "transfer-encoding": "chunked",
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      errors: { file: "uploads.avatarTooLarge" },
    });
    // The limit (1 MB of file and 16 KiB of form) and a chunk or two read ahead, not 50 MB.
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("replaces the owner's old photo (its row and URL gone) and touches nobody else's", async () => {
    const owner = await signedInSeeker(harness);
    const other = await signedInSeeker(harness);
    const others = await other.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 30, height: 30, colour: "#111827" })),
    );
    const first = await owner.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 30, height: 30, colour: "#dc2626" })),
    );
    const [firstRow] = await avatarRowsOf(owner.user.id);
    const second = await owner.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 30, height: 30, colour: "#16a34a" })),
    );
    expect(second.status, second.text).toBe(200);
    expect(second.json.profileImageUrl).not.toBe(first.json.profileImageUrl);

    const rows = await avatarRowsOf(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(firstRow.id);
    expect((await owner.get(first.json.profileImageUrl)).status).toBe(404);
    expect((await owner.get(second.json.profileImageUrl)).status).toBe(200);
    // The other account's photo is as it was.
    expect(await profileImageUrlOf(other.user.id)).toBe(others.json.profileImageUrl);
    expect(await avatarRowsOf(other.user.id)).toHaveLength(1);
    expect((await createClient(harness.app).get(others.json.profileImageUrl)).status).toBe(200);
  });
});

describe("DELETE /api/me/avatar", () => {
  it("answers 401 when signed out", async () => {
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).delete("/api/me/avatar"), 401);
  });

  it("goes back to the initials: the URL is cleared and the stored photo deleted, the other's kept", async () => {
    const owner = await signedInSeeker(harness);
    const other = await signedInSeeker(harness);
    const mine = await owner.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 30, height: 30, colour: "#0891b2" })),
    );
    const theirs = await other.post(
      "/api/me/avatar",
      avatarForm(await pngImage({ width: 30, height: 30, colour: "#be185d" })),
    );

    const response = await owner.delete("/api/me/avatar");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ profileImageUrl: null });
    expect(await profileImageUrlOf(owner.user.id)).toBeNull();
    expect(await avatarRowsOf(owner.user.id)).toHaveLength(0);
    expect((await owner.get(mine.json.profileImageUrl)).status).toBe(404);
    expect(await profileImageUrlOf(other.user.id)).toBe(theirs.json.profileImageUrl);

    // Removing when there is none is fine too.
    expect((await owner.delete("/api/me/avatar")).status).toBe(200);
  });
});

describe("GET /uploads/<sha256>.<ext>", () => {
  it("serves the stored bytes as an image for a year, nosniff, under a policy that runs nothing, with an ETag", async () => {
    const owner = await signedInSeeker(harness);
    const { profileImageUrl } = (
      await owner.post("/api/me/avatar", avatarForm(await pngImage({ width: 64, height: 64 })))
    ).json;
    const [, sha256] = UPLOAD_URL.exec(profileImageUrl)!;
    for (const client of [createClient(harness.app), owner]) {
      const response = await harness.app.request(profileImageUrl, {
        headers: client === owner ? { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      // Public even to its signed-in owner: the URL names the bytes, so it is never about anyone's session.
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
      expect(UPLOAD_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'/);
      expect(response.headers.get("etag")).toBe(`"${sha256}"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(sha256);
      expect((await sharp(bytes).metadata()).format).toBe("png");
    }

    const revalidated = await harness.app.request(profileImageUrl, { headers: { "if-none-match": `"${sha256}"` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("is a 404 of the error contract for an unknown hash, the wrong extension or a malformed name", async () => {
    const owner = await signedInSeeker(harness);
    const { profileImageUrl } = (
      await owner.post("/api/me/avatar", avatarForm(await pngImage({ width: 9, height: 9 })))
    ).json;
    const [, sha256] = UPLOAD_URL.exec(profileImageUrl)!;
    const client = createClient(harness.app);
    for (const path of [
      `/uploads/${"0".repeat(64)}.png`,
      `/uploads/${sha256}.jpg`,
      `/uploads/${sha256}.svg`,
      `/uploads/${sha256}`,
      `/uploads/${sha256.toUpperCase()}.png`,
      "/uploads/..%2Fpackage.json",
    ]) {
      const response = await client.get(path);
      expect(expectErrorContract(response, 404), path).toEqual(errorBodyOf("NOT_FOUND", "uploads.notFound"));
    }
  });
});
