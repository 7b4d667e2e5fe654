// An uploaded image, checked by its bytes and made anew (decision 016): the magic number says
// which of the accepted formats it claims to be (its name and the browser's Content-Type are
// never asked), a full decode proves it is one, and what is kept is a re-encoding of its pixels,
// so nothing of the sender's file (EXIF, GPS, comments, a script hidden after the image) remains.
import sharp from "sharp";
import { AppError } from "../../lib/app-error";

export const IMAGE_FORMATS = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  gif: { contentType: "image/gif", extension: "gif" },
} as const;

export type TImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * Decoding stops above this many pixels: the dimensions in a file's header are checked before
 * any pixel is decoded, so a small file that unpacks into a huge image (a "pixel bomb") is
 * refused without the memory it asks for. 40 megapixels is more than any phone photo that fits
 * an upload's size limit.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const GIF_SIGNATURES = ["GIF87a", "GIF89a"].map((text) => [...Buffer.from(text, "ascii")]);

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** The accepted format the bytes begin as, by their magic number; null for anything else. */
export function detectImageFormat(bytes: Uint8Array): TImageFormat | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (GIF_SIGNATURES.some((signature) => startsWith(bytes, signature))) return "gif";
  return null;
}

export interface TEncodedImage {
  bytes: Buffer;
  format: TImageFormat;
  width: number;
  height: number;
}

/** How an image becomes a square: cropped about the centre to fill it, or fitted whole on a transparent one. */
export type TSquareFit = "cover" | "contain";

/**
 * Checks the bytes are a whole JPEG, PNG or GIF and re-encodes them as a square of `size`
 * pixels after turning the picture upright (EXIF orientation). With `fit: "cover"` (a photo) it
 * is cropped about the centre; a JPEG stays a JPEG, a PNG, and a GIF's first frame, become a
 * PNG (lossless, transparency kept). With `fit: "contain"` (a logo) the whole picture is scaled
 * to fit and centred on a transparent square, always a PNG so the transparency survives.
 * Nothing of the input's metadata is written. Refuses with 415 (not an accepted format) or 400
 * (damaged, truncated or too many pixels), naming `field`.
 */
export async function encodeSquareImage(
  bytes: Uint8Array,
  options: { size: number; field: string; fit?: TSquareFit },
): Promise<TEncodedImage> {
  const format = detectImageFormat(bytes);
  if (!format) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "uploads.unsupportedType", {
      [options.field]: "uploads.unsupportedType",
    });
  }
  const fit = options.fit ?? "cover";
  const output: TImageFormat = format === "jpeg" && fit === "cover" ? "jpeg" : "png";
  try {
    // failOn "warning" (sharp's advice for untrusted input): a truncated or damaged file fails
    // the decode instead of giving a grey half-image.
    const decoded = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
    const pipeline = (
      fit === "cover"
        ? decoded.resize(options.size, options.size, { fit: "cover", position: "centre" })
        : decoded
            .ensureAlpha()
            .resize(options.size, options.size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    ).toColourspace("srgb");
    const encoded =
      output === "jpeg" ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: output, width: info.width, height: info.height };
  } catch {
    throw new AppError("BAD_REQUEST", "uploads.unreadableImage", { [options.field]: "uploads.unreadableImage" });
  }
}

/**
 * Checks the bytes are a whole JPEG, PNG or GIF and re-encodes them in their own proportions,
 * turned upright (EXIF orientation) and scaled down, never up, so the longest side is at most
 * `maxSide` pixels (a site's media image). A JPEG stays a JPEG; a PNG, and a GIF's first frame,
 * become a PNG (lossless, transparency kept). Nothing of the input's metadata is written. Refuses
 * as encodeSquareImage does: 415 (not an accepted format) or 400 (damaged, truncated or too many
 * pixels), naming `field`.
 */
export async function encodeImage(
  bytes: Uint8Array,
  options: { maxSide: number; field: string },
): Promise<TEncodedImage> {
  const format = detectImageFormat(bytes);
  if (!format) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "uploads.unsupportedType", {
      [options.field]: "uploads.unsupportedType",
    });
  }
  const output: TImageFormat = format === "jpeg" ? "jpeg" : "png";
  try {
    const pipeline = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb");
    const encoded =
      output === "jpeg" ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: output, width: info.width, height: info.height };
  } catch {
    throw new AppError("BAD_REQUEST", "uploads.unreadableImage", { [options.field]: "uploads.unreadableImage" });
  }
}
