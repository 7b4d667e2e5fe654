import i18next, { type i18n } from "i18next";
import { en } from "./en/index";

export const SUPPORTED_LANGUAGES = ["en"] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur"]);

export function textDirection(language: string): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}

export const resources = { en: { translation: en } } as const;

/** A fresh i18next instance (one per request on the server, one in the browser). */
export function createI18n(language: TLanguage = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: "en",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

const serverI18n = createI18n("en");

/** English text for a catalog key; unknown keys are returned as they are. */
export function translate(key: string, values?: Record<string, unknown>): string {
  const t = serverI18n.t as (key: string, values: Record<string, unknown>) => string;
  return t(key, values ?? {});
}

/** Whether a text is a key of the catalogue (and not, say, a library's English message). */
export function isCatalogueKey(text: string): boolean {
  return serverI18n.exists(text);
}
