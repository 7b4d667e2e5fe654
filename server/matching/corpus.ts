// Document frequencies over prepared jobs, for the text similarity's IDF.
import type { TCorpusStats, TPreparedJob } from "./types";

export function buildCorpusStats(jobs: readonly TPreparedJob[]): TCorpusStats {
  const documentFrequency = new Map<string, number>();
  for (const job of jobs) {
    for (const term of job.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return { documentCount: jobs.length, documentFrequency };
}

/** BM25's IDF, never below a small floor; 1 for every term without statistics. */
export function idf(corpus: TCorpusStats | undefined, term: string): number {
  if (!corpus || corpus.documentCount === 0) return 1;
  const df = corpus.documentFrequency.get(term) ?? 0;
  return Math.max(0.05, Math.log(1 + (corpus.documentCount - df + 0.5) / (df + 0.5)));
}
