import { BriefcaseBusiness } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { permissions } from "@common/auth/permissions";
import { useCurrentUser } from "~/lib/current-user";
import { useSiteName } from "~/lib/site";
import { AccountMenu } from "./account-menu";
import { LanguageMenu } from "./language-switch";
import { MessagesLink } from "./messages-link";
import { MobileNavDrawer } from "./mobile-nav-drawer";
import { buildNavItems } from "./nav-items";
import { NavLinks } from "./nav-links";
import { useUnreadMessages } from "./use-unread-messages";

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const items = buildNavItems(user);
  const usesMessages = permissions.useMessages(user);
  const unread = useUnreadMessages(usesMessages);
  // The brand is the site's name (Settings > General), else the catalogue's.
  const name = useSiteName();

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-gray-200 bg-white/95 backdrop-blur-sm">
      <div className="page-container flex h-full items-center gap-2 lg:gap-3 xl:gap-4">
        <Link
          to="/"
          aria-label={t("shell.homeLink", { siteName: name })}
          className="-ms-1 flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-lg font-bold tracking-tight text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary-700 text-white">
            <BriefcaseBusiness aria-hidden="true" className="size-5" />
          </span>
          <span className="max-w-[9rem] truncate sm:max-w-[16rem]">{name}</span>
        </Link>

        {/* French and Arabic labels are longer: their bar fits from 1280 px, the drawer serves below. */}
        <nav
          aria-label={t("shell.nav.label")}
          className="hidden lg:block lg:[:is(:lang(fr),:lang(ar))_&]:hidden xl:[:is(:lang(fr),:lang(ar))_&]:block"
        >
          <NavLinks items={items} layout="bar" />
        </nav>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu className="hidden lg:inline-flex" />
          {user ? (
            <>
              {usesMessages ? <MessagesLink unread={unread} /> : null}
              <AccountMenu user={user} usesMessages={usesMessages} unread={unread} />
            </>
          ) : (
            <>
              <Link
                to="/login"
                className={buttonClasses({ variant: "ghost", className: "shrink-0 px-3 whitespace-nowrap" })}
              >
                {t("shell.header.signIn")}
              </Link>
              {/* The French labels are longer: beside "Se connecter" the button fits from 440 px (the drawer has it). */}
              <Link
                to="/post-job"
                className={buttonClasses({
                  className:
                    "hidden shrink-0 px-3 whitespace-nowrap min-[375px]:inline-flex sm:px-4 max-[439px]:[:lang(fr)_&]:hidden",
                })}
              >
                {t("shell.header.postJob")}
              </Link>
            </>
          )}
          <MobileNavDrawer items={items} isSignedIn={Boolean(user)} usesMessages={usesMessages} unread={unread} />
        </div>
      </div>
    </header>
  );
}
