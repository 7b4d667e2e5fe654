// Images made by the test that needs them (no binary fixtures in the repository).
import sharp from "sharp";
import { AVATAR_FIELD } from "@common/account/avatar";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";

/** A PNG of solid colour. */
export function pngImage(options: { width: number; height: number; colour?: string }): Promise<Buffer> {
  const { width, height, colour = "#2563eb" } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function fileForm(field: string, bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}

/** A form as the avatar field sends it: the bytes in its file field, under the given name and type. */
export function avatarForm(bytes: Uint8Array, fileName = "photo.png", type = "image/png"): FormData {
  return fileForm(AVATAR_FIELD, bytes, fileName, type);
}

/** A form as the company logo field sends it. */
export function logoForm(bytes: Uint8Array, fileName = "logo.png", type = "image/png"): FormData {
  return fileForm(COMPANY_LOGO_FIELD, bytes, fileName, type);
}
