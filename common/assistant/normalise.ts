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
const ARABIC_PREFIXES = ["و", "ب", "ل", "ف", "ك", "وب", "ول", "فب", "فل", "لل"];

/** Whether a typed word is `word`, allowing an Arabic prefix ("بدبي" is "in Dubai", "للوظائف"). */
export function wordMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (!ARABIC_LETTER.test(word) || typed.length < word.length) return false;
  for (const prefix of ARABIC_PREFIXES) {
    if (prefix === "لل") {
      if (word.startsWith("ال") && typed === `لل${word.slice(2)}`) return true;
    } else if (typed === prefix + word) return true;
  }
  return false;
}

/** Whether `words` appear in a row at `index` of `tokens`. */
export function matchesAt(tokens: readonly TToken[], index: number, words: readonly string[]): boolean {
  if (index + words.length > tokens.length) return false;
  return words.every((word, offset) =>
    offset === 0 ? wordMatches(tokens[index].norm, word) : tokens[index + offset].norm === word,
  );
}

/** A list of phrases, compiled once: `has` tells whether a message contains one of them. */
export class PhraseList {
  private readonly phrases: string[][];

  constructor(phrases: readonly string[]) {
    this.phrases = phrases.map(phraseWords).filter((words) => words.length > 0);
  }

  /** Where the first phrase found starts and how many words it has, or null. */
  find(tokens: readonly TToken[]): { index: number; length: number } | null {
    for (let index = 0; index < tokens.length; index++) {
      for (const words of this.phrases) {
        if (matchesAt(tokens, index, words)) return { index, length: words.length };
      }
    }
    return null;
  }

  /** Whether a phrase of the list starts at `index`. */
  startsAt(tokens: readonly TToken[], index: number): boolean {
    return this.phrases.some((words) => matchesAt(tokens, index, words));
  }

  has(tokens: readonly TToken[]): boolean {
    return this.find(tokens) !== null;
  }

  /** Whether the message starts with one of the phrases. */
  startsWith(tokens: readonly TToken[]): boolean {
    return this.phrases.some((words) => matchesAt(tokens, 0, words));
  }

  /** Every word a phrase of the list covers, by index (the phrases may overlap). */
  covered(tokens: readonly TToken[]): Set<number> {
    const covered = new Set<number>();
    for (let index = 0; index < tokens.length; index++) {
      for (const words of this.phrases) {
        if (matchesAt(tokens, index, words)) for (let k = 0; k < words.length; k++) covered.add(index + k);
      }
    }
    return covered;
  }

  /** Whether every word of the message belongs to a phrase of the list ("hello, thanks!"). */
  coversAll(tokens: readonly TToken[]): boolean {
    return tokens.length > 0 && this.covered(tokens).size === tokens.length;
  }
}
