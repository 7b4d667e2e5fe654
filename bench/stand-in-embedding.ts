// A STAND-IN for an embedding model, for `npm run eval:match -- --embeddings` (decision 029). It is
// not a model and knows no meaning: each text becomes a 384-dimension vector of hashed features,
// its words and the character trigrams of its words, weighted by sublinear term frequency times
// the inverse document frequency over a reference set of texts, then scaled to length 1. So it
// finds texts that share words and word pieces ("nurse" / "nursing", "développeur" /
// "developer"), never synonyms, never across scripts ("nurse" / "ممرضة"). There is no network and
// no model to download here; a real model is measured by pointing AI_BASE_URL at it.
// Deterministic: the same texts and reference set give the same vectors on every machine.

export const STAND_IN_DIMENSIONS = 384;
export const STAND_IN_MODEL = "stand-in-hashed-trigrams-384";

/** Trigrams weigh less than whole words: there are many per word. */
const TRIGRAM_WEIGHT = 0.35;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Lower-cased words of letters and digits in any script, accents and Arabic short vowels removed. */
function tokens(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The text's features and their counts: "w:word" for each word of 2+ letters, "t:abc" for each trigram. */
function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  for (const word of tokens(text)) {
    if (word.length < 2) continue;
    add(`w:${word}`);
    const padded = ` ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) add(`t:${padded.slice(index, index + 3)}`);
  }
  return counts;
}

export interface TStandInEmbedder {
  model: string;
  dimensions: number;
  embed(texts: readonly string[]): number[][];
}

/** An embedder whose inverse document frequencies come from `reference` (the job pool, say). */
export function createStandInEmbedder(reference: readonly string[]): TStandInEmbedder {
  const documentFrequency = new Map<string, number>();
  for (const text of reference)
    for (const feature of features(text).keys())
      documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  const idf = (feature: string) => Math.log((1 + reference.length) / (1 + (documentFrequency.get(feature) ?? 0))) + 1;

  function embedOne(text: string): number[] {
    const vector = new Array<number>(STAND_IN_DIMENSIONS).fill(0);
    for (const [feature, count] of features(text)) {
      const weight = (1 + Math.log(count)) * idf(feature) * (feature.startsWith("t:") ? TRIGRAM_WEIGHT : 1);
      // The sign from a second hash, so features that share a dimension cancel out on average.
      vector[hash(feature) % STAND_IN_DIMENSIONS] += (hash(`sign:${feature}`) & 1) === 1 ? -weight : weight;
    }
    const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
    return norm > 0 ? vector.map((value) => value / norm) : vector;
  }

  return { model: STAND_IN_MODEL, dimensions: STAND_IN_DIMENSIONS, embed: (texts) => texts.map(embedOne) };
}
