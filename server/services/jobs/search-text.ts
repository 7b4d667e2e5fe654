// The one normalisation of job search text: what people type and what jobs say
// meet in the same spelling. The database applies job_search_text (migration 0007) to the text
// of every stored search vector; normalizeSearchText is its mirror for the words of a query, and
// search-text.test.ts checks that both give the same text.
//
//   Ingénieur, ÉTÉ, cœur              accents fold              Ingenieur, ETE, coeur
//   أحمد إسلام آمال, مستشفى, مدرسة      alef, yeh, teh marbuta    احمد اسلام امال, مستشفي, مدرسه
//   مُهَنْدِس, مـهـنـدس                   harakat, tatweel go       مهندس
//   C++, C#, F#, .NET, ASP.NET, Node.js  words of their own        cplusplus, csharp, fsharp, dotnet, asp dotnet, nodejs
//
// Character classes are spelt out in ASCII ([A-Za-z0-9], no case-insensitive flag) so that
// JavaScript and PostgreSQL regular expressions read them alike.

/** Letters replaced one for one: French (and other Latin) accents, Arabic letter forms. */
const FOLDED_LETTERS: readonly (readonly [string, string])[] = [
  ["ÀÁÂÃÄÅ", "A"],
  ["àáâãäå", "a"],
  ["Ç", "C"],
  ["ç", "c"],
  ["ÈÉÊË", "E"],
  ["èéêë", "e"],
  ["ÌÍÎÏ", "I"],
  ["ìíîï", "i"],
  ["Ñ", "N"],
  ["ñ", "n"],
  ["ÒÓÔÕÖ", "O"],
  ["òóôõö", "o"],
  ["ÙÚÛÜ", "U"],
  ["ùúûü", "u"],
  ["ÝŸ", "Y"],
  ["ýÿ", "y"],
  // Alef with hamza above and below, alef with madda, alef wasla: bare alef.
  ["\u0623\u0625\u0622\u0671", "\u0627"],
  // Alef maqsura: yeh, as "مستشفى" is also written "مستشفي".
  ["\u0649", "\u064A"],
  // Teh marbuta: heh, as "مدرسة" is also written "مدرسه".
  ["\u0629", "\u0647"],
];

/** The from and to arguments of PostgreSQL's translate() that FOLDED_LETTERS amounts to. */
export const FOLDED_FROM = FOLDED_LETTERS.map(([from]) => from).join("");
export const FOLDED_TO = FOLDED_LETTERS.map(([from, to]) => to.repeat(from.length)).join("");

const FOLDED = new Map(FOLDED_LETTERS.flatMap(([from, to]) => [...from].map((letter) => [letter, to] as const)));
const FOLDED_PATTERN = new RegExp(`[${FOLDED_FROM}]`, "g");

/** Ligatures, which translate() cannot turn into two letters. */
export const LIGATURES: readonly (readonly [string, string])[] = [
  ["Œ", "OE"],
  ["œ", "oe"],
  ["Æ", "AE"],
  ["æ", "ae"],
];

/**
 * Marks removed: Latin combining accents (a decomposed "é"), Arabic harakat, Quranic marks and
 * the superscript alef, and tatweel, the stretching stroke.
 */
export const REMOVED_MARKS = "[\\u0300-\\u036F\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640]";

/**
 * Technical names that the english parser would break up ("c++" -> "c"): each becomes a word of
 * its own, spaced off so that it never joins its neighbours into a path or an address. The
 * replacement uses \1 for the first group (PostgreSQL's spelling; JavaScript's is $1).
 */
export const TECHNICAL_WORDS: readonly (readonly [string, string])[] = [
  ["(?<![A-Za-z0-9])[cC]\\+\\+", " cplusplus "],
  ["(?<![A-Za-z0-9])([cCfF])#", " \\1sharp "],
  ["(?<![A-Za-z0-9])([aA][sS][pP]|[aA][dD][oO]|[vV][bB])?\\.[nN][eE][tT](?![A-Za-z0-9])", " \\1 dotnet "],
  ["(?<![A-Za-z0-9.])([A-Za-z0-9]+)\\.[jJ][sS](?![A-Za-z0-9])", " \\1js "],
];

/**
 * Whether a search word is one of the technical names above ("csharp", "dotnet", "nodejs"): a
 * name of its own, never completed or corrected into a plain word ("csharp" is not "sharp").
 */
export function isTechnicalWord(word: string): boolean {
  return /^(cplusplus|[cf]sharp|dotnet|[\p{L}\p{N}]+js)$/u.test(word);
}

const REMOVED_MARKS_PATTERN = new RegExp(REMOVED_MARKS, "g");
const TECHNICAL_PATTERNS = TECHNICAL_WORDS.map(
  ([pattern, replacement]) => [new RegExp(pattern, "g"), replacement.replace("\\1", "$1")] as const,
);

/** job_search_text (migration 0007), in JavaScript. */
export function normalizeSearchText(text: string): string {
  let result = text.replace(FOLDED_PATTERN, (letter) => FOLDED.get(letter) ?? letter);
  for (const [ligature, letters] of LIGATURES) result = result.replaceAll(ligature, letters);
  result = result.replace(REMOVED_MARKS_PATTERN, "");
  for (const [pattern, replacement] of TECHNICAL_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}
