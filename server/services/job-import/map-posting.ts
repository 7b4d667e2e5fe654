// A source's posting (./source-posting.ts) as the columns of an imported job, through the one job
// schema's import variant (ZImportedJobSchema) and the columns a posting writes (postingColumns):
// the country and city matched to our lists, the work and employment types read from the source's
// words, the salary made yearly in the country's currency, the description made plain text.
import { getCountry, citiesFor, type TCountry } from "@common/locations";
import { ZImportedJobSchema } from "@common/jobs/posting";
import type { TEmploymentType, TWorkType } from "@common/jobs/schemas";
import { MAX_DATABASE_INTEGER } from "@common/validation/ids";
import { postingColumns } from "../jobs/managed-job";
import { htmlToText } from "./html-to-text";
import type { TImportNotice, TSalaryPeriod, TSourcePosting } from "./source-posting";

/** The columns the sync writes for an imported job (and compares to see whether it changed). */
export type TImportedColumns = ReturnType<typeof postingColumns> & {
  company: string;
  applyUrl: string;
};

export interface TMappedPosting {
  externalId: string;
  columns: TImportedColumns;
  /** When the source says the posting closes, if it does. */
  validThrough: Date | null;
}

export type TMapResult =
  { ok: true; posting: TMappedPosting; warnings: TImportNotice[] } | { ok: false; warnings: TImportNotice[] };

/** What sources write for countries that are not their ISO code or our name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  uk: "GB",
  "u.k.": "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  uae: "AE",
  ksa: "SA",
  "kingdom of saudi arabia": "SA",
  deutschland: "DE",
  "the netherlands": "NL",
  holland: "NL",
};

const YEARLY_FACTOR: Record<TSalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

/** Lower case, accents folded, every run of other characters one space. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function countryOf(text: string | null): TCountry | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  return getCountry(trimmed) ?? getCountry(COUNTRY_ALIASES[trimmed.toLowerCase()]);
}

/** "Dubai, United Arab Emirates", "Remote - Germany", "Berlin (DE)": the parts of a location line. */
function locationParts(line: string | null): string[] {
  if (!line) return [];
  return line
    .split(/[,;|/()]|\s[-–—]\s/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const REMOTE_WORDS = /^(remote|anywhere|worldwide|hybrid|home based|work from home)$/;

/** Our city of that country that the text names, ignoring case and accents. */
function matchCity(country: TCountry, text: string | null): string | null {
  if (!text) return null;
  const wanted = fold(text);
  return citiesFor(country.name).find((city) => fold(city) === wanted) ?? null;
}

function employmentTypeOf(words: string | null): TEmploymentType {
  const text = (words ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (text.includes("part")) return "part-time";
  if (text.includes("intern") || text.includes("trainee") || text.includes("apprentice")) return "internship";
  if (text.includes("freelance")) return "freelance";
  if (text.includes("contract") || text.includes("contractor")) return "contract";
  if (text.includes("temp") || text.includes("seasonal")) return "temporary";
  return "full-time";
}

function workTypeOf(posting: TSourcePosting): TWorkType {
  const words = fold(`${posting.locationText ?? ""} ${posting.title}`);
  if (posting.isHybrid || /\bhybrid\b/.test(words)) return "hybrid";
  if (posting.isRemote || /\bremote\b/.test(words)) return "remote";
  return "onsite";
}

function yearly(amount: number | null, period: TSalaryPeriod | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * YEARLY_FACTOR[period ?? "year"]);
}

type TSalaryColumns = { salaryMin: number | null; salaryMax: number | null };

/** The salary as yearly amounts in the country's currency, or none (with a warning why). */
function salaryOf(posting: TSourcePosting, country: TCountry, warnings: TImportNotice[]): TSalaryColumns {
  const none = { salaryMin: null, salaryMax: null };
  const salary = posting.salary;
  if (!salary || (salary.min === null && salary.max === null)) return none;
  // A salary that states no currency is read as the country's.
  const currency = (salary.currency ?? country.currency).trim().toUpperCase();
  if (currency !== country.currency) {
    warnings.push({
      key: "jobImportApi.warnings.salaryCurrency",
      values: { title: posting.title, currency, expected: country.currency },
    });
    return none;
  }
  let [min, max] = [yearly(salary.min, salary.period), yearly(salary.max, salary.period)];
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if ((min ?? 0) > MAX_DATABASE_INTEGER || (max ?? 0) > MAX_DATABASE_INTEGER) {
    warnings.push({ key: "jobImportApi.warnings.salaryInvalid", values: { title: posting.title } });
    return none;
  }
  return { salaryMin: min, salaryMax: max };
}

function dateOf(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A posting as an imported job's columns, or skipped with a warning: outside our countries, or
 * still failing the job schema (the warning names the field). `fallbackCompany` names the company
 * when the source states none (the source's own name).
 */
export function mapPosting(posting: TSourcePosting, fallbackCompany: string): TMapResult {
  const warnings: TImportNotice[] = [];
  const title = posting.title.trim();
  const parts = locationParts(posting.locationText);
  const country =
    countryOf(posting.country) ??
    [...parts]
      .reverse()
      .map(countryOf)
      .find((found) => found !== undefined);
  if (!country) {
    const location = posting.locationText ?? ([posting.city, posting.country].filter(Boolean).join(", ") || "—");
    warnings.push({ key: "jobImportApi.warnings.countryUnknown", values: { title, location } });
    return { ok: false, warnings };
  }
  const isPlace = (part: string) => !countryOf(part) && !REMOTE_WORDS.test(fold(part));
  const city = matchCity(country, posting.city) ?? parts.map((part) => matchCity(country, part)).find(Boolean) ?? null;
  const sourceCity = city ?? posting.city?.trim() ?? parts.find(isPlace) ?? null;
  const description = htmlToText(posting.description);
  const input = {
    companyName: (posting.company ?? "").trim() || fallbackCompany,
    jobTitle: title,
    jobType: employmentTypeOf(posting.employmentType),
    country: country.name,
    city,
    workType: workTypeOf(posting),
    ...salaryOf(posting, country, warnings),
    description,
    // The description holds the whole posting; its lists are not all requirements (duties,
    // benefits), so none is shown again under "Requirements".
    requirements: [],
    benefits: [],
    urgent: false,
  };
  const parsed = ZImportedJobSchema.safeParse(input);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "description");
    warnings.push({ key: "jobImportApi.warnings.invalidField", values: { title: title || posting.externalId, field } });
    return { ok: false, warnings };
  }
  const columns = postingColumns(parsed.data);
  return {
    ok: true,
    warnings,
    posting: {
      externalId: posting.externalId,
      validThrough: dateOf(posting.validThrough),
      columns: {
        ...columns,
        location: city === null && sourceCity ? `${sourceCity}, ${country.name}` : columns.location,
        company: parsed.data.companyName,
        applyUrl: posting.applyUrl,
      },
    },
  };
}
