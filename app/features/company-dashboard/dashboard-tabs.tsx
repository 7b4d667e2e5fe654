import { useId, useRef } from "react";
import { cn } from "~/lib/cn";

export interface TDashboardTab<K extends string> {
  key: K;
  label: string;
  panel: React.ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: arrow keys (and Home, End) move between the tabs and select
 * them; each panel stays mounted (hidden), so a chosen job survives a switch.
 */
export function DashboardTabs<K extends string>(props: {
  label: string;
  tabs: TDashboardTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const keys = props.tabs.map((tab) => tab.key);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const index = keys.indexOf(props.selected);
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 } as Record<string, number>;
    let next: number | undefined;
    if (event.key in step) next = (index + step[event.key] + keys.length) % keys.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = keys.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    props.onSelect(keys[next]);
    tabRefs.current.get(keys[next])?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={props.label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1"
      >
        {props.tabs.map((tab) => {
          const isSelected = tab.key === props.selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => props.onSelect(tab.key)}
              className={cn(
                "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                isSelected ? "bg-white text-gray-900 shadow-xs" : "text-gray-700 hover:text-gray-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {props.tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== props.selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
