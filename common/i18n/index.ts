import i18next, { type i18n } from "i18next";
import { en } from "./en/index";
import { formatNumber, intlLocale, type TDigits } from "./formats";

export const SUPPORTED_LANGUAGES = ["en", "ar", "fr"] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: "English", ar: "العربية", fr: "Français" };
const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur"]);

export function textDirection(language: string): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}

export const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: en } };

/**
 * Adds catalogue areas that not every page needs (the assistant's page and panel in the browser,
 * its replies and knowledge base on the server): they join a language's catalogue when the
 * module that uses them loads, so no other page's first-load script carries them. Every
 * translator and i18next instance sees them from then on. The Arabic and French catalogues join
 * the same way: on the server all of them at start (common/i18n/all-catalogues.ts), in the
 * browser only the page's, before it hydrates (common/i18n/load-catalogue.ts), so an English
 * page never carries the other languages' texts.
 */
export function addCatalogueAreas(language: TLanguage, areas: Record<string, unknown>): void {
  const catalogue = (resources[language] ??= { translation: {} });
  Object.assign(catalogue.translation, areas);
}

/**
 * The codes isSupportedLanguage accepts: the shipped languages, and a catalogue a test registers
 * (common/i18n/test-catalogue.ts, which application code never imports).
 */
export const supportedLanguageCodes = new Set<string>(SUPPORTED_LANGUAGES);

/** Whether a code is one of the languages the site ships. */
export function isSupportedLanguage(code: string | null | undefined): code is TLanguage {
  return supportedLanguageCodes.has(code ?? "");
}

// The Intl.NumberFormat options a text's `{{value, number(...)}}` may give; the rest of what
// i18next hands a formatter is the t() call's own values.
const NUMBER_OPTIONS = ["style", "currency", "unit", "minimumFractionDigits", "maximumFractionDigits", "useGrouping"];
const numberDigits = new WeakMap<i18n, TDigits>();

/**
 * Writes a text's `{{count, number}}` with the reader's digits (decision 041) through the shared
 * formatters, rather than as the engine's bare language would (whose Arabic digits differ between
 * ICU versions, so between the server and a browser).
 */
export function setNumberDigits(instance: i18n, digits: TDigits): void {
  if (numberDigits.get(instance) === digits) return;
  numberDigits.set(instance, digits);
  instance.services.formatter?.add("number", (value: unknown, lng: string | undefined, given: object) => {
    const options = Object.fromEntries(Object.entries(given).filter(([name]) => NUMBER_OPTIONS.includes(name)));
    return formatNumber(Number(value), intlLocale(lng ?? "en", digits), options);
  });
}

/** A fresh i18next instance (one per request on the server, one in the browser). */
export function createI18n(language: TLanguage = "en", digits: TDigits = "latn"): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: "en",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  setNumberDigits(instance, digits);
  return instance;
}

/** A catalogue key's text with its values; unknown keys are returned as they are. */
export type TTranslate = (key: string, values?: Record<string, unknown>) => string;

const translators = new Map<string, TTranslate>();

/**
 * The text function of one language, shared by every request in that language (i18next's `t`
 * of an instance that never changes language). Missing keys fall back to English.
 */
export function createTranslator(language: TLanguage): TTranslate {
  let translator = translators.get(language);
  if (!translator) {
    const t = createI18n(language).t as (key: string, values: Record<string, unknown>) => string;
    translator = (key, values) => t(key, values ?? {});
    translators.set(language, translator);
  }
  return translator;
}

const english = createTranslator("en");
const serverI18n = createI18n("en");

/**
 * English text for a catalogue key, for logs, the console and error objects' own `message` only.
 * What a user reads is in their language: the request's translator (`c.get("t")`, the loader
 * context's `t`, `metaText(matches)` in a route's meta), the recipient's (mail), or
 * `useTranslation()` in a component.
 */
export function translateForLogs(key: string, values?: Record<string, unknown>): string {
  return english(key, values);
}

/** Whether a text is a key of the catalogue (and not, say, a library's English message). */
export function isCatalogueKey(text: string): boolean {
  return serverI18n.exists(text);
}
