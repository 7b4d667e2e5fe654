// The rows `npm run eval:match -- --embeddings` adds (decision 029): the embedding cosine alone,
// and the engine with the semantic signal (server/matching/semantic.ts) at a few weights. The
// cosine's calibration (what reads as no similarity, what as full) is read off the tuning half
// only: the median cosine of a tuning resume and any job of the pool, and the 99th percentile.
import {
  cosineSimilarity,
  prepareResume,
  rankJobs,
  type TCorpusStats,
  type TPreparedJob,
  type TPreparedResume,
  type TSemanticSignal,
} from "../../server/matching";
import { embedEvalSet } from "./embeddings";
import { isTuning } from "./grades";
import { EVAL_JOBS } from "./jobs";
import { EVAL_RESUMES, type TEvalResume } from "./resumes";

/** The weights tried, beside skills 0.45, title 0.2, text 0.2 and field 0.15 (a sum of 1). */
export const SEMANTIC_WEIGHTS = [0.1, 0.2, 0.4] as const;

type TRanker = (resume: TEvalResume) => number[];

const quantile = (sorted: number[], share: number) => sorted[Math.floor(share * (sorted.length - 1))];

export async function semanticMethods(preparedJobs: readonly TPreparedJob[], corpus: TCorpusStats) {
  const vectors = await embedEvalSet();
  const vectorOf = (resume: TEvalResume) => vectors.resumeVectors.get(resume.id)!;

  const tuningCosines = EVAL_RESUMES.filter(isTuning)
    .flatMap((resume) => EVAL_JOBS.map((job) => cosineSimilarity(vectorOf(resume), vectors.jobVectors.get(job.id)!)))
    .sort((a, b) => a - b);
  const floor = quantile(tuningCosines, 0.5);
  const full = quantile(tuningCosines, 0.99);

  const signalFor = (resume: TEvalResume, weight: number = SEMANTIC_WEIGHTS[1]): TSemanticSignal => ({
    weight,
    resumeVector: vectorOf(resume),
    jobVectors: vectors.jobVectors,
    floor,
    full,
  });
  const name = vectors.isStandIn ? "stand-in" : "model";
  const cosineAlone: TRanker = (resume) =>
    EVAL_JOBS.map((job) => ({
      id: job.id,
      cosine: cosineSimilarity(vectorOf(resume), vectors.jobVectors.get(job.id)!),
    }))
      .sort((a, b) => b.cosine - a.cosine || a.id - b.id)
      .map(({ id }) => id);
  const methods: [string, TRanker][] = [
    [`Embedding cosine alone (${name})`, cosineAlone],
    ...SEMANTIC_WEIGHTS.map((weight): [string, TRanker] => [
      `Hirewise engine + ${name} semantic, weight ${weight}`,
      (resume) =>
        rankJobs(prepareResume(resume.resume), preparedJobs, corpus, signalFor(resume, weight)).map(
          ({ job }) => job.id,
        ),
    ]),
  ];
  return {
    source: vectors.source,
    calibration:
      `Cosine calibration from the tuning half: ${floor.toFixed(3)} (median pair) reads as 0, ` +
      `${full.toFixed(3)} (99th percentile) as 1.`,
    methods,
    signalFor,
  };
}

/** One resume against the 3,000 repeated jobs with the signal on, median of 15 runs, as a line. */
export function semanticSpeed(
  many: readonly TPreparedJob[],
  corpus: TCorpusStats,
  resume: TPreparedResume,
  signal: TSemanticSignal,
): string {
  const jobVectors = new Map(
    many.map((job, index) => [job.id, signal.jobVectors.get(EVAL_JOBS[index % EVAL_JOBS.length].id)!]),
  );
  const manySignal = { ...signal, jobVectors };
  const times: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    const start = performance.now();
    rankJobs(resume, many, corpus, manySignal);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return (
    `The same with the semantic signal (weight ${signal.weight}, ${signal.resumeVector.length} dimensions): ` +
    `median ${times[7].toFixed(1)} ms, slowest ${times[14].toFixed(1)} ms.`
  );
}
