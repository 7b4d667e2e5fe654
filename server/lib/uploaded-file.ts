import type { Context } from "hono";
import { AppError } from "./app-error";

/**
 * The bytes of the file in a multipart/form-data body's `field`, refused before they are read
 * when over `maxFileBytes` (the caller's `tooLarge` error, a 413 naming the field); a body that
 * is no form, or a form without that file, is a 400 naming the field. The limits and what the
 * bytes are is for the uploads module to say (platform/uploads, which the handler passes in).
 */
export async function readUploadedFile(
  c: Context,
  options: { field: string; maxFileBytes: number; tooLarge: () => AppError },
): Promise<Uint8Array> {
  const { field } = options;
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST", "uploads.missingFile", { [field]: "uploads.missingFile" });
  }
  const file = form[field];
  if (!(file instanceof File)) {
    throw new AppError("BAD_REQUEST", "uploads.missingFile", { [field]: "uploads.missingFile" });
  }
  if (file.size > options.maxFileBytes) throw options.tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
