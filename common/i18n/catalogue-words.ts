/**
 * Latin-script words an Arabic text may keep although they are not capitalised: technical names
 * that are written this way in every language. Capitalised names, brands and acronyms the English
 * text has too (Hirewise, Google, PDF) are allowed without being listed.
 */
export const NAME_LIKE_LATIN_WORDS: ReadonlySet<string> = new Set([
  "ads.txt",
  "robots.txt",
  "sitemap.xml",
  "px",
  "https",
  "http",
  "mailto",
  "pdftotext",
]);
