// Images made by the test that needs them (no binary fixtures in the repository).
import sharp from "sharp";
import { AVATAR_FIELD } from "@common/account/avatar";

/** A PNG of solid colour. */
export function pngImage(options: { width: number; height: number; colour?: string }): Promise<Buffer> {
  const { width, height, colour = "#2563eb" } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A form as the avatar field sends it: the bytes in `file`, under the given name and type. */
export function avatarForm(bytes: Uint8Array, fileName = "photo.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append(AVATAR_FIELD, new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}
