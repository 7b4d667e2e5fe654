// Reading a JSON Resume document's values into ours: texts cleaned and cut to our limits, lists,
// months, web addresses and a section's entries, each problem reported in plain words.
import { RESUME_LIMITS } from "@common/resumes/schema";
import { normaliseWebAddress } from "@common/validation/web-address";
import { CONTROL_CHARACTERS, cut, isRecord, plural, printable, type Report, type TRecord } from "./json-resume-report";

export interface TReader {
  report: Report;
  /** Text at `path`: a string (or a finite number), cleaned and trimmed; "" when absent. */
  text(value: unknown, path: string, max: number): string;
  /** A list at `path`; anything else is reported and read as empty. */
  list(value: unknown, path: string): readonly unknown[];
  month(value: unknown, path: string): { month: string; isPresent: boolean };
  url(value: unknown, path: string): string | undefined;
}

export function createReader(report: Report): TReader {
  const reader: TReader = {
    report,
    text(value, path, max) {
      let raw: string;
      if (typeof value === "string") raw = value;
      else if (typeof value === "number" && Number.isFinite(value)) raw = String(value);
      else {
        if (value !== undefined && value !== null) report.add(path, `not text`);
        return "";
      }
      const clean = raw.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
      if (clean.length <= max) return clean;
      report.add(path, `shortened to ${max} characters`);
      return cut(clean, max);
    },
    list(value, path) {
      if (Array.isArray(value)) return value;
      if (value !== undefined && value !== null) report.add(path, `not a list`);
      return [];
    },
    month(value, path) {
      const raw = reader.text(value, path, 40);
      if (!raw) return { month: "", isPresent: false };
      if (/^(present|current|now|today|ongoing)$/i.test(raw)) return { month: "", isPresent: true };
      const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T.*)?)?)?$/.exec(raw);
      const month = match?.[2] ?? "01";
      if (!match || Number(month) < 1 || Number(month) > 12) {
        report.add(path, `"${cut(raw, 20)}" is not a date`);
        return { month: "", isPresent: false };
      }
      if (!match[2]) report.add(path, `only a year, ${match[1]}: set to January`);
      return { month: `${match[1]}-${month}`, isPresent: false };
    },
    url(value, path) {
      const raw = reader.text(value, path, 2_000);
      if (!raw) return undefined;
      // As the builder takes them (common/validation/web-address.ts): "github.com/sam" is kept.
      const address = normaliseWebAddress(raw);
      if (address !== null && address.length <= RESUME_LIMITS.url) return address;
      report.add(path, `not a web address we can keep`);
      return undefined;
    },
  };
  return reader;
}

/** Reports the fields of `record` that are present, not blank, and not in `mapped`. */
export function reportUnmappedFields(reader: TReader, record: TRecord, path: string, mapped: readonly string[]) {
  for (const key of Object.keys(record)) {
    if (mapped.includes(key)) continue;
    const value = record[key];
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) reader.report.add(`${path}.${printable(key)}`, plural(value.length));
    } else if (!isRecord(value) || Object.keys(value).length > 0) {
      reader.report.add(`${path}.${printable(key)}`);
    }
  }
}

/**
 * Reads up to `max` usable entries of a section; reports entries that are not objects, are
 * empty, or are over the limit.
 */
export function readEntries<TEntry>(
  reader: TReader,
  value: unknown,
  section: string,
  max: number,
  readEntry: (record: TRecord, path: string) => TEntry | undefined,
): TEntry[] {
  const entries: TEntry[] = [];
  const items = reader.list(value, section);
  for (let index = 0; index < items.length; index++) {
    if (entries.length === max) {
      reader.report.add(section, `${plural(items.length - index)} over the limit of ${max} left out`);
      break;
    }
    const item = items[index];
    const path = `${section}[${index}]`;
    if (!isRecord(item)) {
      reader.report.add(path, `not an object`);
      continue;
    }
    const entry = readEntry(item, path);
    if (entry === undefined) reader.report.add(path, `nothing we can use`);
    else entries.push(entry);
  }
  return entries;
}

/** A list of short texts (highlights, keywords, courses): blank ones skipped, the rest cut to `max`. */
export function readWords(reader: TReader, value: unknown, path: string, max: number): string[] {
  const items = reader.list(value, path);
  const words = items
    .map((item, index) => reader.text(item, `${path}[${index}]`, max))
    .filter(Boolean)
    .slice(0, RESUME_LIMITS.highlights);
  if (items.length > RESUME_LIMITS.highlights && words.length === RESUME_LIMITS.highlights) {
    reader.report.add(path, `only the first ${RESUME_LIMITS.highlights} kept`);
  }
  return words;
}
