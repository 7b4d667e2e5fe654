import { Menu } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { LanguageList } from "./language-switch";
import type { TNavItem } from "./nav-items";
import { NavLinks } from "./nav-links";

/** Below the lg breakpoint the navigation lives in a side drawer opened by the menu button. */
export function MobileNavDrawer({
  items,
  isSignedIn,
  usesMessages = false,
  unread = 0,
}: {
  items: TNavItem[];
  isSignedIn: boolean;
  /** Whether the account has an inbox: the drawer then links to it with the unread count. */
  usesMessages?: boolean;
  unread?: number;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer is open for the page it was opened on, so any navigation (a link, the back
  // button) closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const close = () => setOpenedOn(null);

  return (
    <Sheet open={isOpen} onOpenChange={(open) => setOpenedOn(open ? pathname : null)}>
      <SheetTrigger asChild>
        <PlainButton
          className={buttonClasses({
            variant: "ghost",
            size: "icon",
            className: "lg:hidden lg:[:is(:lang(fr),:lang(ar))_&]:inline-flex xl:[:is(:lang(fr),:lang(ar))_&]:hidden",
          })}
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t("shell.drawer.open")}</span>
        </PlainButton>
      </SheetTrigger>
      <SheetContent title={t("shell.drawer.title")} closeLabel={t("shell.drawer.close")}>
        <nav aria-label={t("shell.nav.label")}>
          <NavLinks items={items} layout="drawer" onNavigate={close} />
        </nav>
        {usesMessages ? (
          <div className="border-t border-gray-200 p-4">
            <Link
              to="/messages"
              onClick={close}
              aria-label={unread > 0 ? t("messages.header.unread", { count: unread }) : undefined}
              className={buttonClasses({ variant: "secondary", className: "w-full justify-between" })}
            >
              {t("messages.header.link")}
              {unread > 0 ? (
                <span aria-hidden="true" className="rounded-full bg-primary-700 px-2 text-xs leading-5 text-white">
                  {unread}
                </span>
              ) : null}
            </Link>
          </div>
        ) : null}
        {isSignedIn ? null : (
          <div className="flex flex-col gap-2 border-t border-gray-200 p-4">
            <Link to="/login" onClick={close} className={buttonClasses({ variant: "secondary" })}>
              {t("shell.header.signIn")}
            </Link>
            <Link to="/post-job" onClick={close} className={buttonClasses()}>
              {t("shell.header.postJob")}
            </Link>
          </div>
        )}
        <LanguageList className="border-t border-gray-200 p-4" />
      </SheetContent>
    </Sheet>
  );
}
