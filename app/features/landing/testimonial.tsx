import { Quote } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * One illustrative story: the quote, then a first name and a role. An initial stands in for a
 * photo, so no face is presented as a real customer's.
 */
export function Testimonial(props: {
  quote: string;
  name: string;
  role: string;
  /** A visible line above the quote, e.g. that the story is illustrative. */
  label?: string;
  /** Larger quote text, for a story that stands alone beside other content. */
  isProminent?: boolean;
  className?: string;
}) {
  return (
    <figure className={cn("flex flex-col rounded-xl border border-gray-200 bg-white p-6", props.className)}>
      {props.label ? <p className="mb-3 text-sm font-medium text-gray-700">{props.label}</p> : null}
      <Quote aria-hidden="true" className="size-6 text-primary-600 rtl:-scale-x-100" />
      <blockquote className={cn("mt-3 flex-1 text-gray-800", props.isProminent ? "text-lg" : "text-base")}>
        <p className="whitespace-pre-line">{props.quote}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800"
        >
          {props.name.slice(0, 1)}
        </span>
        <span>
          <span className="block font-semibold text-gray-900">{props.name}</span>
          <span className="block text-sm text-gray-700">{props.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
