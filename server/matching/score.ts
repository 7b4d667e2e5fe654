// Scoring a prepared resume against a prepared job: skills (weighted by how central they are to
// the job, synonyms in full and related skills in part), title and field, text similarity,
// then seniority, years and location as fit factors. Decision 020 explains the method.
import { idf } from "./corpus";
import { matchBandOf } from "@common/matching/bands";
import { FIELD_RELATIONS, ROLES_BY_ID, SKILLS_BY_ID } from "./skills";
import type {
  TCorpusStats,
  TExplanationLine,
  TMatchBand,
  TMatchedSkill,
  TMatchResult,
  TPreparedJob,
  TPreparedResume,
  TSeniority,
} from "./types";

/** The combination's weights and factors (tuned on the tuning half of bench/match-eval). */
export const WEIGHTS = {
  skills: 0.45,
  title: 0.2,
  text: 0.2,
  field: 0.15,
  /** A cosine at or above this reads as full text similarity. */
  textFull: 0.5,
  /** Credit of an unknown skill (no taxonomy entry) whose words all appear in the resume. */
  unknownWordsCredit: 0.7,
  seniorityGap: [1, 0.82, 0.55, 0.35, 0.25, 0.2],
  yearsShortStep: 0.15,
  yearsFloor: 0.45,
  yearsUnknown: 0.92,
  location: {
    remote: 1,
    sameCity: 1,
    sameCountry: 0.95,
    relocate: 0.9,
    abroadOnsite: 0.45,
    abroadHybrid: 0.5,
    unknown: 0.85,
  },
  maxMatchedSkills: 12,
  maxMissingSkills: 8,
  /** A missing skill is listed when its weight is at least this. */
  missingMinWeight: 0.5,
} as const;

export function bandFor(score: number): TMatchBand {
  return matchBandOf(score);
}

const LEVEL_KEYS = ["intern", "junior", "mid", "senior", "lead", "head"] as const;
const levelKey = (level: TSeniority) => `matching.level.${LEVEL_KEYS[level]}`;

interface TSkillCredit {
  credit: number;
  matchedAs: string;
}

