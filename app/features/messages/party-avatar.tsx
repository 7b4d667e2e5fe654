import { useState } from "react";
import type { TThreadParty } from "@common/messages/schemas";
import { cn } from "~/lib/cn";

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** The other side's logo or photo, or their initials when there is none (or it fails to load). */
export function PartyAvatar({ party, className }: { party: TThreadParty; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = party.imageUrl && party.imageUrl !== failedUrl ? party.imageUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-50 text-sm font-semibold text-primary-800",
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        initialsOf(party.name)
      )}
    </span>
  );
}
