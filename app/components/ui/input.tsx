import { forwardRef } from "react";
import { cn } from "~/lib/cn";

export const inputClasses =
  "block w-full min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 " +
  "focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600/30 " +
  "aria-[invalid=true]:border-red-600 disabled:bg-gray-100";

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
});
