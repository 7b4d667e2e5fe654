import { isSupportedLanguage, type TLanguage } from "./index";

/** The cookie that keeps a visitor's chosen language. */
export const LANGUAGE_COOKIE = "lang";

export interface TLanguageSources {
  pathname: string;
  /** The `lang` cookie's value, if any. */
  cookie?: string | null;
  /** The Accept-Language header, if any. */
  acceptLanguage?: string | null;
}

/** The supported language a path starts with (`/fr/jobs` → "fr"), or null. */
export function languageOfPath(pathname: string): TLanguage | null {
  const first = /^\/([A-Za-z-]+)(?:[/?#]|$)/.exec(pathname)?.[1]?.toLowerCase();
  return isSupportedLanguage(first) ? first : null;
}

/**
 * The best supported language of an Accept-Language header: by q-value (the order given breaks
 * ties), a regional tag matching its base language (`fr-CA` → "fr"); `*` and q=0 choose nothing.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): TLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParameter ? Number(qParameter.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag && range.tag !== "*" && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (isSupportedLanguage(tag)) return tag;
    const base = tag.split("-")[0];
    if (isSupportedLanguage(base)) return base;
  }
  return null;
}

const supportedOrNull = (code: string | null | undefined): TLanguage | null => {
  const normalised = code?.trim().toLowerCase();
  return isSupportedLanguage(normalised) ? normalised : null;
};

/** Whether a path is an API call's (and not a page's). */
export const isApiPath = (pathname: string) => /^\/api(?:\/|$)/.test(pathname);

/**
 * A request's language, resolved once per request. A page's is its URL's: the path prefix
 * (`/ar/jobs`), English without one. An API call's is the one it asks for: Accept-Language (the
 * site's pages send their own language), then the `lang` cookie, then English.
 */
export function resolveLanguage(sources: TLanguageSources): TLanguage {
  if (!isApiPath(sources.pathname)) return languageOfPath(sources.pathname) ?? "en";
  return languageOfAcceptLanguage(sources.acceptLanguage) ?? supportedOrNull(sources.cookie) ?? "en";
}

/**
 * The language a visitor would read an unprefixed (English) page in: the one they chose (the
 * `lang` cookie, which signing in sets to the account's), then their browser's (Accept-Language),
 * then English. The server sends a page request to that language's URL when it is not English.
 */
export function preferredLanguage(sources: Omit<TLanguageSources, "pathname">): TLanguage {
  return supportedOrNull(sources.cookie) ?? languageOfAcceptLanguage(sources.acceptLanguage) ?? "en";
}
