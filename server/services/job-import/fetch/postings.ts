// What every source's parser shares: reading loosely typed fields, absolute addresses, location
// lines, salary texts, and the per-source cap with its one warning.
import { MAX_POSTINGS_PER_SOURCE } from "../limits";
import {
  SALARY_PERIODS,
  type TFetchedSource,
  type TImportNotice,
  type TSalaryPeriod,
  type TSourcePosting,
} from "../source-posting";

export type TRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is TRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A non-empty trimmed string (numbers as text), or null. */
export function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export function amount(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value.replaceAll(",", "").trim()) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : null;
}

/** The address as an absolute http(s) URL (relative ones resolved against `base` when given), or null. */
export function httpUrl(value: unknown, base?: string): string | null {
  const address = text(value);
  if (!address || !URL.canParse(address, base)) return null;
  const url = new URL(address, base);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/** An ISO time from a date text or milliseconds, or null. */
export function isoTime(value: unknown): string | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** "Dubai, United Arab Emirates" -> city Dubai, country United Arab Emirates; "Remote - Germany" -> remote. */
export function splitLocation(line: string | null): Pick<TSourcePosting, "city" | "region" | "country" | "isRemote"> {
  if (!line) return { city: null, region: null, country: null, isRemote: false };
  const isRemote = /\bremote\b/i.test(line);
  const cleaned = line
    .replace(/\bremote\b\s*[-–:(]?\s*/i, "")
    .replace(/[()]/g, "")
    .trim();
  const parts = cleaned
    .split(/\s*[,;|]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { city: null, region: null, country: null, isRemote };
  if (parts.length === 1) return { city: null, region: null, country: parts[0] ?? null, isRemote };
  return {
    city: parts[0] ?? null,
    region: parts.length > 2 ? (parts[1] ?? null) : null,
    country: parts.at(-1) ?? null,
    isRemote,
  };
}

export function salaryPeriod(value: unknown): TSalaryPeriod | null {
  const words = (text(value) ?? "").toLowerCase();
  if (/year|annual|annum|yr/.test(words)) return "year";
  if (/month/.test(words)) return "month";
  if (/week/.test(words)) return "week";
  if (/day|daily/.test(words)) return "day";
  if (/hour/.test(words)) return "hour";
  return SALARY_PERIODS.find((period) => words === period) ?? null;
}

const CURRENCY_SIGNS: [RegExp, string][] = [
  [/C\$/, "CAD"],
  [/A\$/, "AUD"],
  [/S\$/, "SGD"],
  [/R\$/, "BRL"],
  [/\$/, "USD"],
  [/€/, "EUR"],
  [/£/, "GBP"],
  [/¥/, "JPY"],
  [/₹/, "INR"],
];

/** "120000-150000 AED per year", "$50,000 - $60,000 per year", "45 USD per hour", "80k EUR". */
export function parseSalaryText(value: unknown): TSourcePosting["salary"] {
  const words = text(value);
  if (!words) return null;
  const numbers = [...words.matchAll(/(\d[\d,.]*\d|\d)\s*([kK])?/g)]
    .map((match) => {
      const digits = match[1] ?? "";
      // "4.500" and "1.200.000" are written with dots between thousands.
      const number = Number(
        /^\d{1,3}(\.\d{3})+$/.test(digits) ? digits.replaceAll(".", "") : digits.replaceAll(",", ""),
      );
      return match[2] ? number * 1000 : number;
    })
    .filter((number) => Number.isFinite(number) && number > 0);
  if (numbers.length === 0) return null;
  const code = /\b([A-Z]{3})\b/.exec(words)?.[1] ?? CURRENCY_SIGNS.find(([sign]) => sign.test(words))?.[1] ?? null;
  return {
    min: numbers[0] ?? null,
    max: numbers.length > 1 ? (numbers[1] ?? null) : null,
    currency: code,
    period: salaryPeriod(words),
  };
}

const MISSING_KEYS = {
  id: "jobImportFetch.postingWithoutId",
  title: "jobImportFetch.postingWithoutTitle",
  url: "jobImportFetch.postingWithoutUrl",
} as const;

/** A posting left out for lacking a field; `position` is its place in the answer (from 1). */
export const missingField = (
  field: keyof typeof MISSING_KEYS,
  position: number,
  title?: string | null,
): TImportNotice => ({
  key: MISSING_KEYS[field],
  values: { position, title: title ?? "" },
});

/**
 * Reads each raw item with `read`: a posting, or a notice saying why it is left out (a repeated id
 * too). At most MAX_POSTINGS_PER_SOURCE postings: the rest are only counted, in one warning.
 */
export function collect(
  items: readonly unknown[],
  read: (item: unknown, position: number) => TSourcePosting | TImportNotice,
): TFetchedSource {
  const postings: TSourcePosting[] = [];
  const warnings: TImportNotice[] = [];
  const seen = new Set<string>();
  let extra = 0;
  items.forEach((item, index) => {
    if (postings.length >= MAX_POSTINGS_PER_SOURCE) {
      extra += 1;
      return;
    }
    const result = read(item, index + 1);
    if (!("externalId" in result)) warnings.push(result);
    else if (seen.has(result.externalId))
      warnings.push({ key: "jobImportFetch.duplicateId", values: { id: result.externalId, position: index + 1 } });
    else {
      seen.add(result.externalId);
      postings.push(result);
    }
  });
  if (extra > 0)
    warnings.push({ key: "jobImportFetch.tooManyPostings", values: { count: extra, limit: MAX_POSTINGS_PER_SOURCE } });
  return { postings, warnings };
}
