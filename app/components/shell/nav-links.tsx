import { NavLink } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import type { TNavItem } from "./nav-items";

/** The main navigation links; the current page's link is marked (aria-current="page"). */
export function NavLinks({
  items,
  layout,
  onNavigate,
}: {
  items: TNavItem[];
  layout: "bar" | "drawer";
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={layout === "bar" ? "flex items-center gap-0.5" : "flex flex-col gap-1 p-3"}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.isEnd}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-lg font-medium whitespace-nowrap transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                layout === "bar" ? "px-2 text-sm xl:px-3" : "px-3 text-base",
                isActive ? "bg-primary-50 text-primary-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
              )
            }
          >
            {t(`shell.nav.${item.label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
