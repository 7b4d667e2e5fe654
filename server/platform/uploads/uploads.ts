// Every file users upload goes through here (decision 016): checked by its bytes against its
// purpose's limit, re-encoded (image.ts), kept in the `uploads` table so every server process
// serves it, and named by the SHA-256 of the stored bytes: /uploads/<sha256>.<ext>.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES } from "@common/account/avatar";
import { COMPANY_LOGO_MAX_BYTES } from "@common/companies/logo";
import { MEDIA_MAX_BYTES, MEDIA_MAX_SIDE } from "@common/site/media";
import type { TDatabase } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { encodeImage, encodeSquareImage, IMAGE_FORMATS, type TSquareFit } from "./image";

/** The multipart overhead allowed on top of a file's own limit (boundaries, part headers, name). */
export const FORM_OVERHEAD_BYTES = 16 * 1024;

type TSquareRules = { maxFileBytes: number; tooLargeKey: string; squareSize: number; fit: TSquareFit };
type TProportionalRules = { maxFileBytes: number; tooLargeKey: string; maxSide: number };

/**
 * What each kind of upload may be: its file size limit, the message for a larger one, and the
 * shape it is kept in (image.ts): a square (a photo cropped to fill it, a logo fitted whole), or
 * its own proportions scaled down to a longest side.
 */
export const UPLOAD_PURPOSES = {
  // "JPG, GIF or PNG, 1MB max", as the settings page says; kept as a 256-pixel square.
  avatar: { maxFileBytes: AVATAR_MAX_BYTES, tooLargeKey: "uploads.avatarTooLarge", squareSize: 256, fit: "cover" },
  // The same formats and limit; a wide or tall logo keeps all of itself on a transparent square.
  companyLogo: {
    maxFileBytes: COMPANY_LOGO_MAX_BYTES,
    tooLargeKey: "companyProfile.logoTooLarge",
    squareSize: 512,
    fit: "contain",
  },
  // The site's media library: up to 5 MB, in its own proportions, at most 2,000 pixels a side;
  // many per site, owned by the site rather than an account (insertSiteUpload).
  media: { maxFileBytes: MEDIA_MAX_BYTES, tooLargeKey: "pagesApi.errors.mediaTooLarge", maxSide: MEDIA_MAX_SIDE },
} as const satisfies Record<string, TSquareRules | TProportionalRules>;

export type TUploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The largest request body an upload of this purpose can need. */
export function uploadBodyLimit(purpose: TUploadPurpose): number {
  return UPLOAD_PURPOSES[purpose].maxFileBytes + FORM_OVERHEAD_BYTES;
}

/** The 413 of a file over its purpose's limit, naming the field. */
export function tooLargeError(purpose: TUploadPurpose, field: string): AppError {
  const key = UPLOAD_PURPOSES[purpose].tooLargeKey;
  return new AppError("PAYLOAD_TOO_LARGE", key, { [field]: key });
}

export interface TPreparedUpload {
  purpose: TUploadPurpose;
  sha256: string;
  contentType: string;
  extension: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded image for its purpose, before any write: over the limit is
 * 413, not a JPEG, PNG or GIF 415, unreadable 400, each naming `field`.
 */
export async function prepareImageUpload(
  purpose: TUploadPurpose,
  file: { bytes: Uint8Array; field: string },
): Promise<TPreparedUpload> {
  const rules = UPLOAD_PURPOSES[purpose];
  if (file.bytes.byteLength > rules.maxFileBytes) throw tooLargeError(purpose, file.field);
  const image =
    "maxSide" in rules
      ? await encodeImage(file.bytes, { maxSide: rules.maxSide, field: file.field })
      : await encodeSquareImage(file.bytes, { size: rules.squareSize, field: file.field, fit: rules.fit });
  const { contentType, extension } = IMAGE_FORMATS[image.format];
  return {
    purpose,
    sha256: createHash("sha256").update(image.bytes).digest("hex"),
    contentType,
    extension,
    data: image.bytes,
    width: image.width,
    height: image.height,
  };
}

/** The URL a stored upload is served at. */
export function uploadUrl(upload: Pick<TPreparedUpload, "sha256" | "extension">): string {
  return `/uploads/${upload.sha256}.${upload.extension}`;
}

/** The database, or a transaction on it. */
type TExecutor = Pick<TDatabase, "insert" | "delete">;

/**
 * Keeps an upload as the owner's only one of its purpose (an avatar replaces the one before);
 * answers its URL. Run it in the transaction that points to the URL, so both happen or neither.
 */
export async function replaceUserUpload(
  db: TExecutor,
  options: { userId: number; upload: TPreparedUpload },
): Promise<string> {
  const { userId, upload } = options;
  await db.delete(uploads).where(and(eq(uploads.userId, userId), eq(uploads.purpose, upload.purpose)));
  await db.insert(uploads).values({
    sha256: upload.sha256,
    purpose: upload.purpose,
    userId,
    contentType: upload.contentType,
    byteSize: upload.data.byteLength,
    width: upload.width,
    height: upload.height,
    data: upload.data,
  });
  return uploadUrl(upload);
}

/**
 * Keeps an upload that belongs to the site, not to an account (no owner: it stays when the
 * administrator who sent it leaves), beside any others of its purpose; answers its id and URL.
 */
export async function insertSiteUpload(
  db: Pick<TDatabase, "insert">,
  upload: TPreparedUpload,
): Promise<{ id: number; url: string }> {
  const [row] = await db
    .insert(uploads)
    .values({
      sha256: upload.sha256,
      purpose: upload.purpose,
      userId: null,
      contentType: upload.contentType,
      byteSize: upload.data.byteLength,
      width: upload.width,
      height: upload.height,
      data: upload.data,
    })
    .returning({ id: uploads.id });
  return { id: row.id, url: uploadUrl(upload) };
}

/** Deletes the owner's uploads of a purpose. */
export async function deleteUserUploads(db: TExecutor, options: { userId: number; purpose: TUploadPurpose }) {
  await db.delete(uploads).where(and(eq(uploads.userId, options.userId), eq(uploads.purpose, options.purpose)));
}

const EXTENSION_BY_CONTENT_TYPE = new Map<string, string>(
  Object.values(IMAGE_FORMATS).map((format) => [format.contentType, format.extension]),
);

const FILE_NAME = /^([0-9a-f]{64})\.([a-z]+)$/;

/** A stored upload by its file name (`<sha256>.<ext>`); null when none, or the extension is not its own. */
export async function findUpload(
  db: TDatabase,
  fileName: string,
): Promise<{ sha256: string; contentType: string; data: Uint8Array<ArrayBuffer> } | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const [, sha256, extension] = match;
  const [row] = await db
    .select({ sha256: uploads.sha256, contentType: uploads.contentType, data: uploads.data })
    .from(uploads)
    .where(eq(uploads.sha256, sha256))
    .limit(1);
  if (!row || EXTENSION_BY_CONTENT_TYPE.get(row.contentType) !== extension) return null;
  // node-postgres gives a Buffer, PGlite a Uint8Array: either is copied into a Uint8Array of its own.
  return { ...row, data: new Uint8Array(row.data) };
}
