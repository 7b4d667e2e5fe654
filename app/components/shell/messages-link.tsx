import { MessageSquare } from "lucide-react";
import { NavLink } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** The header's link to the inbox: an icon with the unread count as a badge, named with the count. */
export function MessagesLink({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const label = unread > 0 ? t("messages.header.unread", { count: unread }) : t("messages.header.link");
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-gray-900",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
          isActive && "bg-primary-50 text-primary-800",
        )
      }
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
