// Each language has its own URLs: English unprefixed (/jobs), Arabic and French under their code
// (/ar/jobs, /fr/jobs). Pages link within the reader's language through these.
import { SUPPORTED_LANGUAGES, type TLanguage } from "./index";
import { languageOfPath } from "./resolve-language";

/** The languages that have a path prefix. */
export const PREFIXED_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== "en");

/** Whether a path's first segment is a language prefix (`ar`, `fr`; not `en`). */
export function isPrefixedLanguage(segment: string): boolean {
  return (PREFIXED_LANGUAGES as readonly string[]).includes(segment);
}

/** A path without its language prefix: `/ar/jobs?q=x` → `/jobs?q=x`, `/fr` → `/`. */
export function withoutLanguagePrefix(path: string): string {
  const language = languageOfPath(path);
  if (!language) return path;
  const rest = path.slice(language.length + 1);
  return rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A site path in a language: `/jobs` in Arabic → `/ar/jobs`, `/` → `/ar`; English drops any
 * prefix. Anything that is not a site path (`https://…`, `mailto:`, `#top`, `/api/…`,
 * `/uploads/…`) is returned as it is.
 */
export function localizePath(path: string, language: TLanguage): string {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/(api|uploads|assets)(\/|$)/.test(path)) return path;
  const bare = withoutLanguagePrefix(path);
  if (language === "en") return bare;
  return bare === "/" || /^\/[?#]/.test(bare) ? `/${language}${bare.slice(1)}` : `/${language}${bare}`;
}
