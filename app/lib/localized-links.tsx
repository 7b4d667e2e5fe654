// Every link, navigation and redirect target inside the site stays in the page's language: a
// reader on /ar/... goes on to /ar/..., a reader on /fr/... to /fr/... (common/i18n/language-paths.ts).
// The app imports Link, NavLink and useNavigate from here, never from react-router (lint).
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { isSupportedLanguage, type TLanguage } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";

/** The language of the page being read (its URL prefix, as the root loader resolved it). */
export function usePageLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : "en";
}

/** A target in a language: a site path (string or `{ pathname }`) gets its prefix; a relative one is left as it is. */
export function localizeTo(to: To, language: TLanguage): To {
  if (typeof to === "string") return localizePath(to, language);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

/** Turns a site path into the page language's: `/jobs` on an Arabic page → `/ar/jobs`. */
export function useLocalizedPath(): (path: string) => string {
  const language = usePageLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={localizeTo(to, usePageLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={localizeTo(to, usePageLanguage())} {...props} />;
}

/** react-router's navigate, with site paths in the page's language (a number goes back or forward as it is). */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const language = usePageLanguage();
  const localizedNavigate = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localizeTo(to, language), options),
    [navigate, language],
  );
  return localizedNavigate as NavigateFunction;
}
