import { useState } from "react";
import type { TPublicUser } from "@common/auth/schemas";
import { cn } from "~/lib/cn";

/** First letters of the first and last name, else "U". */
export function userInitials(user: Pick<TPublicUser, "firstName" | "lastName">): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => Array.from(name?.trim() ?? "")[0] ?? "")
    .join("")
    .toLocaleUpperCase();
  return initials || "U";
}

const SIZES = {
  // The header's and the account menu's.
  md: "size-9 text-sm",
  // The photo field of /settings.
  lg: "size-20 text-2xl",
} as const;

/** The profile image, else the initials; decorative: the control around it carries the name. */
export function UserAvatar({
  user,
  size = "md",
  className,
}: {
  user: TPublicUser;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = user.profileImageUrl && user.profileImageUrl !== failedUrl ? user.profileImageUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800",
        SIZES[size],
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        userInitials(user)
      )}
    </span>
  );
}
