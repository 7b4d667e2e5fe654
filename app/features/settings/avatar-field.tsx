import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "@common/account/avatar";
import { UserAvatar } from "~/components/shell/user-avatar";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { useCurrentUser, useRefreshCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { useScriptReadyProps } from "~/lib/use-hydrated";
import { removeAvatar, uploadAvatar } from "~/api/me";

/**
 * The profile photo at the top of the Profile tab: the current photo (or initials), "Change
 * Photo" (JPG, GIF or PNG, 1MB max) and "Remove Photo". The file input is the control, visually
 * hidden behind its label, so it is reached with Tab and opened with Enter or Space. A file over
 * 1MB is refused here at once; the server checks the bytes and has the last word.
 */
export function AvatarField() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [pending, setPending] = useState<"upload" | "remove" | null>(null);
  // The chosen file is read by the page's script: the picker is not ready until hydration.
  const chooseReady = useScriptReadyProps(pending !== null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  if (!user) return null;

  async function onChoose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a new choice.
    input.value = "";
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      notify({ title: t("avatar.failedTitle"), description: t("uploads.avatarTooLarge"), variant: "destructive" });
      return;
    }
    setPending("upload");
    try {
      await uploadAvatar(file);
    } catch (error) {
      notify({
        title: t("avatar.failedTitle"),
        description: t(errorMessageKey(error, "avatar.failedBody")),
        variant: "destructive",
      });
      return;
    } finally {
      setPending(null);
    }
    dismissFailures();
    notify({ title: t("avatar.successTitle"), description: t("avatar.successBody") });
    // The header shows the new photo at once.
    await refreshCurrentUser();
  }

  async function onRemove() {
    setPending("remove");
    try {
      await removeAvatar();
    } catch (error) {
      notify({
        title: t("avatar.removeFailedTitle"),
        description: t(errorMessageKey(error, "avatar.removeFailedBody")),
        variant: "destructive",
      });
      return;
    } finally {
      setPending(null);
    }
    dismissFailures();
    notify({ title: t("avatar.removedTitle"), description: t("avatar.removedBody") });
    await refreshCurrentUser();
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 flex items-center gap-4">
      <UserAvatar user={user} size="lg" />
      <div className="min-w-0 space-y-2">
        <h3 id={`${inputId}-title`} className="text-sm font-medium text-gray-900">
          {t("avatar.title")}
        </h3>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="peer sr-only"
            aria-describedby={hintId}
            {...chooseReady}
            onChange={onChoose}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: "secondary",
              className:
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500",
            })}
          >
            <Camera aria-hidden="true" className="size-4" />
            {pending === "upload" ? t("avatar.uploading") : t("avatar.change")}
          </label>
          {user.profileImageUrl ? (
            <Button variant="ghost" onClick={onRemove} disabled={pending !== null}>
              {pending === "remove" ? t("avatar.removing") : t("avatar.remove")}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-gray-600">
          {t("avatar.hint")}
        </p>
      </div>
    </section>
  );
}