function skillCredit(resume: TPreparedResume, skillId: string): TSkillCredit | null {
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

function fieldSimilarity(a: Map<string, number>, b: Map<string, number>): number {
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

interface TTitleMatch {
  score: number;
  resumeTitle: string | null;
}

function titleSimilarity(resume: TPreparedResume, job: TPreparedJob): TTitleMatch {
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

function textSimilarity(resume: TPreparedResume, job: TPreparedJob, corpus: TCorpusStats | undefined): number {
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

function seniorityFit(resume: TPreparedResume, job: TPreparedJob): number {
  if (resume.seniority === null || job.seniority === null) return 1;
  const gap = Math.abs(resume.seniority - job.seniority);
  return WEIGHTS.seniorityGap[Math.min(gap, WEIGHTS.seniorityGap.length - 1)];
}

function yearsFit(resume: TPreparedResume, job: TPreparedJob): number {
  if (job.requiredYears === null) return 1;
  if (resume.yearsOfExperience === null) return WEIGHTS.yearsUnknown;
  const short = job.requiredYears - resume.yearsOfExperience;
  if (short <= 0) return 1;
  return Math.max(WEIGHTS.yearsFloor, 1 - WEIGHTS.yearsShortStep * Math.ceil(short));
}

function locationFit(resume: TPreparedResume, job: TPreparedJob): { fit: number; line: TExplanationLine } {
  const place = { country: job.country, city: job.city ?? "" };
  if (job.workType === "remote")
    return { fit: WEIGHTS.location.remote, line: { key: "matching.location.remote", params: {} } };
  if (!resume.countryCode)
    return { fit: WEIGHTS.location.unknown, line: { key: "matching.location.unknown", params: place } };
  if (resume.countryCode === job.countryCode) {
    const sameCity =
      job.city !== null && resume.city !== null && job.city.trim().toLowerCase() === resume.city.trim().toLowerCase();
    if (sameCity) return { fit: WEIGHTS.location.sameCity, line: { key: "matching.location.sameCity", params: place } };
    return { fit: WEIGHTS.location.sameCountry, line: { key: "matching.location.sameCountry", params: place } };
  }
  if (resume.willingToRelocate) {
    return { fit: WEIGHTS.location.relocate, line: { key: "matching.location.relocate", params: place } };
  }
  if (job.workType === "hybrid") {
    return { fit: WEIGHTS.location.abroadHybrid, line: { key: "matching.location.abroadHybrid", params: place } };
  }
  return { fit: WEIGHTS.location.abroadOnsite, line: { key: "matching.location.abroad", params: place } };
}

function experienceLine(resume: TPreparedResume, job: TPreparedJob): TExplanationLine {
  const years = resume.yearsOfExperience;
  const required = job.requiredYears;
  if (years !== null && required !== null) {
    return {
      key: years >= required ? "matching.experience.meets" : "matching.experience.short",
      params: { years, required },
    };
  }
  if (years !== null) return { key: "matching.experience.noRequirement", params: { years } };
  if (required !== null) return { key: "matching.experience.yearsUnknown", params: { required } };
  return { key: "matching.experience.none", params: {} };
}

function titleLine(resume: TPreparedResume, job: TPreparedJob, title: TTitleMatch): TExplanationLine | undefined {
  // Another line of work is said as such: its level beside the resume's would read as advice.
  const isOtherRole = title.resumeTitle !== null && title.score < 0.4;
  if (!isOtherRole && resume.seniority !== null && job.seniority !== null && resume.seniority !== job.seniority) {
    return {
      key: resume.seniority > job.seniority ? "matching.title.levelBelow" : "matching.title.levelAbove",
      params: { jobLevelKey: levelKey(job.seniority), resumeLevelKey: levelKey(resume.seniority), jobTitle: job.title },
    };
  }
  if (title.resumeTitle === null) return undefined;
  const params = { resumeTitle: title.resumeTitle, jobTitle: job.title };
  if (title.score >= 0.95) return { key: "matching.title.sameRole", params };
  if (title.score >= 0.4) return { key: "matching.title.relatedRole", params };
  return { key: "matching.title.otherRole", params };
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

/** The score and its parts, without explanations (for ranking many jobs and for tuning). */
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
): { score: number; raw: number } {
  const relevance =
    (parts.skillWeight * parts.skills + WEIGHTS.title * title + WEIGHTS.text * text + WEIGHTS.field * field) /
    (parts.skillWeight + WEIGHTS.title + WEIGHTS.text + WEIGHTS.field);
  const raw = relevance * parts.seniority * parts.years * parts.location;
  return { score: Math.max(0, Math.min(100, Math.round(100 * raw))), raw };
}

export function scoreParts(
  resume: TPreparedResume,
  job: TPreparedJob,
  corpus?: TCorpusStats,
): TScoreParts & { score: number } {
  const cheap = cheapParts(resume, job);
  const title = titleSimilarity(resume, job).score;
  const text = Math.min(1, textSimilarity(resume, job, corpus) / WEIGHTS.textFull);
  const field = fieldSimilarity(resume.families, job.families);
  const { score } = toScore(cheap, title, text, field);
  const { skills, seniority, years, location } = cheap;
  return { score, skills, title, text, field, seniority, years, location };
}

/**
 * A score the pair cannot exceed, from the cheap parts alone (title, text and field, which cost
 * the most, taken at their best, 1): ranking skips the full score of any pair whose bound cannot
 * reach the best ones found so far (topByScore).
 */
export function scoreBound(resume: TPreparedResume, job: TPreparedJob): number {
  return toScore(cheapParts(resume, job), 1, 1, 1).score;
}

/**
 * The `count` best items by score, best first, equal scores in the order the items came: the
 * same answer as scoring every item and sorting, but items are taken in the order of their
 * bound (which must never be below their score), and once the count-th best score found is
 * above the next item's bound, no item left can enter.
 */
export function topByScore<T>(
  items: readonly T[],
  count: number,
  bound: (item: T) => number,
  score: (item: T) => number,
): { item: T; score: number }[] {
  if (count <= 0 || items.length === 0) return [];
  const bounded = items.map((item, index) => ({ item, index, bound: bound(item) }));
  bounded.sort((a, b) => b.bound - a.bound || a.index - b.index);
  const kept: { item: T; index: number; score: number }[] = [];
  // The count best scores so far, as a min-heap: heap[0] is the count-th best once full.
  const heap: number[] = [];
  for (const entry of bounded) {
    if (heap.length === count && entry.bound < heap[0]) break;
    const value = score(entry.item);
    kept.push({ item: entry.item, index: entry.index, score: value });
    if (heap.length < count) {
      heap.push(value);
      siftUp(heap, heap.length - 1);
    } else if (value > heap[0]) {
      heap[0] = value;
      siftDown(heap, 0);
    }
  }
  kept.sort((a, b) => b.score - a.score || a.index - b.index);
  return kept.slice(0, count).map(({ item, score: value }) => ({ item, score: value }));
}

function siftUp(heap: number[], at: number) {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (heap[parent] <= heap[at]) return;
    [heap[parent], heap[at]] = [heap[at], heap[parent]];
    at = parent;
  }
}

function siftDown(heap: number[], at: number) {
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let least = at;
    if (left < heap.length && heap[left] < heap[least]) least = left;
    if (right < heap.length && heap[right] < heap[least]) least = right;
    if (least === at) return;
    [heap[least], heap[at]] = [heap[at], heap[least]];
    at = least;
  }
}

export function scoreMatch(resume: TPreparedResume, job: TPreparedJob, corpus?: TCorpusStats): TMatchResult {
  const { score } = scoreParts(resume, job, corpus);

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
): { job: TPreparedJob; score: number }[] {
  return jobs
    .map((job) => ({ job, score: scoreParts(resume, job, corpus).score, exact: 0 }))
    .sort((a, b) => b.score - a.score || a.job.id - b.job.id)
    .map(({ job, score }) => ({ job, score }));
}
