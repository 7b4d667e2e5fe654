// Every English catalogue area has its Arabic and French file, with the same keys, the same
// placeholders and tags, every plural form the language has, and no English left in it.
import { describe, expect, it } from "vitest";
import { ar } from "./ar/index";
import { arServerAreas } from "./ar/server-areas";
import { NAME_LIKE_LATIN_WORDS } from "./catalogue-words";
import { fr } from "./fr/index";
import { frServerAreas } from "./fr/server-areas";

type TValue = string | readonly TValue[] | { readonly [key: string]: TValue };

const areaFiles = (modules: Record<string, unknown>) =>
  new Map(
    Object.entries(modules)
      .filter(([file]) => !file.endsWith("/index.ts") && !file.endsWith("server-areas.ts"))
      .map(([file, module]) => [file.split("/").pop() ?? file, module as Record<string, TValue>]),
  );

const english = areaFiles(import.meta.glob("./en/*.ts", { eager: true }));
const others = {
  ar: areaFiles(import.meta.glob("./ar/*.ts", { eager: true })),
  fr: areaFiles(import.meta.glob("./fr/*.ts", { eager: true })),
};

/** "a.b.c" → text, arrays by index. */
function flatten(value: TValue, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") into.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item: TValue, index) => flatten(item, `${prefix}[${index}]`, into));
  else
    for (const [key, item] of Object.entries(value as Record<string, TValue>))
      flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Placeholders, nestings and tags: what the code fills in, so a translation keeps each. */
const tokensOf = (text: string) =>
  [...text.matchAll(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\/?>/g)].map(([token]) => token).sort();

/** The words a language's text may not contain: English left untranslated. */
function englishLeftIn(language: "ar" | "fr", text: string, englishText: string): string[] {
  const stripped = text
    .replace(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\/?>/g, " ")
    .replace(/\b(?:https?:\/\/|mailto:|www\.)\S+/g, " ")
    .replace(/\S+@\S+\.\S+/g, " ")
    .replace(/(?:^|[\s(])\/[\w/.:<>?=&…-]*/g, " ");
  const words = stripped.match(/[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ0-9_.'’-]*/g) ?? [];
  if (language === "ar") {
    // Arabic text carries Latin words only for names, brands and acronyms the English text has too.
    return words.filter((word) => {
      const bare = word.replace(/[.'’-]+$/, "");
      const codeLike = /[_.]|\d|^[a-z]+-[a-z]/.test(bare);
      return !(
        NAME_LIKE_LATIN_WORDS.has(bare) ||
        (englishText.includes(bare) && (/^[A-Z0-9]|[A-Z]{2}/.test(bare) || codeLike))
      );
    });
  }
  // French shares many words with English ("Contact", "Message", "Type"); its function words are
  // what betray an untranslated sentence.
  return words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word.toLowerCase()));
}

const ENGLISH_FUNCTION_WORDS = new Set(
  "the and your you with is are this that of to for from be has have will can not or we our it by at no yes was were been there their they them what which who when where how all any each".split(
    " ",
  ),
);

for (const [language, areas] of Object.entries(others) as ["ar" | "fr", typeof others.ar][]) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  describe(`the ${language} catalogue`, () => {
    it("has a file for every English area", () => {
      expect([...areas.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("registers every area: for the browser, or the server only", () => {
      const catalogue = language === "ar" ? { ...ar, ...arServerAreas } : { ...fr, ...frServerAreas };
      // The legal pages' texts are nested in the legal area.
      const topKeys = [...english]
        .filter(([file]) => !["legal-privacy.ts", "legal-terms.ts"].includes(file))
        .flatMap(([, module]) => Object.values(module).flatMap((area) => Object.keys(area as object)));
      expect(topKeys.filter((key) => !(key in catalogue))).toEqual([]);
    });

    for (const [file, englishModule] of english) {
      it(`${file}: every key, placeholder and plural form, translated`, () => {
        const translated = areas.get(file);
        expect(translated, `${language}/${file} is missing`).toBeDefined();
        const source = flatten(englishModule as TValue);
        const target = flatten(translated as TValue);
        const problems: string[] = [];
        const expected = new Set<string>();
        for (const [key, text] of source) {
          // A section's id is its anchor in the page's URL, the same in every language.
          if (/(^|\.)id$/.test(key)) {
            if (target.has(key)) expected.add(key);
            continue;
          }
          const base = PLURAL.exec(key) ? key.replace(PLURAL, "") : null;
          const keys = base ? categories.map((category) => `${base}_${category}`) : [key];
          for (const wanted of keys) {
            expected.add(wanted);
            const value = target.get(wanted);
            if (value === undefined) {
              problems.push(`missing ${wanted}`);
              continue;
            }
            const englishTokens = tokensOf(base ? (source.get(`${base}_other`) ?? text) : text);
            const tokens = tokensOf(value);
            // A plural form for one, two or none may say the number in words ("وظيفة واحدة").
            const singular = base && /_(zero|one|two)$/.test(wanted);
            const same = singular
              ? tokens.every((token) => englishTokens.includes(token))
              : tokens.join() === englishTokens.join();
            if (!same) problems.push(`${wanted}: placeholders ${tokens.join(" ")} ≠ ${englishTokens.join(" ")}`);
            const left = englishLeftIn(language, value, text);
            if (left.length > 0) problems.push(`${wanted}: English left: ${left.join(", ")}`);
          }
        }
        for (const key of target.keys()) if (!expected.has(key)) problems.push(`extra ${key}`);
        expect(problems).toEqual([]);
      });
    }
  });
}
