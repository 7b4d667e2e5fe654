// How every job view writes a job's age, salary, work type and employment type.
// Pure and locale-aware: functions return catalog keys (common/i18n/en/jobs.ts)
// with their values, so the same rules serve English, Arabic and French.
import { formatDate, formatNumber } from "../i18n/formats";
import { COUNTRIES } from "../locations";
import type { TEmploymentType, TJob, TWorkType } from "./schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

export type TRelativeAge =
  { key: "jobs.age.today"; count: 0 } | { key: "jobs.age.days" | "jobs.age.weeks" | "jobs.age.months"; count: number };

/**
 * Ages: "1 day ago"; under 7 days "N days ago"; under 30 days "N weeks ago";
 * otherwise "N months ago", rounded up. The spec has no word for a job younger than a day (its
 * app rounded the hours up to "1 day ago"); we say "Today" until a full day has passed, so a job
 * posted an hour ago does not look a day old. Days and weeks count whole elapsed units (8 days is
 * "1 week ago"); months are rounded up as the spec says (31 days is "2 months ago"). A date in
 * the future (clock skew) is "Today".
 * Use: `const age = relativeAge(job.createdAt, now); t(age.key, { count: age.count })`.
 */
export function relativeAge(postedAt: string | Date, now: Date = new Date()): TRelativeAge {
  const posted = postedAt instanceof Date ? postedAt : new Date(postedAt);
  const elapsed = now.getTime() - posted.getTime();
  if (!Number.isFinite(elapsed) || elapsed < DAY_MS) return { key: "jobs.age.today", count: 0 };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return { key: "jobs.age.days", count: days };
  if (days < 30) return { key: "jobs.age.weeks", count: Math.floor(days / 7) };
  return { key: "jobs.age.months", count: Math.ceil(days / 30) };
}

/** The absolute date for a tooltip ("Jun 3, 2026"), in UTC so server and browser agree. */
export function absoluteDate(value: string | Date, locale = "en"): string {
  return formatDate(value, locale, { dateStyle: "medium", timeZone: "UTC" });
}

// The symbol each currency is written with, as the salary bands write it ("$", "£", "AED").
const SYMBOL_BY_CURRENCY = new Map<string, string>();
for (const country of COUNTRIES) {
  if (!SYMBOL_BY_CURRENCY.has(country.currency)) SYMBOL_BY_CURRENCY.set(country.currency, country.currencySymbol);
}

/** "$", "£", "€", "AED"; the ISO code itself for a currency no supported country uses. */
export function currencySymbol(currency: string): string {
  return SYMBOL_BY_CURRENCY.get(currency.toUpperCase()) ?? currency.toUpperCase();
}

/**
 * One amount, short: thousands as "k" (rounded), from one million on "M" with
 * at most one decimal ("¥5M", "SEK 1.2M": "¥5000k" is hard to read), and Indian rupees in lakh
 * from one lakh to one crore ("₹12L"), as the salary filter labels write them (decision 002).
 * Letter symbols get a space ("AED 200k"), sign symbols none ("$50k").
 */
export function formatSalaryAmount(amount: number, currency: string, locale = "en"): string {
  const code = currency.toUpperCase();
  const symbol = currencySymbol(code);
  const number = (value: number, fractionDigits: number) =>
    formatNumber(value, locale, { maximumFractionDigits: fractionDigits });
  let text: string;
  const rounded = Math.round(amount);
  if (code === "INR" && rounded >= 100_000 && rounded < 10_000_000) {
    text = `${number(rounded / 100_000, 1)}L`;
  } else if (rounded >= 999_500) {
    // 999,600 would round to "1000k": from there on it is "1M".
    text = `${number(rounded / 1_000_000, 1)}M`;
  } else if (rounded >= 1_000) {
    text = `${number(Math.round(rounded / 1_000), 0)}k`;
  } else {
    text = number(rounded, 0);
  }
  return /[A-Za-z]$/.test(symbol) ? `${symbol} ${text}` : `${symbol}${text}`;
}

export interface TSalaryText {
  key:
    "jobs.salary.range" | "jobs.salary.from" | "jobs.salary.upTo" | "jobs.salary.single" | "jobs.salary.notDisclosed";
  /** Every key's values, "" where a key has no use for one, so `t(key, values)` type-checks. */
  values: { min: string; max: string; amount: string };
}

/**
 * The salary line of a job: "$50k - $80k", "AED 200k+", "Up to £60k", one
 * amount when both ends round to the same text, "Salary not disclosed" when there is none.
 * A missing or non-positive end counts as absent.
 * Use: `const salary = salaryText(job); t(salary.key, salary.values)`.
 */
export function salaryText(job: Pick<TJob, "salaryMin" | "salaryMax" | "currency">, locale = "en"): TSalaryText {
  const min = job.salaryMin !== null && job.salaryMin > 0 ? job.salaryMin : null;
  const max = job.salaryMax !== null && job.salaryMax > 0 ? job.salaryMax : null;
  const format = (amount: number) => formatSalaryAmount(amount, job.currency, locale);
  if (min !== null && max !== null) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    const lowText = format(low);
    const highText = format(high);
    return lowText === highText
      ? { key: "jobs.salary.single", values: { min: lowText, max: highText, amount: lowText } }
      : { key: "jobs.salary.range", values: { min: lowText, max: highText, amount: "" } };
  }
  if (min !== null) {
    const text = format(min);
    return { key: "jobs.salary.from", values: { min: text, max: "", amount: text } };
  }
  if (max !== null) {
    const text = format(max);
    return { key: "jobs.salary.upTo", values: { min: "", max: text, amount: text } };
  }
  return { key: "jobs.salary.notDisclosed", values: { min: "", max: "", amount: "" } };
}

/**
 * Remote green, hybrid blue, onsite purple. The tone names a colour family;
 * the badge component (app/features/jobs/work-type-badge.tsx) holds the Tailwind classes, because
 * Tailwind only generates classes it finds under app/.
 */
export const WORK_TYPE_TONES = {
  remote: "green",
  hybrid: "blue",
  onsite: "purple",
} as const satisfies Record<TWorkType, string>;

export function workTypeLabelKey(workType: TWorkType) {
  return `jobs.workType.${workType}` as const;
}

const EMPLOYMENT_TYPE_KEYS = {
  "full-time": "fullTime",
  "part-time": "partTime",
  contract: "contract",
  freelance: "freelance",
  internship: "internship",
  temporary: "temporary",
} as const satisfies Record<TEmploymentType, string>;

/** "Full-time", "Part-time", "Contract", ... */
export function employmentTypeLabelKey(employmentType: TEmploymentType) {
  return `jobs.employmentType.${EMPLOYMENT_TYPE_KEYS[employmentType]}` as const;
}
