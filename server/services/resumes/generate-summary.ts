import { z } from "zod";
import type { TSummaryInput } from "@common/resumes/schema";
import { resumeSkillNames } from "@common/resumes/skill-names";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { asAppError } from "../../platform/ai/errors";
import { spendAiCall } from "../../platform/ai/limits";
import { asData, DATA_RULE } from "../../platform/ai/prompt";

// The summary, through the AI layer (decision 027). The built-in engine's writer is deterministic,
// English, and only restates what the form holds: the latest role, the years of experience, the
// first skills, the highest degree, so it works offline and answers the same every time. A
// configured model gets the same facts, and the form's text as data, and writes it in its words.

type TExperience = TSummaryInput["experience"][number];
type TEducation = TSummaryInput["education"][number];

/** How many of the listed skills the summary names: the first ones, as the person ordered them. */
const SKILLS_NAMED = 4;

/** A `YYYY-MM` month as a month count, so periods can be compared and merged. */
function monthIndex(month: string): number {
  const [year, monthOfYear] = month.split("-").map(Number);
  return year * 12 + (monthOfYear - 1);
}

function clean(text: string | undefined): string | undefined {
  const value = text?.replace(/\s+/g, " ").trim();
  return value ? value : undefined;
}

/** A sentence from the person's words: a capital first letter unless the word is styled ("iOS", "eBay"). */
function sentence(text: string): string {
  const value = text.trim();
  const firstWord = value.split(" ")[0];
  const isStyled = /\p{Lu}/u.test(firstWord.slice(1));
  const capitalized = isStyled ? value : value.charAt(0).toLocaleUpperCase("en") + value.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

/** Whether `phrase` appears in `text` as whole words, ignoring case and punctuation. */
function containsWords(text: string, phrase: string): boolean {
  const words = (value: string) =>
    ` ${value
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()} `;
  return words(text).includes(words(phrase));
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a" or "an" before a degree name: by sound for words, by letter name for acronyms (an MBA). */
export function withArticle(phrase: string): string {
  const word = phrase.split(" ")[0];
  const isAcronym = (word.match(/[A-Z]/g) ?? []).length >= 2;
  const isAn = isAcronym
    ? /^[AEFHILMNORSX]/.test(word)
    : /^(hon|hour|heir)/i.test(word) || (/^[aeiou]/i.test(word) && !/^(uni|use|usu|eu|one|once)/i.test(word));
  return `${isAn ? "an" : "a"} ${phrase}`;
}

/**
 * The total time worked in months: the periods merged, so overlapping jobs count once. A
 * current position runs to this month; an entry with neither an end nor "current" is still
 * being filled in, so its length is unknown and it is left out rather than guessed; future
 * months are not experience yet. Both ends are inclusive months.
 */
export function monthsOfExperience(experience: TExperience[], now: Date): number {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const periods: [number, number][] = [];
  for (const entry of experience) {
    if (!entry.startDate || (!entry.current && !entry.endDate)) continue;
    const start = monthIndex(entry.startDate);
    if (start > thisMonth) continue;
    const end = Math.min(entry.current || !entry.endDate ? thisMonth : monthIndex(entry.endDate), thisMonth);
    periods.push([start, Math.max(start, end) + 1]);
  }
  periods.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of periods) {
    const from = Math.max(start, coveredUntil);
    if (end > from) total += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return total;
}

/** "7 years", "more than 7 years", "5 months": never rounded up. */
export function describeDuration(months: number): string | undefined {
  if (months < 1) return undefined;
  if (months < 12) return `${months} month${months === 1 ? "" : "s"}`;
  const years = Math.floor(months / 12);
  const text = `${years} year${years === 1 ? "" : "s"}`;
  return months % 12 === 0 ? text : `more than ${text}`;
}

/** The current position (the latest started, if several), else the one that started last. */
export function latestRole(experience: TExperience[]): TExperience | undefined {
  const roles = experience.filter((entry) => clean(entry.position) || clean(entry.company));
  const startOf = (entry: TExperience) => (entry.startDate ? monthIndex(entry.startDate) : -Infinity);
  const endOf = (entry: TExperience) =>
    entry.current ? Infinity : entry.endDate ? monthIndex(entry.endDate) : startOf(entry);
  // A stable sort: entries that tie stay in the order the person listed them.
  return [...roles].sort(
    (a, b) => Number(b.current) - Number(a.current) || startOf(b) - startOf(a) || endOf(b) - endOf(a),
  )[0];
}

const DEGREE_LEVELS: [number, RegExp][] = [
  [5, /\b(ph\.? ?d|d\.?phil|doctor|doctorate|doctoral|ed\.?d)\b/i],
  [4, /\b(masters?|m\.?sc|m\.?s|m\.?a|mba|m\.?eng|m\.?phil|mfa|llm|m\.?ed|magister)\b/i],
  [3, /\b(bachelors?|b\.?sc|b\.?s|b\.?a|b\.?eng|b\.?tech|bba|llb|licen[cs]e|licenciatura|undergraduate)\b/i],
  [1, /\b(high school|secondary|a-levels?|ged)\b/i],
  [2, /\b(associate|diploma|hnd|foundation degree)\b/i],
];

/** 5 doctorate, 4 master, 3 bachelor, 2 associate or diploma, 1 school, 0 not recognised. */
export function degreeLevel(degree: string | undefined): number {
  if (!degree) return 0;
  return DEGREE_LEVELS.find(([, pattern]) => pattern.test(degree))?.[0] ?? 0;
}

/** The highest degree; between equal levels the latest graduation, then the first listed. */
export function highestEducation(education: TEducation[]): TEducation | undefined {
  const entries = education.filter((entry) => clean(entry.degree) || clean(entry.field) || clean(entry.institution));
  const graduation = (entry: TEducation) => (entry.graduationDate ? monthIndex(entry.graduationDate) : -Infinity);
  return [...entries].sort((a, b) => degreeLevel(b.degree) - degreeLevel(a.degree) || graduation(b) - graduation(a))[0];
}

function roleSentence(role: TExperience | undefined, duration: string | undefined): string | undefined {
  const position = clean(role?.position);
  const company = clean(role?.company);
  if (!role || (!position && !company)) return undefined;
  const where = company ? `${role.current ? "currently" : "most recently"} at ${company}` : undefined;
  if (duration) {
    const lead = `${position ?? "Professional"} with ${duration} of experience`;
    return sentence(where ? `${lead}, ${where}` : lead);
  }
  const worked = role.current ? "Currently working" : "Most recently worked";
  if (position && company) return sentence(`${worked} as ${position} at ${company}`);
  return sentence(position ? `${worked} as ${position}` : `${worked} at ${company}`);
}

function skillsSentence(skills: string[]): string | undefined {
  const named = skills
    .map(clean)
    .filter((skill): skill is string => Boolean(skill))
    .slice(0, SKILLS_NAMED);
  return named.length ? sentence(`Skilled in ${joinList(named)}`) : undefined;
}

/**
 * The education sentence. `isLead` writes it as the opening sentence (no experience to open
 * with). Completion is only claimed from a graduation date in the past; a future date is
 * "working toward"; no date says only what was studied.
 */
function educationSentence(entry: TEducation | undefined, now: Date, isLead: boolean): string | undefined {
  if (!entry) return undefined;
  const degree = clean(entry.degree);
  const institution = clean(entry.institution);
  // "BSc Computer Science" with the field "Computer Science" names the field once.
  const rawField = clean(entry.field);
  const field = rawField && degree && containsWords(degree, rawField) ? undefined : rawField;
  if (!degree && !field && !institution) return undefined;

  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const graduation = entry.graduationDate ? monthIndex(entry.graduationDate) : undefined;
  const state = graduation === undefined ? "unknown" : graduation > thisMonth ? "studying" : "graduated";
  const inField = field ? ` in ${field}` : "";
  const atInstitution = institution ? ` at ${institution}` : "";

  if (state === "graduated") {
    if (isLead) {
      const subject = field ? `${field} graduate` : "Graduate";
      return sentence(
        `${subject}${degree ? ` with ${withArticle(degree)}` : ""}${institution ? ` from ${institution}` : ""}`,
      );
    }
    if (degree) return sentence(`Holds ${withArticle(degree)}${inField}${institution ? ` from ${institution}` : ""}`);
    return sentence(`Studied${field ? ` ${field}` : ""}${atInstitution}`);
  }
  if (state === "studying") {
    if (isLead) {
      const subject = field ? `${field} student` : "Student";
      return sentence(`${subject}${atInstitution}${degree ? `, working toward ${withArticle(degree)}` : ""}`);
    }
    if (degree) return sentence(`Currently working toward ${withArticle(degree)}${inField}${atInstitution}`);
    return sentence(`Currently studying${field ? ` ${field}` : ""}${atInstitution}`);
  }
  return sentence(`Studied${field ? ` ${field}` : ""}${atInstitution}${degree ? ` (${degree})` : ""}`);
}

/** The facts a summary may state, read from the form once for both the built-in writer and a model. */
export function summaryFacts(input: TSummaryInput, now: Date) {
  const role = latestRole(input.experience);
  const months = monthsOfExperience(
    input.experience.filter((entry) => clean(entry.position) || clean(entry.company)),
    now,
  );
  return {
    role,
    duration: describeDuration(months),
    skills: resumeSkillNames(input.skills, input.skillGroups),
    education: highestEducation(input.education),
    location: clean(input.personalInfo.location),
  };
}

/**
 * A two-to-three sentence summary from the form's facts, or undefined when there is nothing
 * to write about (no experience, education or skills).
 */
export function writeSummary(input: TSummaryInput, options: { now: Date }): string | undefined {
  const { now } = options;
  const facts = summaryFacts(input, now);
  const opening = roleSentence(facts.role, facts.duration);
  const sentences = [
    opening,
    opening ? undefined : educationSentence(facts.education, now, true),
    skillsSentence(facts.skills),
    opening ? educationSentence(facts.education, now, false) : undefined,
  ].filter((text): text is string => Boolean(text));
  if (!sentences.length) return undefined;
  const location = facts.location;
  if (sentences.length < 2 && location) sentences.push(sentence(`Based in ${location}`));
  return sentences.join(" ");
}

/**
 * What to add when there is too little to write from: the part of an entry
 * the person began but left without what the summary needs, else experience, education or
 * skills as such.
 */
export function missingForSummary(input: TSummaryInput) {
  const begunRole = input.experience.some(
    (entry) => clean(entry.startDate) || clean(entry.endDate) || entry.current || clean(entry.description),
  );
  if (begunRole) return "resumeBuilder.aiSummary.needsPosition" as const;
  if (input.education.some((entry) => clean(entry.graduationDate)))
    return "resumeBuilder.aiSummary.needsDegree" as const;
  return "resumes.errors.nothingToSummarize" as const;
}

/** POST /api/resumes/generate-summary: the summary, or BAD_REQUEST saying what to add. */
export function generateSummary(options: { input: TSummaryInput; now?: Date }): { summary: string } {
  const summary = writeSummary(options.input, { now: options.now ?? new Date() });
  if (!summary) throw new AppError("BAD_REQUEST", missingForSummary(options.input));
  return { summary };
}

/** What a model must answer: the summary alone, as plain text. */
export const ZModelSummarySchema = z.object({ summary: z.string().trim().min(1).max(2000) });

export const SUMMARY_INSTRUCTIONS =
  "You write the professional summary of a resume: two or three sentences in English, in the third person " +
  "without pronouns, as plain text (no Markdown, no HTML). State only what the data holds: never invent an " +
  "employer, a number, a degree or a skill. `facts` are read from the form and are correct; `resume` is the form. " +
  DATA_RULE;

/**
 * POST /api/resumes/generate-summary through the AI layer: BAD_REQUEST saying what to add when
 * there is too little to write from (nothing is asked of the AI then), 429 past the limits, the
 * built-in writer's summary, or a configured model's (503 when it fails).
 */
export async function suggestSummary(
  context: Pick<TAppContext, "db" | "env" | "ai">,
  options: { input: TSummaryInput; userId: string; now?: Date; signal?: AbortSignal },
): Promise<{ summary: string }> {
  const now = options.now ?? new Date();
  const builtIn = generateSummary({ input: options.input, now });
  await spendAiCall(context, options.userId);
  if (context.ai.kind === "built-in") return builtIn;
  const { input } = options;
  const facts = summaryFacts(input, now);
  const data = {
    facts: {
      latestRole: facts.role
        ? { position: clean(facts.role.position), company: clean(facts.role.company), current: facts.role.current }
        : undefined,
      experience: facts.duration,
      skills: facts.skills,
      highestEducation: facts.education,
      location: facts.location,
    },
    resume: { experience: input.experience, education: input.education, skills: facts.skills },
  };
  try {
    const answer = await context.ai.generateObject(ZModelSummarySchema, {
      system: SUMMARY_INSTRUCTIONS,
      prompt: asData(data),
      maxOutputTokens: 400,
      signal: options.signal,
    });
    return { summary: answer.summary.replace(/\s+/g, " ").trim() };
  } catch (error) {
    throw asAppError(error);
  }
}
