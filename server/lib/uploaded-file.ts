import type { Context } from "hono";
import { tooLargeError, UPLOAD_PURPOSES, type TUploadPurpose } from "../platform/uploads/uploads";
import { AppError } from "./app-error";

/**
 * The bytes of the file in a multipart/form-data body's `field`, refused before they are read
 * when over the purpose's limit (413); a body that is no form, or a form without that file, is
 * a 400 naming the field. What the bytes are is for the uploads module to say.
 */
export async function readUploadedFile(
  c: Context,
  options: { field: string; purpose: TUploadPurpose },
): Promise<Uint8Array> {
  const { field, purpose } = options;
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
  if (file.size > UPLOAD_PURPOSES[purpose].maxFileBytes) throw tooLargeError(purpose, field);
  return new Uint8Array(await file.arrayBuffer());
}
