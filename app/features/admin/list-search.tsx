import { useId } from "react";
import { Search } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { Input } from "~/components/ui/input";

/**
 * A console list's search box and its filter. The search is a GET form, so before the page's
 * script runs it still searches by reloading (`hidden` keeps the URL's other parameters); once
 * hydrated it calls `onSearch` (null for an empty box). The filter applies as soon as it is picked.
 */
export function AdminListSearch(props: {
  /** The search form's accessible name. */
  label: string;
  /** The box's visible label, when it differs from the form's name. */
  fieldLabel?: string;
  placeholder: string;
  buttonLabel: string;
  q: string;
  maxLength: number;
  hidden: Record<string, string | null>;
  onSearch: (q: string | null) => void;
  filter: {
    label: string;
    value: string;
    /** The select's width from the small breakpoint ("sm:w-56"). */
    className: string;
    onPick: (value: string) => void;
    options: React.ReactNode;
  };
}) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        method="get"
        role="search"
        aria-label={props.label}
        className="flex flex-1 items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          props.onSearch(typeof value === "string" && value.trim() ? value.trim() : null);
        }}
      >
        {Object.entries(props.hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-gray-900">
            {props.fieldLabel ?? props.label}
          </label>
          <Input
            key={props.q}
            id={searchId}
            type="search"
            name="q"
            defaultValue={props.q}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            className="mt-1"
          />
        </div>
        {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{props.buttonLabel}</span>
        </button>
      </form>
      <div className={props.filter.className}>
        <label htmlFor={filterId} className="block text-sm font-medium text-gray-900">
          {props.filter.label}
        </label>
        <div className="mt-1">
          <ImmediateSelect id={filterId} value={props.filter.value} onPick={props.filter.onPick}>
            {props.filter.options}
          </ImmediateSelect>
        </div>
      </div>
    </div>
  );
}
