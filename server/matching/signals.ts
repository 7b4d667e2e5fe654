// Seniority read from titles and years of experience read from job text, English, French and
// Arabic.
import { arabicKey, foldArabic, foldText, words } from "./text";
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

// Arabic level words, compared by their `arabicKey`: "متدرب" trainee, "رئيس" head, "قائد" lead,
// "خبير" expert, "أول" and "كبير" senior ("محاسب أول"), "مبتدئ" and "حديث التخرج" junior, "مساعد"
// assistant. "مدير" (manager) names the job, not a level, as in English.
const ARABIC_LEVELS: [string[], TSeniority][] = [
  [["متدرب"], 0],
  [["رئيس", "نائب الرئيس", "رئيس تنفيذي", "مدير تنفيذي", "مدير عام"], 5],
  [["قائد", "خبير"], 4],
  [["أول", "كبير"], 3],
  [["مبتدئ", "حديث التخرج", "حديثي التخرج", "مساعد"], 1],
];
const ARABIC_LEVEL_KEYS: [string[][], TSeniority][] = ARABIC_LEVELS.map(([phrases, level]) => [
  phrases.map((phrase) => words(phrase).map(arabicKey)),
  level,
]);
// A level word that is part of the occupation's name: "رئيس التمريض" (head nurse), "رئيس طهاة"
// (head chef), "مساعد تمريض" (nursing assistant), "مساعد صيدلي", "مساعد معلم", "مساعد محاسب".
const ARABIC_NOT_A_LEVEL = new Set(
  [
    "رئيس تمريض",
    "رئيس طهاة",
    "رئيس ممرض",
    "مساعد تمريض",
    "مساعد ممرض",
    "مساعد صيدلي",
    "مساعد معلم",
    "مساعد مبيعات",
    "مساعد محاسب",
  ].map((phrase) => words(phrase).map(arabicKey).join(" ")),
);

function arabicSeniority(title: string): TSeniority | null {
  const keys = words(title).map(arabicKey);
  if (!keys.some((key) => /[\u0621-\u064a]/.test(key))) return null;
  let found: TSeniority | null = null;
  keys.forEach((key, position) => {
    if (ARABIC_NOT_A_LEVEL.has(`${key} ${keys[position + 1] ?? ""}`)) return;
    for (const [phrases, level] of ARABIC_LEVEL_KEYS) {
      const hit = phrases.some((phrase) => phrase.every((word, offset) => keys[position + offset] === word));
      // The highest level named wins ("رئيس قسم المحاسبين الأول" is a head).
      if (hit && (found === null || level > found)) found = level;
    }
  });
  return found;
}

/** The level a title states, or null when it states none ("Software Engineer"). */
export function seniorityFromTitle(title: string): TSeniority | null {
  const arabic = arabicSeniority(title);
  if (arabic !== null) return arabic;
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

// Arabic: "خمس سنوات", "3 سنوات", "3-5 سنوات" (the lower end), "سنتان" / "سنتين" (two years),
// "خبرة سنة" (one year), in a clause about experience or a minimum ("خبرة", "على الأقل",
// "لا تقل عن"). Matched on `foldArabic` text (أ -> ا, ة -> ه).
const AR = "\\u0621-\\u064a";
const ARABIC_NUMBERS: Record<string, number> = {
  "واحد": 1, "واحده": 1, "اثنان": 2, "اثنين": 2, "ثلاث": 3, "ثلاثه": 3, "اربع": 4, "اربعه": 4, "خمس": 5,
  "خمسه": 5, "ست": 6, "سته": 6, "سبع": 7, "سبعه": 7, "ثمان": 8, "ثماني": 8, "ثمانيه": 8, "تسع": 9,
  "تسعه": 9, "عشر": 10, "عشره": 10,
}; // prettier-ignore
const AR_NUMBER = `(\\d{1,2}|${Object.keys(ARABIC_NUMBERS).join("|")})`;
const AR_YEARS = "(?:سنوات|سنين|سنه|اعوام|عاما|عام)";
const ARABIC_PATTERNS: [RegExp, number | null][] = [
  [
    new RegExp(
      `(?<![${AR}])${AR_NUMBER}\\s*\\+?\\s*(?:(?:-|–|الي|او)\\s*${AR_NUMBER}\\s*)?${AR_YEARS}(?![${AR}])`,
      "g",
    ),
    null,
  ],
  [new RegExp(`(?<![${AR}])(?:سنتان|سنتين|عامان|عامين)(?![${AR}])`, "g"), 2],
  [new RegExp(`(?<![${AR}])خبره\\s+(?:لا\\s+تقل\\s+عن\\s+)?(?:سنه|عام)(?:\\s+واحده)?(?![${AR}])`, "g"), 1],
];
const ARABIC_EXPERIENCE = /خبر|اقل|تقل|يقل|اكثر من/;

function arabicRequiredYears(text: string): number | null {
  let best: number | null = null;
  for (const clause of foldArabic(foldText(text)).split(/[.،,؛;\n!?؟]+/)) {
    if (!ARABIC_EXPERIENCE.test(clause)) continue;
    for (const [pattern, fixed] of ARABIC_PATTERNS) {
      for (const match of clause.matchAll(pattern)) {
        const years = fixed ?? (/^\d+$/.test(match[1]) ? Number(match[1]) : (ARABIC_NUMBERS[match[1]] ?? Number.NaN));
        if (!Number.isFinite(years) || years < 1 || years > 25) continue;
        if (best === null || years > best) best = years;
      }
    }
  }
  return best;
}

/** The years of experience a job text asks for (the largest minimum stated), or null. */
export function requiredYears(text: string): number | null {
  let folded = foldText(text).replace(/[’`]/g, "'");
  let best: number | null = /[\u0621-\u064a]/.test(folded) ? arabicRequiredYears(text) : null;
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
