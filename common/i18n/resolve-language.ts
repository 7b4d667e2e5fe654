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
  const first = /^\/([A-Za-z-]+)(?:\/|$)/.exec(pathname)?.[1]?.toLowerCase();
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

/**
 * A request's language, resolved once per request: a supported path prefix, then the `lang`
 * cookie, then the best match of Accept-Language, then English.
 */
export function resolveLanguage(sources: TLanguageSources): TLanguage {
  const fromCookie = sources.cookie?.trim().toLowerCase();
  return (
    languageOfPath(sources.pathname) ??
    (isSupportedLanguage(fromCookie) ? fromCookie : null) ??
    languageOfAcceptLanguage(sources.acceptLanguage) ??
    "en"
  );
}
