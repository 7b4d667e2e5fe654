// Turns what people type into the search box into the text of a PostgreSQL tsquery, without
// letting any of it be read as tsquery syntax. The result is still passed as a parameter to
// to_tsquery('english', $1): this module decides the operators, the user only supplies words.
//
//   react developer        all words must match          'react' & 'develop'
//   "product manager"      a phrase, words in this order  ('product' <-> 'manag')
//   -java, -"call centre"  leave these out                !'java'
//   reac                   (broadened search) a prefix    ('reac' | 'reac':*)
//   recat                  (broadened search) a typo      ('recat' | 'react')
//   c++, ingénieur, أحمد   one spelling with the jobs     'cplusplus', 'ingenieur', 'احمد' (search-text.ts)
//   c#/.net                a word that becomes two        ('csharp' <-> 'dotnet')

import { isPlainWord } from "../../platform/search-index/search-vocabulary";
import { isTechnicalWord, normalizeSearchText } from "./search-text";

export interface TSearchTerm {
  /**
   * Lower-case words in the spelling of the stored search text; one for a plain word, several
   * for a quoted phrase or a word that the spelling splits ("asp.net" is "asp dotnet").
   */
  words: string[];
  isPhrase: boolean;
  isExcluded: boolean;
}

export interface TParsedSearch {
  terms: TSearchTerm[];
}

/** Longer input is cut: the search box allows 200 characters. */
export const MAX_SEARCH_TEXT = 200;
/** More terms than this are ignored: each adds work to every matching row. */
export const MAX_SEARCH_TERMS = 12;
/** A phrase keeps at most this many words. */
const MAX_PHRASE_WORDS = 8;
/** Shorter words are not prefix-matched ("go" would match everything starting with "go"). */
export const MIN_PREFIX_LENGTH = 3;

