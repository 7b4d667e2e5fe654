import type { Context } from "hono";
import { AVATAR_FIELD } from "@common/account/avatar";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { readUploadedFile } from "../../lib/uploaded-file";
import { tooLargeError, UPLOAD_PURPOSES } from "../../platform/uploads/uploads";
import { setAvatar } from "../../services/account/avatar";

/** POST /api/me/avatar (multipart/form-data, the image in `file`): answers `{profileImageUrl}`. */
export async function uploadAvatarHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const bytes = await readUploadedFile(c, {
    field: AVATAR_FIELD,
    maxFileBytes: UPLOAD_PURPOSES.avatar.maxFileBytes,
    tooLarge: () => tooLargeError("avatar", AVATAR_FIELD),
  });
  return c.json(await setAvatar(c.get("app"), { userId: user.id, bytes }));
}
