// An optional semantic signal (decision 029): the cosine of a resume's and a job's embedding
// vectors, computed elsewhere (an embedding model through the AI layer's `embed`), blended into
// the relevance beside skills, title, text and field. The engine never computes a vector: the
// caller hands them in, so it stays pure and offline. Off unless a weight above 0 is given: with
// weight 0, or no vector for a job, a score is exactly the score without the signal.
import type { TMatchJobInput, TMatchResumeInput, TPreparedJob } from "./types";
import { WEIGHTS } from "./weights";

export interface TSemanticSignal {
  /** Its share beside skills, title, text and field (weights.ts); WEIGHTS.semantic (0, off) when not given. */
  weight?: number;
  /** The resume's vector. */
  resumeVector: readonly number[];
  /** Each job's vector by job id; a job without one is scored without the signal. */
  jobVectors: ReadonlyMap<number, readonly number[]>;
  /**
   * The cosines that read as no similarity and as full similarity (0 and 1 when not given): models
   * differ in the range their cosines use, so the caller calibrates them per model.
   */
  floor?: number;
  full?: number;
}

/** Cosine similarity of two vectors of the same length, 0 when either is all zeros. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`vectors of different lengths: ${a.length} and ${b.length}`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    dot += a[index] * b[index];
    normA += a[index] * a[index];
    normB += b[index] * b[index];
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/** The signal's weight for this job and its similarity, 0 to 1; null when it is off or the job has no vector. */
export function semanticPart(
  signal: TSemanticSignal | undefined,
  job: Pick<TPreparedJob, "id">,
): { weight: number; similarity: number } | null {
  const weight = signal?.weight ?? WEIGHTS.semantic;
  if (!signal || !(weight > 0)) return null;
  const jobVector = signal.jobVectors.get(job.id);
  if (!jobVector) return null;
  const floor = signal.floor ?? 0;
  const full = signal.full ?? 1;
  if (!(full > floor)) throw new Error(`the semantic calibration needs full (${full}) above floor (${floor})`);
  const cosine = cosineSimilarity(signal.resumeVector, jobVector);
  return { weight, similarity: Math.max(0, Math.min(1, (cosine - floor) / (full - floor))) };
}

/** The text of a job to embed: title, description, requirements and skills. */
export function jobEmbeddingText(job: Pick<TMatchJobInput, "title" | "description" | "requirements" | "skills">) {
  return [job.title, job.description, job.requirements.join("\n"), job.skills.join(". ")].join("\n");
}

/** The text of a resume to embed: title, summary, skills and each position (no name, no contact). */
export function resumeEmbeddingText(resume: Pick<TMatchResumeInput, "title" | "summary" | "skills" | "experience">) {
  return [
    resume.title,
    resume.summary,
    resume.skills.join(". "),
    ...resume.experience.flatMap((entry) => [entry.title, entry.description]),
  ].join("\n");
}
