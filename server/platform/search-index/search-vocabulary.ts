// The words of recent job titles, company names and requirements (where the skills are), kept in
// memory to correct a mistyped search word ("recat" -> "react", "enginer" -> "engineer").
//
// Built from the newest listed jobs rather than all of them: titles and skills repeat, and the
// cost stays the same at a million jobs. Rebuilt in the background when older than
// VOCABULARY_TTL_MS; a search never waits for a rebuild once one vocabulary exists.
import { sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";

export const VOCABULARY_TTL_MS = 10 * 60 * 1000;
export const VOCABULARY_SAMPLE_JOBS = 5_000;

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** A word that can take a prefix or a correction, and that the vocabulary keeps: letters and digits only. */
export function isPlainWord(word: string): boolean {
  return PLAIN_WORD.test(word);
}

export interface TVocabulary {
  /** Word -> number of sampled jobs that contain it. */
  frequencies: Map<string, number>;
  /** Words grouped by length, for the edit-distance search. */
  byLength: Map<number, string[]>;
}

export function buildVocabulary(entries: Iterable<[string, number]>): TVocabulary {
  const frequencies = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const [word, count] of entries) {
    if (word.length < 2 || word.length > 40 || !isPlainWord(word)) continue;
    frequencies.set(word, (frequencies.get(word) ?? 0) + count);
  }
  for (const word of frequencies.keys()) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { frequencies, byLength };
}

async function loadVocabulary(db: TDatabase): Promise<TVocabulary> {
  // ts_stat takes the query as text; this one is a constant. The words are in the spelling of
  // the search (job_search_text), as the words they correct are.
  const sample = [
    "select to_tsvector('simple', job_search_text(title)) || to_tsvector('simple', job_search_text(company))",
    " || jsonb_to_tsvector('simple', job_search_strings(requirements), '[\"string\"]')",
    ` from jobs where status = 'active' order by created_at desc limit ${VOCABULARY_SAMPLE_JOBS}`,
  ].join("");
  const result = await db.execute(sql`select word, ndoc from ts_stat(${sample})`);
  const rows = rowsOf<{ word: string; ndoc: number | string }>(result);
  return buildVocabulary(rows.map((row) => [row.word, Number(row.ndoc)]));
}

/**
 * The vocabulary of one database: a platform service held on the app context
 * (context.searchVocabulary). Loaded on first use, refreshed when stale.
 */
export class SearchVocabulary {
  private vocabulary: TVocabulary | null = null;
  private loadedAt = 0;
  private loading: Promise<TVocabulary> | null = null;
  private isClosed = false;

  constructor(private readonly db: TDatabase) {}

  /** The vocabulary; a stale one is refreshed in the background and answers meanwhile. */
  get(): Promise<TVocabulary> {
    if (this.isClosed) return Promise.reject(new Error("the search vocabulary is closed"));
    const isStale = Date.now() - this.loadedAt > VOCABULARY_TTL_MS;
    if (isStale && !this.loading) {
      const loading = loadVocabulary(this.db)
        .then((vocabulary) => {
          this.vocabulary = vocabulary;
          this.loadedAt = Date.now();
          return vocabulary;
        })
        .finally(() => {
          this.loading = null;
        });
      // A failed background refresh keeps the old vocabulary; the next search tries again.
      loading.catch(() => {});
      this.loading = loading;
    }
    return this.vocabulary ? Promise.resolve(this.vocabulary) : this.loading!;
  }

  /** Waits for a load under way: the database may close after. */
  async close(): Promise<void> {
    this.isClosed = true;
    await this.loading?.catch(() => {});
  }
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const columns = b.length + 1;
  const previousPrevious = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const current = new Array<number>(columns).fill(0);
    current[0] = i;
    let rowMinimum = current[0];
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2] + 1);
      }
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return max + 1;
    for (let j = 0; j < columns; j += 1) previousPrevious[j] = previous[j];
    previous = current;
  }
  return previous[columns - 1];
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) result.add(padded.slice(index, index + 3));
  return result;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both words. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** How many edits a word of this length may carry and still be corrected. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** Up to `max` known words that start with this one, the most frequent first ("managi" -> "managing"). */
export function completeWord(vocabulary: TVocabulary, word: string, max = 3): string[] {
  if (word.length < 3) return [];
  const found: [string, number][] = [];
  for (const [length, words] of vocabulary.byLength) {
    if (length <= word.length) continue;
    for (const known of words) if (known.startsWith(word)) found.push([known, vocabulary.frequencies.get(known) ?? 0]);
  }
  return found
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([known]) => known);
}

/**
 * The known word a search word was most probably meant to be, or null when the word is known,
 * is the start of a known word (completeWord finds those), or nothing is close enough.
 * Closest by edit distance, then by trigram similarity (as pg_trgm measures it), then the more
 * frequent word.
 */
export function correctWord(vocabulary: TVocabulary, word: string): string | null {
  if (vocabulary.frequencies.has(word)) return null;
  const maxEdits = allowedEdits(word.length);
  if (maxEdits === 0) return null;
  let best: { word: string; distance: number; similarity: number; frequency: number } | null = null;
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, maxEdits);
      if (distance > maxEdits) continue;
      const similarity = trigramSimilarity(word, candidate);
      const frequency = vocabulary.frequencies.get(candidate) ?? 0;
      const isBetter =
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (similarity > best.similarity || (similarity === best.similarity && frequency > best.frequency)));
      if (isBetter) best = { word: candidate, distance, similarity, frequency };
    }
  }
  if (!best) return null;
  // A word that starts a known word is most likely being typed, not mistyped.
  for (const [length, words] of vocabulary.byLength) {
    if (length > word.length && words.some((known) => known.startsWith(word))) return null;
  }
  return best.word;
}
