import { inputClasses } from "./input";
import { useImmediateValue } from "~/lib/use-immediate-value";

/**
 * A select bound to the search in the URL: a pick applies at once (a client navigation), and
 * the select shows the pick meanwhile. The job search's top bar and sidebar and the candidate
 * directory's filters use it, so two controls never show different values.
 */
export function ImmediateSelect({
  value,
  onPick,
  ...props
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string;
  onPick: (value: string) => void;
}) {
  const [shown, show] = useImmediateValue(value);
  return (
    <select
      {...props}
      value={shown}
      onChange={(event) => {
        show(event.target.value);
        onPick(event.target.value);
      }}
      className={inputClasses}
    />
  );
}
