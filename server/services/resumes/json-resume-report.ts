// What a JSON Resume import could not keep, in plain words ("Job 2: start date"), and the safe
// reading of the untrusted document's objects that every part of the import shares.

export type TRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is TRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An own property only: never `__proto__`, `constructor` or anything inherited. */
export const read = (record: TRecord | undefined, key: string): unknown =>
  record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

// eslint-disable-next-line no-control-regex -- our text fields refuse these (common/validation/text.ts)
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const MAX_REPORTED = 100;

// How the report names JSON Resume's sections, their entries and their fields: in plain
// words ("Job 2: start date"), not JSON paths ("work[1].startDate").
const SECTION_WORDS: Record<string, readonly [section: string, entry: string]> = {
  basics: ["Personal details", "Personal details"],
  work: ["Work experience", "Job"],
  education: ["Education", "School"],
  skills: ["Skills", "Skill"],
  languages: ["Languages", "Language"],
  certificates: ["Certificates", "Certificate"],
  projects: ["Projects", "Project"],
  volunteer: ["Volunteering", "Volunteer role"],
  awards: ["Awards", "Award"],
  publications: ["Publications", "Publication"],
  interests: ["Interests", "Interest"],
  references: ["References", "Reference"],
};
const FIELD_WORDS: Record<string, string> = {
  "work.description": "company description",
  url: "web address",
  website: "web address",
  startDate: "start date",
  endDate: "end date",
  releaseDate: "publication date",
  studyType: "degree",
  area: "field of study",
  score: "grade",
  fluency: "level",
  label: "headline",
  image: "photo",
  postalCode: "postal code",
  address: "street address",
  countryCode: "country",
  username: "user name",
  profiles: "profile",
  highlights: "highlight",
  keywords: "keyword",
  courses: "course",
  roles: "role",
  name: "name",
};

/** "work[1].highlights[0]" as "Job 2: highlight 1"; a quoted key is a section we do not know. */
export function inPlainWords(path: string): string {
  if (path.startsWith('"')) return `The ${path} section`;
  const tokens = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] === undefined ? match[1] : Number(match[2]),
  );
  const [section, ...rest] = tokens;
  const names = typeof section === "string" ? SECTION_WORDS[section] : undefined;
  const fieldWord = (token: string) => FIELD_WORDS[`${String(section)}.${token}`] ?? FIELD_WORDS[token];
  let head = names?.[0] ?? String(section);
  if (typeof rest[0] === "number") {
    head = `${names?.[1] ?? head} ${rest[0] + 1}`;
    rest.shift();
  }
  const parts: string[] = [];
  rest.forEach((token, index) => {
    if (typeof token === "number") return;
    const word = fieldWord(token) ?? token.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    const next = rest[index + 1];
    parts.push(typeof next === "number" ? `${word} ${next + 1}` : word);
  });
  return parts.length ? `${head}: ${parts.join(", ")}` : head;
}

/** Collects what could not be imported, at most MAX_REPORTED lines, in plain words. */
export class Report {
  readonly lines: string[] = [];
  private dropped = 0;
  add(path: string, detail?: string) {
    const line = detail ? `${inPlainWords(path)} (${detail})` : inPlainWords(path);
    if (this.lines.length < MAX_REPORTED) this.lines.push(line);
    else this.dropped++;
  }
  finish(): string[] {
    return this.dropped > 0 ? [...this.lines, `...and ${this.dropped} more`] : this.lines;
  }
}

export const plural = (count: number, word = "entry") =>
  `${count} ${count === 1 ? word : word === "entry" ? "entries" : `${word}s`}`;

/** A key of the untrusted document, short and printable, for a report line. */
export const printable = (key: string) => {
  const clean = key
    .replace(CONTROL_CHARACTERS, "")
    .replace(/[\s.[\]"]+/g, " ")
    .trim();
  return clean.length > 40 ? `${clean.slice(0, 40)}...` : clean || "(blank)";
};

/** Cuts to `max` UTF-16 units (the schema's measure) without splitting a surrogate pair. */
export function cut(value: string, max: number): string {
  let result = value.slice(0, max);
  const last = result.charCodeAt(result.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) result = result.slice(0, -1);
  return result.trimEnd();
}
