// Preparing jobs and resumes once: skills with their weights, roles, levels, years, terms.
import { getCountry } from "@common/locations";
import { requiredYears, seniorityFromTitle, seniorityFromYears, titleWithoutLevel } from "./signals";
import { findRoles, findSkillsInItem, findSkillsInText, ROLES_BY_ID, skillField, skillLabel } from "./skills";
import { foldArabic, foldText, terms } from "./text";
import type {
  TJobSkill,
  TMatchJobInput,
  TMatchResumeInput,
  TPreparedJob,
  TPreparedResume,
  TResumeSkill,
  TTermCounts,
} from "./types";

// Weights of where a job names a skill (tuned on the tuning half of bench/match-eval).
export const SOURCE_WEIGHT = { title: 1.2, skills: 1, requirement: 0.85, description: 0.35 } as const;
const REPEAT_BONUS = 0.15;
const REPEAT_CAP = 0.45;
const MUST_FACTOR = 1.3;
const NICE_FACTOR = 0.45;
const MAX_WEIGHT = 2;

const MUST =
  /\b(must|required|requirement|essential|mandatory|necessary|need to|you have|indispensable|obligatoire|exige|exigee|imperati(?:f|ve)|requis|requise)\b/;
const NICE =
  /\b(nice to have|a plus|is a plus|an advantage|advantageous|bonus|preferred|preferably|desirable|ideally|would be great|welcome|not required|optional|un plus|est un plus|un atout|idealement|apprecie|appreciee|souhaite|souhaitee|serait un plus|ideal)\b/;

// Arabic, on `foldArabic` text: "ميزة إضافية" (a plus), "يفضل" (preferred), "ليست شرطًا" (not
// required); "يجب" (must), "إلزامي", "مطلوب", "ضروري", "شرط" (a condition).
const AR_EDGE = "\\u0621-\\u064a";
const NICE_AR = new RegExp(
  `(?<![${AR_EDGE}])(?:ميزه اضافيه|ميزه|يفضل|تفضل|افضليه|ليست شرطا|ليس شرطا|غير الزامي|من المستحسن|اختياري)(?![${AR_EDGE}])`,
);
const MUST_AR = new RegExp(`(?<![${AR_EDGE}])(?:يجب|الزامي|مطلوب|مطلوبه|ضروري|شرط|شرطا|لا بد)(?![${AR_EDGE}])`);

const MAX_TEXT = 20_000;
const clip = (text: unknown, max = MAX_TEXT) => (typeof text === "string" ? text.slice(0, max) : "");
const list = (items: unknown, max = 200) =>
  Array.isArray(items) ? items.filter((item): item is string => typeof item === "string").slice(0, max) : [];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;:؛؟])\s+|\n+|•/).filter((part) => part.trim().length > 0);
}

function addTerms(counts: TTermCounts, text: string, times = 1) {
  for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + times);
}

function addSkillTerms(counts: TTermCounts, ids: Iterable<string>, times: number) {
  for (const id of ids) counts.set(`§${id}`, (counts.get(`§${id}`) ?? 0) + times);
}

interface TSkillTally {
  label: string;
  base: number;
  mentions: number;
  must: boolean;
  niceOnly: boolean;
}

export function prepareJob(job: TMatchJobInput): TPreparedJob {
  const title = clip(job.title, 300);
  const description = clip(job.description);
  const requirements = list(job.requirements).map((item) => clip(item, 2000));
  const skillNames = list(job.skills).map((item) => clip(item, 200));

  const tallies = new Map<string, TSkillTally>();
  const note = (id: string, label: string, base: number, context: "must" | "nice" | "plain") => {
    const tally = tallies.get(id) ?? { label, base: 0, mentions: 0, must: false, niceOnly: true };
    tally.base = Math.max(tally.base, base);
    tally.mentions += 1;
    if (context === "must") tally.must = true;
    if (context !== "nice") tally.niceOnly = false;
    tallies.set(id, tally);
  };
  const contextOf = (sentence: string) => {
    const folded = sentence
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
    if (NICE.test(folded)) return "nice";
    if (MUST.test(folded)) return "must";
    const arabic = foldArabic(foldText(sentence));
    if (NICE_AR.test(arabic)) return "nice";
    if (MUST_AR.test(arabic)) return "must";
    return "plain";
  };

  for (const found of findSkillsInText(title))
    note(found.id, skillLabel(found.id, found.surface), SOURCE_WEIGHT.title, "plain");
  for (const name of skillNames) {
    for (const found of findSkillsInItem(name))
      note(found.id, skillLabel(found.id, found.surface), SOURCE_WEIGHT.skills, "plain");
  }
  for (const requirement of requirements) {
    for (const sentence of sentences(requirement)) {
      const context = contextOf(sentence);
      for (const found of findSkillsInText(sentence)) {
        note(found.id, skillLabel(found.id, found.surface), SOURCE_WEIGHT.requirement, context);
      }
    }
  }
  for (const sentence of sentences(description)) {
    const context = contextOf(sentence);
    for (const found of findSkillsInText(sentence)) {
      note(found.id, skillLabel(found.id, found.surface), SOURCE_WEIGHT.description, context);
    }
  }

  const skills: TJobSkill[] = [];
  for (const [id, tally] of tallies) {
    let weight = tally.base + Math.min(REPEAT_CAP, REPEAT_BONUS * (tally.mentions - 1));
    if (tally.must) weight *= MUST_FACTOR;
    else if (tally.niceOnly && tally.base < SOURCE_WEIGHT.skills) weight *= NICE_FACTOR;
    else if (tally.niceOnly) weight *= 0.75;
    skills.push({ id, label: tally.label, weight: Math.min(MAX_WEIGHT, Number(weight.toFixed(3))) });
  }
  skills.sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));

  const titleRoles = findRoles(title);
  const allText = [title, ...requirements, description].join("\n");
  const years = requiredYears(allText);
  const seniority = seniorityFromTitle(title) ?? (years === null ? null : seniorityFromYears(years));

  const families = new Map<string, number>();
  for (const skill of skills) {
    const field = skillField(skill.id);
    if (field && field !== "general") families.set(field, (families.get(field) ?? 0) + skill.weight);
  }
  for (const roleId of titleRoles) {
    const field = ROLES_BY_ID.get(roleId)?.field;
    if (field) families.set(field, (families.get(field) ?? 0) + 3 / titleRoles.length);
  }

  const termCounts: TTermCounts = new Map();
  addTerms(termCounts, titleWithoutLevel(title), 3);
  for (const name of skillNames) addTerms(termCounts, name, 2);
  for (const requirement of requirements) addTerms(termCounts, requirement, 1);
  addTerms(termCounts, description, 1);
  addSkillTerms(
    termCounts,
    skills.map((skill) => skill.id),
    2,
  );

  const countryCode = getCountry(job.country)?.code ?? null;
  return {
    id: job.id,
    title,
    titleTerms: terms(titleWithoutLevel(title)),
    titleRoles,
    seniority,
    requiredYears: years,
    skills,
    families: normalise(families),
    terms: termCounts,
    countryCode,
    country: getCountry(job.country)?.name ?? clip(job.country, 100),
    city: job.city ? clip(job.city, 100) : null,
    workType: job.workType === "remote" || job.workType === "hybrid" ? job.workType : "onsite",
  };
}

