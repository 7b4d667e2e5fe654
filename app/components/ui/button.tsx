import { forwardRef } from "react";
import { cn } from "~/lib/cn";
import { useScriptReadyProps } from "~/lib/use-hydrated";

const VARIANTS = {
  primary: "bg-primary-700 text-white hover:bg-primary-800 disabled:bg-primary-700/60",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-500",
  ghost: "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

const SIZES = {
  md: "min-h-11 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
  icon: "size-11",
} as const;

export type TButtonVariant = keyof typeof VARIANTS;

/** Shared look of buttons and button-like links. */
export function buttonClasses(
  options: { variant?: TButtonVariant; size?: keyof typeof SIZES; className?: string } = {},
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed",
    VARIANTS[options.variant ?? "primary"],
    SIZES[options.size ?? "md"],
    options.className,
  );
}

/**
 * A button its caller styles. Every button needs the page's script: until hydration it is
 * disabled and `aria-busy`, visibly not ready, instead of a click that does nothing.
 */
export const PlainButton = forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(
  function PlainButton({ type = "button", disabled, ...props }, ref) {
    const ready = useScriptReadyProps(disabled);
    return <button ref={ref} type={type} {...props} {...ready} />;
  },
);

export const Button = forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: TButtonVariant; size?: keyof typeof SIZES }
>(function Button({ variant, size, className, ...props }, ref) {
  return <PlainButton ref={ref} className={buttonClasses({ variant, size, className })} {...props} />;
});
