// For tests only: application code never imports this file.
import { resources, supportedLanguageCodes, type TLanguage } from "./index";

/**
 * Registers a small catalogue under a language code and marks the code supported, so a test can
 * prove a text follows the language before a second language ships. Keys it lacks fall back to
 * English. Returns a function that removes it again.
 */
export function registerCatalogueForTests(code: string, catalogue: Record<string, unknown>): () => void {
  resources[code] = { translation: catalogue };
  supportedLanguageCodes.add(code);
  return () => {
    delete resources[code];
    supportedLanguageCodes.delete(code);
  };
}

/**
 * A pseudo-language whose few texts are recognisable, for the tests that prove a text follows the
 * language; typed as a shipped language, as it is one once registered.
 */
export const TEST_LANGUAGE = "xx" as TLanguage;
