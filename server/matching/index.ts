// The explainable matching engine (decision 020): pure functions, no database, no I/O,
// no clock, deterministic. Prepare each job once, prepare the resume once, then score many.
//
//   prepareJob(job: TMatchJobInput): TPreparedJob
//   prepareResume(resume: TMatchResumeInput): TPreparedResume
//   buildCorpusStats(jobs: TPreparedJob[]): TCorpusStats           document frequencies for IDF
//   scoreMatch(resume, job, corpus?: TCorpusStats): TMatchResult
//     -> { score 0-100, band "excellent" | "good" | "improve" (>= 80, 60-79, < 60),
//          matchedSkills [{ skill, matchedAs, credit }], missingSkills (at most 8),
//          explanation { experience, location, title? } as catalogue keys of
//          common/i18n/en/matching.ts with their parameters }
//   rankJobs(resume, jobs, corpus?): scores every job, best first (ties by job id)
//   scoreParts(resume, job, corpus?): the score and its parts, no explanation (cheaper)
//   scoreBound(resume, job) and topByScore(items, count, bound, score): the best few of many,
//     exactly, without the full score of pairs whose cheap bound cannot reach them
//   normalizeSkills(words: string[]): string[]                       canonical skill ids
//   extractJobSkills(job: TPreparedJob): string[]                    canonical ids, for a prefilter
//   bandFor(score: number): TMatchBand
//   signal?: TSemanticSignal, last argument of scoreParts, scoreMatch, rankJobs and scoreBound:
//     embedding vectors computed elsewhere, blended in by cosine with a weight; off by default
//     (weight WEIGHTS.semantic, 0), so the scores are exactly those without it (decision 029)
//   cosineSimilarity(a, b), jobEmbeddingText(job), resumeEmbeddingText(resume): what to embed
//
// Without corpus statistics every word weighs the same (IDF 1): scores stay sensible, ranking
// many jobs is better with buildCorpusStats over the jobs being ranked (or a sample of them).
// The synonym and taxonomy table is server/matching/taxonomy/, a file per area of work.
export type {
  TCorpusStats,
  TExplanationLine,
  TJobSkill,
  TMatchBand,
  TMatchedSkill,
  TMatchJobInput,
  TMatchResult,
  TMatchResumeInput,
  TPreparedJob,
  TPreparedResume,
  TSeniority,
  TWorkType,
} from "./types";
export { buildCorpusStats } from "./corpus";
export { extractJobSkills, normalizeSkills } from "./skills";
export { prepareJob, prepareResume } from "./prepare";
export { bandFor, rankJobs, scoreBound, scoreMatch, scoreParts } from "./score";
export {
  cosineSimilarity,
  jobEmbeddingText,
  resumeEmbeddingText,
  semanticPart,
  type TSemanticSignal,
} from "./semantic";
export { topByScore } from "./top-by-score";
