import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { TLanguage } from "@common/i18n";
import { LANGUAGE_COOKIE } from "@common/i18n/resolve-language";
import type { THonoEnv } from "../context";

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Keeps a language in the browser (the `lang` cookie): the site's pages open in it from then on.
 * Set when an account saves its language and when it signs in, so the account's language follows
 * it to every browser it uses.
 */
export function rememberLanguage(c: Context<THonoEnv>, language: TLanguage): void {
  setCookie(c, LANGUAGE_COOKIE, language, {
    sameSite: "Lax",
    secure: c.get("app").env.isHttps,
    path: "/",
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
