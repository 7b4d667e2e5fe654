import { useId, useRef } from "react";
import { cn } from "~/lib/cn";
import { PlainButton } from "./button";

export interface TTab<K extends string> {
  key: K;
  label: string;
  icon?: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  /**
   * Makes the tab a link, for a page whose server renders the tab the URL names (e.g. "?tab=jobs"):
   * before the page's scripts run it leads there; once they run, choosing it selects it in place.
   */
  href?: string;
  panel: React.ReactNode;
}

/**
 * The tab a key press chooses, as the ARIA tabs pattern has it: the arrow keys step to the next
 * or previous tab in reading order (right-to-left mirrors them) and wrap; Home and End go to the
 * first and last. Null for any other key.
 */
export function nextTabIndex(key: string, index: number, count: number, isRtl = false): number | null {
  if (count === 0) return null;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  if (step === 0) return null;
  return (index + (isRtl ? -step : step) + count) % count;
}

/**
 * Tabs: a tablist with a roving tabindex (Tab reaches the selected tab, the arrow keys, Home and
 * End move between the tabs and select them) and one tabpanel per tab. Every panel stays mounted
 * (hidden when not selected), so a half-filled form or a chosen job survives a switch. The tabs
 * wrap into rows where they do not fit on one, so every tab, the selected one included, stays
 * in view on a narrow screen without scrolling sideways.
 */
export function Tabs<K extends string>(props: {
  label: string;
  tabs: TTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLElement>());
  const keys = props.tabs.map((tab) => tab.key);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = nextTabIndex(event.key, keys.indexOf(props.selected), keys.length, isRtl);
    if (next === null) return;
    event.preventDefault();
    props.onSelect(keys[next]);
    tabRefs.current.get(keys[next])?.focus();
  }

  return (
    <div className={props.className}>
      <div
        role="tablist"
        aria-label={props.label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1"
      >
        {props.tabs.map((tab) => {
          const isSelected = tab.key === props.selected;
          const Icon = tab.icon;
          const tabProps = {
            ref: (element: HTMLElement | null) => {
              if (element) tabRefs.current.set(tab.key, element);
              else tabRefs.current.delete(tab.key);
            },
            role: "tab",
            id: `${baseId}-tab-${tab.key}`,
            "aria-selected": isSelected,
            "aria-controls": `${baseId}-panel-${tab.key}`,
            tabIndex: isSelected ? 0 : -1,
            className: cn(
              "inline-flex min-h-11 flex-auto items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
              isSelected ? "bg-white text-gray-900 shadow-xs" : "text-gray-700 hover:bg-white/60 hover:text-gray-900",
            ),
          } as const;
          const content = (
            <>
              {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
              {tab.label}
            </>
          );
          return tab.href ? (
            <a
              key={tab.key}
              {...tabProps}
              href={tab.href}
              onClick={(event) => {
                // A modified click opens the link elsewhere, as links do.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                props.onSelect(tab.key);
              }}
            >
              {content}
            </a>
          ) : (
            <PlainButton key={tab.key} {...tabProps} type="button" onClick={() => props.onSelect(tab.key)}>
              {content}
            </PlainButton>
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
