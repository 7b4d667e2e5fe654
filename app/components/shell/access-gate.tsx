import type { LucideIcon } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { buttonClasses } from "~/components/ui/button";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";

/**
 * The page a guarded route shows instead of itself (its loader answered 401 or 403): what is
 * in the way and the ways on. One layout for all of them, so each route keeps only its words.
 */
export function AccessGate(props: { icon: LucideIcon; title: string; body: string; children: React.ReactNode }) {
  const Icon = props.icon;
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gray-100 text-gray-700">
        <Icon aria-hidden="true" className="size-7 rtl:-scale-x-100" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900">{props.title}</h1>
      <p className="mt-3 max-w-md text-base text-gray-700">{props.body}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{props.children}</div>
    </div>
  );
}

/**
 * A link to a sign-in or sign-up page that brings the user back to `returnTo` afterwards
 * (app/lib/redirect-after-login.ts). A link, so it works before the page's JavaScript has loaded.
 */
export function AccessGateLink(props: {
  to: string;
  returnTo?: string;
  variant?: "primary" | "secondary";
  children: React.ReactNode;
}) {
  const { returnTo } = props;
  return (
    <Link
      to={props.to}
      onClick={returnTo ? () => storeRedirectAfterLogin(returnTo) : undefined}
      className={buttonClasses({ variant: props.variant })}
    >
      {props.children}
    </Link>
  );
}
