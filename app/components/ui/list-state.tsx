import { CircleAlert, Loader2, RotateCw } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button, buttonClasses } from "./button";

type TIcon = React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
type THeading = "h1" | "h2" | "h3" | "p";

export type TListStateProps =
  | {
      status: "loading";
      /** What is loading, read out (role=status) and shown beside the spinner. */
      label: string;
      /** A skeleton of what is coming, shown instead of the spinner (the label is then read out only). */
      placeholder?: React.ReactNode;
      className?: string;
    }
  | {
      status: "empty";
      title: string;
      body?: string;
      icon?: TIcon;
      /** What to do next (a link or a button). */
      action?: React.ReactNode;
      /** The title's element, so it takes its place in the page's outline. */
      heading?: THeading;
      className?: string;
    }
  | {
      status: "failed";
      message: string;
      title?: string;
      heading?: THeading;
      /** The "Try again" text, from the page's own catalogue key. */
      retryLabel: string;
      /** Asks again in place... */
      onRetry?: () => void;
      /** ...or reloads this address (works before the page's scripts run). */
      retryHref?: string;
      isRetrying?: boolean;
      /** Another way on beside Try again (e.g. Back). */
      secondaryAction?: React.ReactNode;
      /** A whole page's state (centred, with its icon) rather than a section's. */
      isPage?: boolean;
      className?: string;
    };

/**
 * The states of anything loaded (a list, a panel, a page): loading (a spinner and its text,
 * announced), empty (what there is not, and what to do next) and failed (announced as an alert,
 * with Try again), looking alike on every page.
 */
export function ListState(props: TListStateProps) {
  if (props.status === "loading") {
    return (
      <div aria-busy="true" className={props.className}>
        {props.placeholder ? (
          <>
            <p role="status" className="sr-only">
              {props.label}
            </p>
            <div aria-hidden="true">{props.placeholder}</div>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 py-2 text-sm text-gray-700">
            <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-gray-500" />
            {props.label}
          </p>
        )}
      </div>
    );
  }

  if (props.status === "empty") {
    const Icon = props.icon;
    const Title = props.heading ?? "p";
    return (
      <div
        className={cn(
          "flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-5 py-8 text-center",
          props.className,
        )}
      >
        {Icon ? (
          <span className="mb-3 inline-flex size-11 items-center justify-center rounded-full bg-gray-100 text-gray-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
        <Title className="text-base font-semibold text-gray-900">{props.title}</Title>
        {props.body ? <p className="mt-1 max-w-md text-sm text-gray-700">{props.body}</p> : null}
        {props.action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{props.action}</div> : null}
      </div>
    );
  }

  const Title = props.heading ?? "p";
  const retry = props.retryHref ? (
    <a href={props.retryHref} className={buttonClasses({ variant: props.isPage ? "primary" : "secondary" })}>
      <RotateCw aria-hidden="true" className="size-4" />
      {props.retryLabel}
    </a>
  ) : (
    <Button
      variant={props.isPage ? "primary" : "secondary"}
      onClick={props.onRetry}
      disabled={props.isRetrying}
      className="shrink-0"
    >
      <RotateCw aria-hidden="true" className={cn("size-4", props.isRetrying && "animate-spin")} />
      {props.retryLabel}
    </Button>
  );

  if (props.isPage) {
    return (
      <div className={cn("flex flex-col items-center text-center", props.className)}>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <CircleAlert aria-hidden="true" className="size-6" />
        </span>
        <div role="alert">
          {props.title ? (
            <Title className={cn("mt-4 font-semibold text-gray-900", props.heading === "h1" ? "text-2xl" : "text-lg")}>
              {props.title}
            </Title>
          ) : null}
          <p className={cn("max-w-md text-gray-700", props.title ? "mt-2" : "mt-5 font-medium text-gray-900")}>
            {props.message}
          </p>
        </div>
        <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {props.secondaryAction}
          {retry}
        </div>
      </div>
    );
  }

  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5",
        props.className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
      <div role="alert" className="min-w-0 flex-1 basis-48">
        {props.title ? <Title className="text-sm font-semibold text-red-900">{props.title}</Title> : null}
        <p className="text-sm text-red-900">{props.message}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {props.secondaryAction}
        {retry}
      </div>
    </div>
  );
}
