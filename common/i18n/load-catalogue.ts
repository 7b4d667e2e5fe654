import { addCatalogueAreas, type TLanguage } from "./index";

const loaders = {
  ar: async () => (await import("./ar/index")).ar,
  fr: async () => (await import("./fr/index")).fr,
} satisfies Record<Exclude<TLanguage, "en">, () => Promise<Record<string, unknown>>>;

/**
 * Loads a page's language into the browser's catalogue before the page hydrates: English is in
 * the first-load script; Arabic and French are a chunk each, fetched only by their own pages.
 */
export async function loadCatalogue(language: TLanguage): Promise<void> {
  if (language === "en") return;
  addCatalogueAreas(language, await loaders[language]());
}
