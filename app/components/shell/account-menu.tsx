import { LayoutDashboard, LogOut, MessageSquare, Settings, ShieldCheck } from "lucide-react";
import { PlainButton } from "~/components/ui/button";
import { useState } from "react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TPublicUser } from "@common/auth/schemas";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { useIsAdmin } from "~/lib/current-user";
import { UserAvatar, userInitials } from "./user-avatar";
import { useSignOut } from "./use-sign-out";

/** The signed-in header's avatar menu: who is signed in, account links and Sign out. */
export function AccountMenu({
  user,
  usesMessages = false,
  unread = 0,
}: {
  user: TPublicUser;
  /** Whether the account has an inbox (companies and job seekers). */
  usesMessages?: boolean;
  unread?: number;
}) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { signOut, isPending } = useSignOut();
  const [isOpen, setIsOpen] = useState(false);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenuTrigger asChild>
        <PlainButton
          aria-label={t("shell.account.trigger", { initials: userInitials(user) })}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=open]:bg-gray-100"
        >
          <UserAvatar user={user} />
        </PlainButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-gray-900">{fullName}</span>
            <span className="block truncate text-sm text-gray-600">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t("shell.account.dashboard")}
          </Link>
        </DropdownMenuItem>
        {usesMessages ? (
          <DropdownMenuItem asChild>
            <Link to="/messages" aria-label={unread > 0 ? t("messages.header.unread", { count: unread }) : undefined}>
              <MessageSquare aria-hidden="true" />
              {t("messages.header.link")}
              {unread > 0 ? (
                <span
                  aria-hidden="true"
                  className="ms-auto rounded-full bg-primary-700 px-2 text-xs leading-5 text-white"
                >
                  {unread}
                </span>
              ) : null}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            {t("shell.account.settings")}
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              {t("shell.account.adminDashboard")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(event) => {
            // Keep the menu open while signing out, so "Signing out..." stays visible.
            event.preventDefault();
            void signOut().then((isSignedOut) => {
              if (isSignedOut) setIsOpen(false);
            });
          }}
        >
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {isPending ? t("shell.account.signingOut") : t("shell.account.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
