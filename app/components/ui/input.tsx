import { forwardRef } from "react";
import { cn } from "~/lib/cn";

export const inputClasses =
  "block w-full min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 " +
  "focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600/30 " +
  "aria-[invalid=true]:border-red-600 disabled:bg-gray-100";

/** Inputs whose value is written left to right whatever the page's language. */
const LATIN_VALUE_TYPES = new Set(["email", "url", "tel"]);

/**
 * An e-mail address, a web address or a phone number takes its direction from what is typed
 * (`dir="auto"`), so on a right-to-left page "name@example.com" keeps its order as it is typed.
 */
export function inputDirection(type: string | undefined): "auto" | undefined {
  return type !== undefined && LATIN_VALUE_TYPES.has(type) ? "auto" : undefined;
}

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} dir={inputDirection(props.type)} className={cn(inputClasses, className)} {...props} />;
});
