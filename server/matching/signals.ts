// Seniority read from titles and years of experience read from job text, English and French.
import { foldText, words } from "./text";
import type { TSeniority } from "./types";

const LEVEL_WORDS: [RegExp, TSeniority][] = [
  [/\b(intern|internship|stagiaire|stage|trainee|apprenti|apprentice|alternance|alternant|werkstudent)\b/, 0],
  [/\b(head|director|directeur|directrice|vp|vice president|chief|cto|cfo|cmo|coo|drh|daf)\b/, 5],
  [/\b(lead|principal|staff|expert|chef de file)\b/, 4],
  [/\b(senior|sr|snr|confirme|confirmee|experimente|experimentee)\b/, 3],
  [/\b(junior|jr|entry level|entry-level|graduate|debutant|debutante|assistant|trainee)\b/, 1],
  [/\b(mid|mid-level|intermediate|ii)\b/, 2],
];

// Titles where the level word is part of the occupation's name, not a level.
const NOT_A_LEVEL =
  /\b(school principal|head teacher|headteacher|head chef|head of school|chef de partie|teaching assistant|nursing assistant|care assistant|pharmacy assistant|sales assistant|shop assistant|retail assistant|marketing assistant|hr assistant|physician assistant|accounts assistant|assistant buyer|assistant principal|staff nurse|head nurse|head barista|architect(e)? d'interieur|software architect|solutions? architect|project architect|architecte|charge nurse)\b/;

/** The level a title states, or null when it states none ("Software Engineer"). */
export function seniorityFromTitle(title: string): TSeniority | null {
  const text = foldText(title).replace(NOT_A_LEVEL, " ");
  for (const [pattern, level] of LEVEL_WORDS) {
    if (pattern.test(text)) {
      // "architect" is a lead level only for software ("Software Architect" is removed above).
      return level;
    }
  }
  return null;
}

/** The level years of experience suggest. */
export function seniorityFromYears(years: number): TSeniority {
  if (years < 2) return 1;
  if (years < 6) return 2;
  if (years < 10) return 3;
  return 4;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twelve: 12, fifteen: 15, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8,
  neuf: 9, dix: 10, douze: 12, quinze: 15,
}; // prettier-ignore

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const YEARS = `(?:years?|yrs?|ans|annees)`;
const PATTERNS: RegExp[] = [
  // "3-5 years", "3 to 5 years", "de 3 a 5 ans"
  new RegExp(`\\b${NUMBER}\\s*(?:-|–|to|a)\\s*${NUMBER}\\s*\\+?\\s*${YEARS}`, "g"),
  // "5+ years", "5 + yrs"
  new RegExp(`\\b${NUMBER}\\s*\\+\\s*${YEARS}`, "g"),
  // "at least three years", "minimum 2 years", "minimum of 4 years", "au moins 3 ans", "plus de 5 ans"
  new RegExp(
    `\\b(?:at least|a minimum of|minimum of|minimum|min|no less than|over|more than|au moins|minimum de|plus de|au minimum)\\s+${NUMBER}\\s*\\+?\\s*${YEARS}`,
    "g",
  ),
  // "5 years of experience", "two years' experience", "5 ans d'experience", "3 years in sales"
  new RegExp(
    `\\b${NUMBER}\\s*${YEARS}(?:'|s')?\\s+(?:of\\s+|d'|de\\s+|minimum\\s+)?(?:[a-z-]+\\s+){0,3}?(?:experience|work|working|in|as|d'experience)`,
    "g",
  ),
];

function toNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (NUMBER_WORDS[text] ?? Number.NaN);
}

/** The years of experience a job text asks for (the largest minimum stated), or null. */
export function requiredYears(text: string): number | null {
  let folded = foldText(text).replace(/[’`]/g, "'");
  let best: number | null = null;
  for (const pattern of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const years = toNumber(match[1]);
      if (!Number.isFinite(years) || years < 1 || years > 25) continue;
      if (best === null || years > best) best = years;
    }
    // A range's upper end ("3-5 years") is not a minimum: later patterns must not read it.
    folded = folded.replace(pattern, (found) => " ".repeat(found.length));
  }
  return best;
}

/** A title's words without its level words, for comparing titles. */
export function titleWithoutLevel(title: string): string {
  return words(title)
    .filter(
      (word) =>
        !/^(senior|sr|snr|junior|jr|lead|principal|staff|intern|trainee|confirme|confirmee|stagiaire|h\/f|f\/h|m\/f|ii|iii)$/.test(
          word,
        ),
    )
    .join(" ");
}
