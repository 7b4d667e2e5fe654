// Scoring a prepared resume against a prepared job: skills (weighted by how central they are to
// the job, synonyms in full and related skills in part), title and field, text similarity
// (relevance.ts), then seniority, years and location as fit factors (fit.ts), with the
// explanation (explanation.ts). Decision 020 explains the method; an optional semantic signal
// (semantic.ts, decision 029) joins the relevance only when given a weight above 0.
import { matchBandOf } from "@common/matching/bands";
import { experienceLine, titleLine } from "./explanation";
import { locationFit, seniorityFit, yearsFit } from "./fit";
import { fieldSimilarity, skillCredit, textSimilarity, titleSimilarity } from "./relevance";
import { semanticPart, type TSemanticSignal } from "./semantic";
import type { TCorpusStats, TMatchBand, TMatchedSkill, TMatchResult, TPreparedJob, TPreparedResume } from "./types";
import { WEIGHTS } from "./weights";

export function bandFor(score: number): TMatchBand {
  return matchBandOf(score);
}

export interface TScoreParts {
  skills: number;
  title: number;
  text: number;
  field: number;
  seniority: number;
  years: number;
  location: number;
}

/** The parts that cost little: skill coverage (and whether the job names any), level, years, place. */
function cheapParts(resume: TPreparedResume, job: TPreparedJob) {
  let weightTotal = 0;
  let creditTotal = 0;
  for (const skill of job.skills) {
    weightTotal += skill.weight;
    const credit = skillCredit(resume, skill.id);
    if (credit) creditTotal += skill.weight * credit.credit;
  }
  return {
    skills: weightTotal > 0 ? creditTotal / weightTotal : 0,
    // A job with no skills at all is judged on its title, text and field alone.
    skillWeight: weightTotal > 0 ? WEIGHTS.skills : 0,
    seniority: seniorityFit(resume, job),
    years: yearsFit(resume, job),
    location: locationFit(resume, job).fit,
  };
}

function toScore(
  parts: ReturnType<typeof cheapParts>,
  title: number,
  text: number,
  field: number,
  semantic: { weight: number; similarity: number } | null = null,
): { score: number; raw: number } {
  let weighted = parts.skillWeight * parts.skills + WEIGHTS.title * title + WEIGHTS.text * text + WEIGHTS.field * field;
  let weights = parts.skillWeight + WEIGHTS.title + WEIGHTS.text + WEIGHTS.field;
  // Off (null), the sums are exactly those without the signal (decision 029).
  if (semantic) {
    weighted += semantic.weight * semantic.similarity;
    weights += semantic.weight;
  }
  const relevance = weighted / weights;
  const raw = relevance * parts.seniority * parts.years * parts.location;
  return { score: Math.max(0, Math.min(100, Math.round(100 * raw))), raw };
}

/**
 * The score and its parts, without explanations (for ranking many jobs and for tuning); with a
 * semantic signal of weight above 0 (semantic.ts), also `semantic`, the similarity it blended in.
 */
export function scoreParts(
  resume: TPreparedResume,
  job: TPreparedJob,
  corpus?: TCorpusStats,
  signal?: TSemanticSignal,
): TScoreParts & { score: number; semantic?: number } {
  const cheap = cheapParts(resume, job);
  const title = titleSimilarity(resume, job).score;
  const text = Math.min(1, textSimilarity(resume, job, corpus) / WEIGHTS.textFull);
  const field = fieldSimilarity(resume.families, job.families);
  const semantic = semanticPart(signal, job);
  const { score } = toScore(cheap, title, text, field, semantic);
  const { skills, seniority, years, location } = cheap;
  const result = { score, skills, title, text, field, seniority, years, location };
  return semantic ? { ...result, semantic: semantic.similarity } : result;
}

/**
 * A score the pair cannot exceed, from the cheap parts alone (title, text and field, which cost
 * the most, and the semantic signal when on, taken at their best, 1): ranking skips the full score
 * of any pair whose bound cannot reach the best ones found so far (topByScore).
 */
export function scoreBound(resume: TPreparedResume, job: TPreparedJob, signal?: TSemanticSignal): number {
  const semantic = semanticPart(signal, job);
  return toScore(cheapParts(resume, job), 1, 1, 1, semantic && { weight: semantic.weight, similarity: 1 }).score;
}

export function scoreMatch(
  resume: TPreparedResume,
  job: TPreparedJob,
  corpus?: TCorpusStats,
  signal?: TSemanticSignal,
): TMatchResult {
  const { score } = scoreParts(resume, job, corpus, signal);

  const matched: (TMatchedSkill & { weight: number })[] = [];
  const missing: { label: string; weight: number }[] = [];
  for (const skill of job.skills) {
    const credit = skillCredit(resume, skill.id);
    if (credit) {
      matched.push({
        skill: skill.label,
        matchedAs: credit.matchedAs,
        credit: Number(credit.credit.toFixed(2)),
        weight: skill.weight,
      });
    } else if (skill.weight >= WEIGHTS.missingMinWeight) {
      missing.push({ label: skill.label, weight: skill.weight });
    }
  }
  matched.sort((a, b) => b.weight * b.credit - a.weight * a.credit);
  missing.sort((a, b) => b.weight - a.weight);

  const title = titleSimilarity(resume, job);
  const explanation: TMatchResult["explanation"] = {
    experience: experienceLine(resume, job),
    location: locationFit(resume, job).line,
  };
  const line = titleLine(resume, job, title);
  if (line) explanation.title = line;

  return {
    score,
    band: bandFor(score),
    matchedSkills: matched
      .slice(0, WEIGHTS.maxMatchedSkills)
      .map(({ skill, matchedAs, credit }) => ({ skill, matchedAs, credit })),
    missingSkills: missing.slice(0, WEIGHTS.maxMissingSkills).map((entry) => entry.label),
    explanation,
  };
}

/** Every job's score for one resume, best first (equal scores by job id). */
export function rankJobs(
  resume: TPreparedResume,
  jobs: readonly TPreparedJob[],
  corpus?: TCorpusStats,
  signal?: TSemanticSignal,
): { job: TPreparedJob; score: number }[] {
  return jobs
    .map((job) => ({ job, score: scoreParts(resume, job, corpus, signal).score, exact: 0 }))
    .sort((a, b) => b.score - a.score || a.job.id - b.job.id)
    .map(({ job, score }) => ({ job, score }));
}
