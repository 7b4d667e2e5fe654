// How near a resume is to a job, each part from 0 to 1: skill credit (synonyms in full, related
// skills in part), title (roles and words), field (professions and their neighbours) and text
// (TF-IDF cosine).
import { idf } from "./corpus";
import { FIELD_RELATIONS, ROLES_BY_ID, SKILLS_BY_ID } from "./skills";
import type { TCorpusStats, TPreparedJob, TPreparedResume } from "./types";
import { WEIGHTS } from "./weights";

export interface TSkillCredit {
  credit: number;
  matchedAs: string;
}

export function skillCredit(resume: TPreparedResume, skillId: string): TSkillCredit | null {
  const own = resume.skills.get(skillId);
  if (own) return { credit: 1, matchedAs: own.matchedAs };
  const entry = SKILLS_BY_ID.get(skillId);
  if (entry) {
    let best: TSkillCredit | null = null;
    for (const [otherId, credit] of entry.related) {
      const other = resume.skills.get(otherId);
      if (other && (!best || credit > best.credit)) best = { credit, matchedAs: other.matchedAs };
    }
    return best;
  }
  if (skillId.startsWith("~")) {
    const words = skillId.slice(1).split(" ");
    if (words.length > 0 && words.every((word) => resume.terms.has(word))) {
      return { credit: WEIGHTS.unknownWordsCredit, matchedAs: skillId.slice(1) };
    }
  }
  return null;
}

export function fieldSimilarity(a: Map<string, number>, b: Map<string, number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let numerator = 0;
  let normA = 0;
  let normB = 0;
  for (const value of a.values()) normA += value * value;
  for (const value of b.values()) normB += value * value;
  for (const [fieldA, valueA] of a) {
    for (const [fieldB, valueB] of b) {
      const relation = fieldA === fieldB ? 1 : (FIELD_RELATIONS.get(fieldA)?.get(fieldB) ?? 0);
      if (relation > 0) numerator += valueA * valueB * relation;
    }
  }
  return Math.min(1, numerator / Math.sqrt(normA * normB));
}

function roleSimilarity(roleA: string, roleB: string): number {
  if (roleA === roleB) return 1;
  const a = ROLES_BY_ID.get(roleA);
  const b = ROLES_BY_ID.get(roleB);
  if (!a || !b) return 0;
  const related = a.related.get(roleB);
  if (related !== undefined) return related;
  const fieldRelation = a.field === b.field ? 0.4 : (FIELD_RELATIONS.get(a.field)?.get(b.field) ?? 0) * 0.4;
  return fieldRelation;
}

function dice(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const setB = new Set(b);
  const setA = new Set(a);
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared += 1;
  return (2 * shared) / (setA.size + setB.size);
}

export interface TTitleMatch {
  score: number;
  resumeTitle: string | null;
}

export function titleSimilarity(resume: TPreparedResume, job: TPreparedJob): TTitleMatch {
  let best: TTitleMatch = { score: 0, resumeTitle: resume.titles[0]?.text ?? null };
  resume.titles.forEach((title, position) => {
    const recency = position === 0 ? 1 : position === 1 ? 0.9 : 0.8;
    let roleScore = 0;
    for (const roleA of title.roles) {
      for (const roleB of job.titleRoles) roleScore = Math.max(roleScore, roleSimilarity(roleA, roleB));
    }
    const score = Math.max(roleScore, dice(title.terms, job.titleTerms)) * recency;
    if (score > best.score) best = { score, resumeTitle: title.text };
  });
  return best;
}

// Text vectors' norms depend on the corpus: cached per prepared object and corpus.
const normCache = new WeakMap<object, { corpus: TCorpusStats | undefined; norm: number }>();

function norm(owner: { terms: Map<string, number> }, corpus: TCorpusStats | undefined): number {
  const cached = normCache.get(owner);
  if (cached && cached.corpus === corpus) return cached.norm;
  let sum = 0;
  for (const [term, count] of owner.terms) {
    const weight = (1 + Math.log(count)) * idf(corpus, term);
    sum += weight * weight;
  }
  const value = Math.sqrt(sum);
  normCache.set(owner, { corpus, norm: value });
  return value;
}

export function textSimilarity(resume: TPreparedResume, job: TPreparedJob, corpus: TCorpusStats | undefined): number {
  const normResume = norm(resume, corpus);
  const normJob = norm(job, corpus);
  if (normResume === 0 || normJob === 0) return 0;
  let dot = 0;
  const [small, large] = job.terms.size < resume.terms.size ? [job.terms, resume.terms] : [resume.terms, job.terms];
  for (const [term, count] of small) {
    const other = large.get(term);
    if (other === undefined) continue;
    const weight = idf(corpus, term);
    dot += (1 + Math.log(count)) * (1 + Math.log(other)) * weight * weight;
  }
  return dot / (normResume * normJob);
}