// tsquery's own syntax (operators, grouping, weights and prefix, quoting, escaping). Removing
// these from a word leaves text that to_tsquery can only read as an operand.
const TSQUERY_SYNTAX = /[&|!:*()<>\\'"`]/g;
// NUL cannot be stored in PostgreSQL text; other control characters are never meaningful here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TYPOGRAPHIC_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// tsquery syntax in the text separates words ("react&node", "react<->node" are two words); the
// double quote stays, it marks phrases.
const SYNTAX_BETWEEN_WORDS = /[&|!:*()<>\\'`]/g;

function cleanText(text: string): string {
  return text
    .slice(0, MAX_SEARCH_TEXT * 2)
    .replace(LONE_SURROGATES, " ")
    .normalize("NFKC")
    .replace(TYPOGRAPHIC_QUOTES, '"')
    .replace(CONTROL_CHARACTERS, " ")
    .replace(SYNTAX_BETWEEN_WORDS, " ")
    .slice(0, MAX_SEARCH_TEXT);
}

/** A word reduced to what can only be an operand; null when nothing searchable is left. */
export function sanitizeWord(word: string): string | null {
  const cleaned = word
    .replace(TSQUERY_SYNTAX, "")
    .replace(/^[-\s]+/, "")
    .trim()
    .toLowerCase();
  return cleaned && HAS_LETTER_OR_DIGIT.test(cleaned) ? cleaned : null;
}

/** Splits the text into words, quoted phrases and exclusions. Unbalanced quotes end at the text's end. */
export function parseSearch(input: string | null | undefined): TParsedSearch {
  const text = cleanText(input ?? "");
  const terms: TSearchTerm[] = [];
  const seen = new Set<string>();
  let index = 0;
  const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

  while (index < text.length && terms.length < MAX_SEARCH_TERMS) {
    if (isSpace(text[index])) {
      index += 1;
      continue;
    }
    let isExcluded = false;
    if (text[index] === "-" && index + 1 < text.length && !isSpace(text[index + 1])) {
      isExcluded = true;
      index += 1;
    }
    let raw: string;
    if (text[index] === '"') {
      const end = text.indexOf('"', index + 1);
      raw = text.slice(index + 1, end === -1 ? text.length : end);
      index = end === -1 ? text.length : end + 1;
    } else {
      let end = index;
      while (end < text.length && !isSpace(text[end]) && text[end] !== '"') end += 1;
      raw = text.slice(index, end);
      index = end;
    }
    const words = normalizeSearchText(raw)
      .split(/\s+/)
      .map(sanitizeWord)
      .filter((word): word is string => word !== null)
      .slice(0, MAX_PHRASE_WORDS);
    if (words.length === 0) continue;
    const term: TSearchTerm = { words, isPhrase: words.length > 1, isExcluded };
    const key = `${term.isExcluded ? "-" : "+"}${term.words.join(" ")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return { terms };
}

export function hasPositiveTerms(search: TParsedSearch): boolean {
  return search.terms.some((term) => !term.isExcluded);
}

export interface TCompileOptions {
  /** Leave out the exclusions (the title-match query tests the positive terms only). */
  positiveOnly?: boolean;
  /** Match each plain word also as a prefix ("reac" finds "react"). */
  isPrefix?: boolean;
  /**
   * Word -> known words it may stand for: completions of a word being typed ("managi" ->
   * "managing", which stems to what "manager" does, where the prefix 'managi':* cannot reach the
   * stem 'manag') or the word a typo was meant to be ("recat" -> "react"). All are accepted.
   */
  alternatives?: ReadonlyMap<string, readonly string[]>;
  /** Terms to leave out (phrases that are matched another way). */
  omit?: ReadonlySet<TSearchTerm>;
}

function compileWord(word: string, options: TCompileOptions): string {
  if (!isPlainWord(word)) return word;
  const alternatives = [word];
  if (options.isPrefix && word.length >= MIN_PREFIX_LENGTH) alternatives.push(`${word}:*`);
  for (const alternative of options.alternatives?.get(word) ?? []) {
    if (isPlainWord(alternative) && !alternatives.includes(alternative)) alternatives.push(alternative);
  }
  return alternatives.length === 1 ? word : `(${alternatives.join(" | ")})`;
}

/**
 * The tsquery text for to_tsquery('english', ...); "" when there is nothing to search. Every
 * operand went through sanitizeWord (or is a plain word from the vocabulary), so the operators
 * here are the only syntax in it.
 */
export function toTsQueryText(search: TParsedSearch, options: TCompileOptions = {}): string {
  const parts: string[] = [];
  for (const term of search.terms) {
    if ((term.isExcluded && options.positiveOnly) || options.omit?.has(term)) continue;
    let operand: string;
    if (term.isPhrase) {
      operand = `(${term.words.join(" <-> ")})`;
    } else if (term.isExcluded) {
      operand = term.words[0];
    } else {
      operand = compileWord(term.words[0], options);
    }
    parts.push(term.isExcluded ? `!${operand}` : operand);
  }
  return parts.join(" & ");
}

/**
 * The tsquery text that matches any excluded term ("-java -\"call centre\"" -> "java | (call <->
 * centre)"), for a search of exclusions only: the jobs to leave out are found by the index.
 */
export function toExcludedTsQueryText(search: TParsedSearch): string {
  const excluded = search.terms.filter((term) => term.isExcluded).map((term) => ({ ...term, isExcluded: false }));
  return excluded.map((term) => toTsQueryText({ terms: [term] })).join(" | ");
}

/**
 * The plain words that a completion or typo correction may apply to: positive, not in a phrase,
 * and not a technical name (c#, f#, c++, .net, node.js), which is matched as it is or not at all.
 */
export function correctableWords(search: TParsedSearch): string[] {
  return search.terms
    .filter(
      (term) => !term.isExcluded && !term.isPhrase && isPlainWord(term.words[0]) && !isTechnicalWord(term.words[0]),
    )
    .map((term) => term.words[0]);
}
