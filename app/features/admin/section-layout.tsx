import { useId } from "react";
import type { LucideIcon } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { cn } from "~/lib/cn";
import { useAdminParams } from "./admin-url";

/**
 * A console tab with sections (?section=...): a vertical list of links on a wide screen and a
 * select on a phone, beside the chosen section's body. The first section is the tab's default,
 * so its address carries no section; choosing one drops what `reset` names (the page, filters or
 * item of the section left behind).
 */
export function SectionLayout<K extends string>(props: {
  sections: readonly K[];
  current: K;
  label: (key: K) => string;
  icons: Record<K, LucideIcon>;
  /** The select's label and the list's name. */
  selectLabel: string;
  navLabel: string;
  reset: Record<string, null>;
  children: React.ReactNode;
}) {
  const { href, update } = useAdminParams();
  const selectId = useId();
  const [first] = props.sections;
  const patch = (key: string) => ({ ...props.reset, section: key === first ? null : key });

  return (
    <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
      <div className="md:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {props.selectLabel}
        </label>
        <div className="mt-1">
          <ImmediateSelect id={selectId} value={props.current} onPick={(value) => update(patch(value))}>
            {props.sections.map((key) => (
              <option key={key} value={key}>
                {props.label(key)}
              </option>
            ))}
          </ImmediateSelect>
        </div>
      </div>
      <nav aria-label={props.navLabel} className="hidden md:block">
        <ul className="space-y-1">
          {props.sections.map((key) => {
            const Icon: LucideIcon = props.icons[key];
            const isCurrent = key === props.current;
            return (
              <li key={key}>
                <Link
                  to={href(patch(key))}
                  preventScrollReset
                  aria-current={isCurrent ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    isCurrent
                      ? "bg-primary-50 text-primary-800"
                      : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {props.label(key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6 min-w-0 md:mt-0">{props.children}</div>
    </div>
  );
}