function normalise(weights: Map<string, number>): Map<string, number> {
  let total = 0;
  for (const value of weights.values()) total += value;
  const result = new Map<string, number>();
  if (total <= 0) return result;
  for (const [key, value] of weights) result.set(key, value / total);
  return result;
}

export function prepareResume(resume: TMatchResumeInput): TPreparedResume {
  const headline = clip(resume.title, 300);
  const summary = clip(resume.summary);
  const skillNames = list(resume.skills, 500).map((item) => clip(item, 200));
  const experience = (Array.isArray(resume.experience) ? resume.experience : [])
    .slice(0, 50)
    .map((entry) => ({ title: clip(entry?.title, 300), description: clip(entry?.description) }));

  const skills = new Map<string, TResumeSkill>();
  const have = (id: string, matchedAs: string) => {
    if (!skills.has(id)) skills.set(id, { id, matchedAs });
  };
  for (const name of skillNames) for (const found of findSkillsInItem(name)) have(found.id, found.surface);
  for (const text of [headline, ...experience.map((entry) => entry.title)]) {
    for (const found of findSkillsInText(text)) have(found.id, found.surface);
  }
  for (const text of [...experience.map((entry) => entry.description), summary]) {
    for (const found of findSkillsInText(text)) have(found.id, found.surface);
  }

  const titleTexts = [headline, ...experience.map((entry) => entry.title)].filter((text) => text.trim().length > 0);
  const titles = titleTexts.map((text) => ({ text, terms: terms(titleWithoutLevel(text)), roles: findRoles(text) }));

  const years =
    typeof resume.yearsOfExperience === "number" && Number.isFinite(resume.yearsOfExperience)
      ? Math.max(0, Math.min(60, resume.yearsOfExperience))
      : null;
  const titledLevel = titleTexts.length > 0 ? seniorityFromTitle(titleTexts[0]) : null;
  const seniority = titledLevel ?? (years === null ? null : seniorityFromYears(years));

  const families = new Map<string, number>();
  for (const id of skills.keys()) {
    const field = skillField(id);
    if (field && field !== "general") families.set(field, (families.get(field) ?? 0) + 1);
  }
  titles.forEach((title, position) => {
    const share = position === 0 ? 3 : 1.5;
    for (const roleId of title.roles) {
      const field = ROLES_BY_ID.get(roleId)?.field;
      if (field) families.set(field, (families.get(field) ?? 0) + share / title.roles.length);
    }
  });

  const termCounts: TTermCounts = new Map();
  addTerms(termCounts, titleWithoutLevel(headline), 2);
  for (const name of skillNames) addTerms(termCounts, name, 2);
  for (const entry of experience) {
    addTerms(termCounts, titleWithoutLevel(entry.title), 2);
    addTerms(termCounts, entry.description, 1);
  }
  addTerms(termCounts, summary, 1);
  addSkillTerms(termCounts, skills.keys(), 2);

  const countryCode = resume.countryCode ? (getCountry(resume.countryCode)?.code ?? null) : null;
  return {
    titles,
    seniority,
    yearsOfExperience: years,
    skills,
    families: normalise(families),
    terms: termCounts,
    countryCode,
    city: resume.city ? clip(resume.city, 100) : null,
    willingToRelocate: resume.willingToRelocate === true,
  };
}
