import { cn } from "~/lib/cn";
import { companyInitials } from "./company-labels";

/**
 * The company's logo over its initials: if the image is missing, blocked or fails to load, the
 * initials show through. Decorative: the name is right beside it.
 */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-50 text-base font-semibold text-primary-800",
        className,
      )}
    >
      {companyInitials(name)}
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="absolute inset-0 size-full bg-white object-contain"
        />
      ) : null}
    </span>
  );
}
