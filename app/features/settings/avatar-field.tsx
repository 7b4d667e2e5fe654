import { Camera } from "lucide-react";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "@common/account/avatar";
import { UserAvatar } from "~/components/shell/user-avatar";
import { ImageUploadField, type TImageUploadTexts } from "~/components/ui/image-upload-field";
import { useCurrentUser, useRefreshCurrentUser } from "~/lib/current-user";
import { removeAvatar, uploadAvatar } from "~/api/me";

const AVATAR_TEXTS: TImageUploadTexts = {
  title: "avatar.title",
  change: "avatar.change",
  uploading: "avatar.uploading",
  remove: "avatar.remove",
  removing: "avatar.removing",
  hint: "avatar.hint",
  tooLarge: "uploads.avatarTooLarge",
  successTitle: "avatar.successTitle",
  successBody: "avatar.successBody",
  failedTitle: "avatar.failedTitle",
  failedBody: "avatar.failedBody",
  removedTitle: "avatar.removedTitle",
  removedBody: "avatar.removedBody",
  removeFailedTitle: "avatar.removeFailedTitle",
  removeFailedBody: "avatar.removeFailedBody",
};

/**
 * The profile photo at the top of the Profile tab: the current photo (or initials), "Change
 * Photo" (JPG, GIF or PNG, 1MB max) and "Remove Photo". The header shows a change at once.
 */
export function AvatarField() {
  const user = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  if (!user) return null;
  return (
    <ImageUploadField
      className="mt-6"
      image={<UserAvatar user={user} size="lg" />}
      icon={Camera}
      accept={AVATAR_ACCEPT}
      maxBytes={AVATAR_MAX_BYTES}
      texts={AVATAR_TEXTS}
      canRemove={Boolean(user.profileImageUrl)}
      upload={async (file) => {
        await uploadAvatar(file);
        void refreshCurrentUser();
      }}
      remove={async () => {
        await removeAvatar();
        void refreshCurrentUser();
      }}
    />
  );
}
