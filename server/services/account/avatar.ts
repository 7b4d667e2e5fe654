// The account's profile photo (/settings, "Change Photo"): checked, re-encoded to a square and
// stored by the uploads module; the account points to it. A new photo replaces the old one.
import { eq } from "drizzle-orm";
import { AVATAR_FIELD, type TAvatarResult } from "@common/account/avatar";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { deleteUserUploads, prepareImageUpload, replaceUserUpload } from "../../platform/uploads/uploads";

const accountGone = () => new AppError("UNAUTHORIZED", "errors.notSignedIn");

/**
 * Makes the image the user's photo: the old photo's upload is deleted and the account points to
 * the new one's URL, in one transaction. Refuses (before any write) a file over 1 MB (413), one
 * that is not a JPEG, PNG or GIF by its bytes (415) and one that does not decode (400).
 */
export async function setAvatar(
  context: TAppContext,
  options: { userId: number; bytes: Uint8Array },
): Promise<TAvatarResult> {
  const upload = await prepareImageUpload("avatar", { bytes: options.bytes, field: AVATAR_FIELD });
  return context.db.transaction(async (tx) => {
    const profileImageUrl = await replaceUserUpload(tx, { userId: options.userId, upload });
    const [row] = await tx
      .update(users)
      .set({ profileImageUrl, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning({ profileImageUrl: users.profileImageUrl });
    if (!row) throw accountGone();
    return { profileImageUrl };
  });
}

/** Removes the user's photo: the header shows their initials again. */
export async function removeAvatar(context: TAppContext, options: { userId: number }): Promise<TAvatarResult> {
  return context.db.transaction(async (tx) => {
    await deleteUserUploads(tx, { userId: options.userId, purpose: "avatar" });
    const [row] = await tx
      .update(users)
      .set({ profileImageUrl: null, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning({ id: users.id });
    if (!row) throw accountGone();
    return { profileImageUrl: null };
  });
}
