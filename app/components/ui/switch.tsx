import { cn } from "~/lib/cn";
import { PlainButton } from "./button";

/**
 * An on/off switch (role="switch"), named by the element `labelledBy` points at and described
 * by `describedBy`; Space and Enter toggle it as on any button.
 */
export function Switch(props: {
  id?: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <PlainButton
      id={props.id}
      type="button"
      role="switch"
      aria-checked={props.isOn}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onClick={() => props.onChange(!props.isOn)}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
        props.isOn ? "bg-primary-700" : "bg-gray-400",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow-sm transition-transform",
          props.isOn ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1",
        )}
      />
    </PlainButton>
  );
}
