import { Link } from "~/lib/localized-links";
import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The frame of the sign-in and sign-up pages (inside the shell's <main>): the page's one h1 and
 * intro above a form card; with `aside`, the aside sits beside the card on wide screens and
 * between intro and card on phones.
 */
export function AuthPageLayout(props: {
  title: string;
  intro: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  const heading = (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{props.title}</h1>
      <p className="text-base text-gray-700">{props.intro}</p>
    </div>
  );
  if (!props.aside) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        {heading}
        <Card className="mt-6 p-5 sm:p-6">{props.children}</Card>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
      <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        {heading}
        {props.aside}
      </div>
      <Card className="p-5 sm:p-6">{props.children}</Card>
    </div>
  );
}

/** Full-width submit button with the spec's pending text; disabled while pending. */
export function AuthSubmitButton(props: { isPending: boolean; label: string; pendingLabel: string }) {
  const isHydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={props.isPending || !isHydrated}>
      {props.isPending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
      {props.isPending ? props.pendingLabel : props.label}
    </Button>
  );
}

/** "Already have an account? Sign in" style lines under a form. */
export function AuthLinks(props: { links: { lead: string; label: string; to: string }[]; className?: string }) {
  return (
    <ul className={cn("space-y-2 border-t border-gray-200 pt-5 text-sm text-gray-700", props.className)}>
      {props.links.map((link) => (
        <li key={link.to}>
          {link.lead}{" "}
          <Link
            to={link.to}
            className="font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
