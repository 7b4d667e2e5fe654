// The image checks of the uploads module (decision 016): the magic numbers, a pixel bomb refused
// from its header, and a photo turned upright by its EXIF orientation before it is cropped.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { detectImageFormat, encodeImage, encodeSquareImage, MAX_INPUT_PIXELS } from "./image";

const bytes = (hex: string) => Buffer.from(hex.replace(/ /g, ""), "hex");

describe("detectImageFormat", () => {
  it("knows JPEG, PNG and both GIF versions by their first bytes, whatever follows", () => {
    expect(detectImageFormat(bytes("ff d8 ff e0 00 10"))).toBe("jpeg");
    expect(detectImageFormat(bytes("ff d8 ff db"))).toBe("jpeg");
    expect(detectImageFormat(bytes("89 50 4e 47 0d 0a 1a 0a 00"))).toBe("png");
    expect(detectImageFormat(Buffer.from("GIF87a...", "latin1"))).toBe("gif");
    expect(detectImageFormat(Buffer.from("GIF89a...", "latin1"))).toBe("gif");
  });

  it("knows nothing else: other formats, text, short or empty input", () => {
    for (const input of [
      new Uint8Array(0),
      bytes("ff d8"),
      bytes("89 50 4e 47 0d 0a 1a"),
      Buffer.from("GIF88a", "latin1"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("RIFF\0\0\0\0WEBPVP8 "),
      Buffer.from("BM6\0\0\0"),
      Buffer.from("%PDF-1.7"),
      bytes("00 89 50 4e 47 0d 0a 1a 0a"),
    ]) {
      expect(detectImageFormat(input)).toBeNull();
    }
  });
});

/** A PNG whose header claims other dimensions (its IHDR chunk rewritten, CRC and all). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("encodeSquareImage", () => {
  it("refuses an image whose header claims more than the pixel limit, before decoding it", async () => {
    expect(10_000 * 10_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const error = await encodeSquareImage(await pngClaiming(10_000, 10_000), { size: 256, field: "file" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "BAD_REQUEST", errors: { file: "uploads.unreadableImage" } });
  });

  it("turns a photo upright by its EXIF orientation, then crops it square", async () => {
    // Red on the left, blue on the right, stored with orientation 6 (shown turned 90° clockwise):
    // upright, the red half is on top.
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } })
      .composite([
        { input: { create: { width: 100, height: 100, channels: 3, background: "#0000ff" } }, left: 100, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const square = await encodeSquareImage(halves, { size: 256, field: "file" });
    expect(square).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    const { data, info } = await sharp(square.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(128, 20);
    const [bottomRed, , bottomBlue] = pixel(128, 235);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(square.bytes).metadata()).orientation).toBeUndefined();
  });

  it('with fit "contain" keeps a wide JPEG whole, centred on a transparent PNG square', async () => {
    const wide = await sharp({ create: { width: 400, height: 100, channels: 3, background: "#dc2626" } })
      .jpeg()
      .toBuffer();
    const fitted = await encodeSquareImage(wide, { size: 64, field: "logo", fit: "contain" });
    expect(fitted).toMatchObject({ format: "png", width: 64, height: 64 });
    const { data, info } = await sharp(fitted.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(y * 64 + x) * 4 + 3];
    // 400×100 becomes 64×16 in rows 24-39: both ends of the width are kept, the bands are clear.
    expect([alphaAt(0, 32), alphaAt(63, 32)]).toEqual([255, 255]);
    expect([alphaAt(0, 0), alphaAt(63, 63), alphaAt(32, 20), alphaAt(32, 44)]).toEqual([0, 0, 0, 0]);
    // The same photo with the default fit is cropped to fill the square.
    const cropped = await encodeSquareImage(wide, { size: 64, field: "logo" });
    expect(cropped.format).toBe("jpeg");
  });
});

describe("encodeImage (a site's media: its own proportions)", () => {
  it("scales a wide or tall image down to a longest side of maxSide, and never enlarges a small one", async () => {
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#16a34a" } })
      .png()
      .toBuffer();
    expect(await encodeImage(wide, { maxSide: 200, field: "file" })).toMatchObject({
      format: "png",
      width: 200,
      height: 67,
    });
    const tall = await sharp({ create: { width: 50, height: 400, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    expect(await encodeImage(tall, { maxSide: 200, field: "file" })).toMatchObject({
      format: "jpeg",
      width: 25,
      height: 200,
    });
    expect(await encodeImage(wide, { maxSide: 2000, field: "file" })).toMatchObject({ width: 300, height: 100 });
  });

  it("keeps a GIF's first frame as a PNG, turns a photo upright, and refuses what is not an image", async () => {
    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    expect(await encodeImage(gif, { maxSide: 2000, field: "file" })).toMatchObject({
      format: "png",
      width: 40,
      height: 20,
    });
    const turned = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#00f" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await encodeImage(turned, { maxSide: 2000, field: "file" })).toMatchObject({ width: 100, height: 200 });
    const error = await encodeImage(Buffer.from("%PDF-1.7"), { maxSide: 2000, field: "file" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", errors: { file: "uploads.unsupportedType" } });
  });
});
