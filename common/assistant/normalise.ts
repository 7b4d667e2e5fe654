// How the assistant reads a message before looking for words in it: English, French and Arabic,
// whatever the case, accents, Arabic letter variants, diacritics and punctuation. Pure.

/** One word of a message: as typed (lower case, for the words a search keeps) and as compared. */
export interface TToken {
  raw: string;
  norm: string;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * One word as it is compared: lower case, no accents ("Dubaï" -> "dubai"), Arabic without its
 * diacritics and tatweel, with one alef ("أ", "إ", "آ" -> "ا"), "ى" -> "ي", "ة" -> "ه", and the
 * hamza seats ("ؤ", "ئ") read as their letters.
 */
export function normaliseWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/ٱ/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ی/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ة/g, "ه")
    .toLowerCase();
}

/**
 * The words of a message. Punctuation (Arabic's "؟", "،" too) and apostrophes separate words
 * ("l'emploi" -> "l", "emploi"); "+" and "#" stay inside one ("c++", "c#").
 */
export function tokenise(text: string): TToken[] {
  const tokens: TToken[] = [];
  for (const piece of text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}+#]+/u)) {
    if (!/[\p{L}\p{N}]/u.test(piece)) continue;
    const raw = piece.replace(/[\u064b-\u065f\u0670\u0640]/g, "");
    tokens.push({ raw, norm: normaliseWord(piece) });
  }
  return tokens;
}

/** A phrase as a list of compared words ("Où est" -> ["ou", "est"]). */
export function phraseWords(phrase: string): string[] {
  return tokenise(phrase).map((token) => token.norm);
}

// Arabic writes some short words as prefixes: "و" (and), "ب" (in), "ل" (for), "ف" (so), "ك" (as).
const ARABIC_PREFIXES = ["و", "ب", "ل", "ف", "ك", "وب", "ول", "فب", "فل"];

/**
 * The words a typed word may be: itself, and for Arabic the word without an attached prefix
 * ("بدبي" is "in Dubai"; "للوظائف" is "ل" + "الوظائف") and without its article.
 */
export function readings(typed: string): string[] {
  const result = [typed];
  if (!ARABIC_LETTER.test(typed)) return result;
  for (const prefix of ARABIC_PREFIXES) {
    if (typed.length > prefix.length && typed.startsWith(prefix)) result.push(typed.slice(prefix.length));
  }
  if (typed.length > 2 && typed.startsWith("لل")) result.push(`ال${typed.slice(2)}`);
  // The article: "المرشح" is also read as "مرشح", "بالدورات" as "دورات".
  for (const reading of [...result]) {
    if (reading.length > 3 && reading.startsWith("ال")) result.push(reading.slice(2));
  }
  return result;
}

/** Whether a typed word is `word`, allowing an Arabic prefix. */
export function wordMatches(typed: string, word: string): boolean {
  return typed === word || readings(typed).includes(word);
}

/** Whether `words` appear in a row at `index` of `tokens`. */
export function matchesAt(tokens: readonly TToken[], index: number, words: readonly string[]): boolean {
  if (index + words.length > tokens.length) return false;
  return words.every((word, offset) =>
    offset === 0 ? wordMatches(tokens[index].norm, word) : tokens[index + offset].norm === word,
  );
}

/** Phrases with a value each, indexed by their first word: finds the longest one at a place. */
export class PhraseIndex<T> {
  private readonly byFirstWord = new Map<string, { words: string[]; value: T }[]>();

  constructor(entries: Iterable<[string, T]>) {
    for (const [phrase, value] of entries) {
      const words = phraseWords(phrase);
      if (words.length === 0) continue;
      const list = this.byFirstWord.get(words[0]) ?? [];
      list.push({ words, value });
      this.byFirstWord.set(words[0], list);
    }
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** The longest phrase starting at `index` (the first given among equals), or null. */
  longestAt(tokens: readonly TToken[], index: number): { words: string[]; value: T } | null {
    let best: { words: string[]; value: T } | null = null;
    for (const first of readings(tokens[index].norm)) {
      for (const entry of this.byFirstWord.get(first) ?? []) {
        if (best && entry.words.length <= best.words.length) break;
        if (entry.words.slice(1).every((word, offset) => tokens[index + 1 + offset]?.norm === word)) {
          best = entry;
          break;
        }
      }
    }
    return best;
  }
}

/** A list of phrases, compiled once: `has` tells whether a message contains one of them. */
export class PhraseList {
  private readonly index: PhraseIndex<true>;

  constructor(phrases: readonly string[]) {
    this.index = new PhraseIndex(phrases.map((phrase): [string, true] => [phrase, true]));
  }

  /** Where the first phrase found starts and how many words it has (the longest there), or null. */
  find(tokens: readonly TToken[]): { index: number; length: number } | null {
    for (let index = 0; index < tokens.length; index++) {
      const hit = this.index.longestAt(tokens, index);
      if (hit) return { index, length: hit.words.length };
    }
    return null;
  }

  /** Whether a phrase of the list starts at `index`. */
  startsAt(tokens: readonly TToken[], index: number): boolean {
    return this.index.longestAt(tokens, index) !== null;
  }

  has(tokens: readonly TToken[]): boolean {
    return this.find(tokens) !== null;
  }

  /** Whether the message starts with one of the phrases. */
  startsWith(tokens: readonly TToken[]): boolean {
    return tokens.length > 0 && this.startsAt(tokens, 0);
  }

  /** Every word a phrase of the list covers, by index (the phrases may overlap). */
  covered(tokens: readonly TToken[]): Set<number> {
    const covered = new Set<number>();
    for (let index = 0; index < tokens.length; index++) {
      const hit = this.index.longestAt(tokens, index);
      if (hit) for (let k = 0; k < hit.words.length; k++) covered.add(index + k);
    }
    return covered;
  }

  /** Whether every word of the message belongs to a phrase of the list ("hello, thanks!"). */
  coversAll(tokens: readonly TToken[]): boolean {
    return tokens.length > 0 && this.covered(tokens).size === tokens.length;
  }
}
