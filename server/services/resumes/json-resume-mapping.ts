// JSON Resume (https://jsonresume.org, schema v1.0.0) export and import (issue #4). The
// export is a complete, valid document; the import reads untrusted files, keeps what fits
// our resume and lists in plain English what it had to leave out, so the person can see
// what to add by hand.
import {
  DEFAULT_RESUME_TEMPLATE,
  defaultResumeTitle,
  RESUME_LIMITS,
  RESUME_TEMPLATES,
  type TLanguageProficiency,
  type TResume,
  type TResumeTemplate,
} from "@common/resumes/schema";
import { normaliseWebAddress } from "@common/validation/web-address";

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
const JSON_RESUME_VERSION = "v1.0.0";

export type TJsonResumeErrorKey =
  "resumeImport.notAnObject" | "resumeImport.nothingToImport" | "resumeImport.unreadable";

/** The file cannot be imported at all; the message is a catalog key (common/i18n/en/resume-import.ts). */
export class JsonResumeError extends Error {
  constructor(public readonly key: TJsonResumeErrorKey) {
    super(key);
    this.name = "JsonResumeError";
  }
}

/** How a proficiency is written in JSON Resume's free-text `fluency`. */
export const FLUENCY_WORDS: Record<TLanguageProficiency, string> = {
  native: "Native",
  fluent: "Fluent",
  professional: "Professional",
  intermediate: "Intermediate",
  basic: "Basic",
};

const PROFILE_NETWORKS = { linkedin: "LinkedIn", github: "GitHub", portfolio: "Portfolio" } as const;

// ---------------------------------------------------------------------------------------------
// Countries: JSON Resume stores a country as an ISO 3166-1 alpha-2 code, we store free text.

let countryNames: Map<string, string> | undefined; // code -> English name
let countryCodes: Map<string, string> | undefined; // English name -> code

function countryTables() {
  if (!countryNames || !countryCodes) {
    countryNames = new Map();
    countryCodes = new Map();
    const displayNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
    const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ", "XA", "XB"]);
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        // Retired codes ("DD" East Germany, "YU") are aliases of current ones: skip them.
        if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = displayNames.of(code);
        if (!name || name === code) continue;
        countryNames.set(code, name);
        if (!countryCodes.has(name)) countryCodes.set(name, code);
      }
    }
  }
  return { countryNames, countryCodes };
}

/**
 * Our free-text location as a JSON Resume location. It is split only when it reads exactly
 * "City, Country" or "City, Region, Country" with the country's English name as Intl writes
 * it ("Berlin, Germany" -> city "Berlin", countryCode "DE"), as the import joins them; anything else ("San Francisco, CA", "Remote", "Dubai")
 * goes whole into `city`, so importing the export gives back the same text.
 */
export function toJsonResumeLocation(location: string): { city: string; region?: string; countryCode?: string } {
  const parts = location.split(",").map((part) => part.trim());
  if ((parts.length === 2 || parts.length === 3) && parts.every(Boolean)) {
    const code = countryTables().countryCodes.get(parts[parts.length - 1]);
    if (code && parts.length === 2) return { city: parts[0], countryCode: code };
    if (code) return { city: parts[0], region: parts[1], countryCode: code };
  }
  return { city: location.trim() };
}

// ---------------------------------------------------------------------------------------------
// Export

/** Without undefined, blank and empty-list values, as JSON Resume leaves out what is not there. */
const defined = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== undefined && entry !== "" && !(Array.isArray(entry) && entry.length === 0),
    ),
  ) as Partial<T>;

/** An experience description as JSON Resume writes it: "- " lines are `highlights`, the rest `summary`. */
export function splitDescription(description: string | undefined): { summary?: string; highlights: string[] } {
  const lines = (description ?? "").split("\n");
  const highlights = lines
    .filter((line) => BULLET.test(line))
    .map((line) => line.replace(BULLET, "").trim())
    .filter(Boolean);
  const summary = lines
    .filter((line) => !BULLET.test(line))
    .join("\n")
    .trim();
  return { summary: summary || undefined, highlights };
}
const BULLET = /^\s*[-•*]\s+/;

/**
 * Skills as JSON Resume lists them, in the skill list's order: a skill with a group (its
 * level and keywords) is written with them, and those keywords are not written again on
 * their own; a group whose name is not in the list (added in the builder) comes last.
 */
function exportSkills(resume: TResume): Record<string, unknown>[] {
  const groups = new Map((resume.skillGroups ?? []).map((group) => [group.name.toLowerCase(), group]));
  const inGroups = new Set([...groups.values()].flatMap((group) => group.keywords.map((word) => word.toLowerCase())));
  const written = new Set<string>();
  const skills = resume.skills.flatMap((name) => {
    const group = groups.get(name.toLowerCase());
    if (group) {
      written.add(name.toLowerCase());
      return [defined({ name, level: group.level, keywords: group.keywords })];
    }
    return inGroups.has(name.toLowerCase()) ? [] : [{ name }];
  });
  const rest = [...groups.entries()]
    .filter(([key]) => !written.has(key))
    .map(([, group]) => defined({ name: group.name, level: group.level, keywords: group.keywords }));
  return [...skills, ...rest];
}

/** A saved resume as a valid JSON Resume v1.0.0 document (dates as YYYY-MM). */
export function toJsonResume(resume: TResume): Record<string, unknown> {
  const { personalInfo, links } = resume;
  const profiles = [
    ...(["linkedin", "github", "portfolio"] as const)
      .filter((kind) => links?.[kind])
      .map((kind) => ({ network: PROFILE_NETWORKS[kind], url: links[kind] as string })),
    ...(resume.profiles ?? []).map((profile) =>
      defined({ network: profile.network, username: profile.username, url: profile.url }),
    ),
  ];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: defined({
      name: personalInfo.fullName,
      label: personalInfo.label,
      email: personalInfo.email,
      phone: personalInfo.phone,
      url: links?.website,
      summary: personalInfo.summary,
      location: personalInfo.location ? toJsonResumeLocation(personalInfo.location) : undefined,
      profiles: profiles.length ? profiles : undefined,
    }),
    work: resume.experience.map((entry) =>
      defined({
        name: entry.company,
        position: entry.position,
        startDate: entry.startDate,
        endDate: entry.current ? undefined : entry.endDate,
        ...splitDescription(entry.description),
      }),
    ),
    education: resume.education.map((entry) =>
      defined({
        institution: entry.institution,
        area: entry.field,
        studyType: entry.degree,
        endDate: entry.graduationDate,
        score: entry.gpa,
        courses: entry.courses,
      }),
    ),
    skills: exportSkills(resume),
    languages: (resume.languages ?? []).map((entry) => ({
      language: entry.language,
      fluency: FLUENCY_WORDS[entry.proficiency],
    })),
    certificates: (resume.certifications ?? []).map((entry) =>
      defined({ name: entry.name, date: entry.date, issuer: entry.issuer, url: entry.url }),
    ),
    projects: (resume.projects ?? []).map((entry) => defined({ ...entry })),
    volunteer: (resume.volunteer ?? []).map((entry) => defined({ ...entry })),
    awards: (resume.awards ?? []).map((entry) => defined({ ...entry })),
    publications: (resume.publications ?? []).map((entry) => defined({ ...entry })),
    interests: (resume.interests ?? []).map((entry) => defined({ ...entry })),
    references: (resume.references ?? []).map((entry) => defined({ ...entry })),
    meta: { version: JSON_RESUME_VERSION, template: resume.template },
  };
}

// ---------------------------------------------------------------------------------------------
// Import

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An own property only: never `__proto__`, `constructor` or anything inherited. */
const read = (record: TRecord | undefined, key: string): unknown =>
  record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

// eslint-disable-next-line no-control-regex -- our text fields refuse these (common/validation/text.ts)
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
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
class Report {
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

const plural = (count: number, word = "entry") =>
  `${count} ${count === 1 ? word : word === "entry" ? "entries" : `${word}s`}`;

/** A key of the untrusted document, short and printable, for a report line. */
const printable = (key: string) => {
  const clean = key
    .replace(CONTROL_CHARACTERS, "")
    .replace(/[\s.[\]"]+/g, " ")
    .trim();
  return clean.length > 40 ? `${clean.slice(0, 40)}...` : clean || "(blank)";
};

/** Cuts to `max` UTF-16 units (the schema's measure) without splitting a surrogate pair. */
function cut(value: string, max: number): string {
  let result = value.slice(0, max);
  const last = result.charCodeAt(result.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) result = result.slice(0, -1);
  return result.trimEnd();
}

interface TReader {
  report: Report;
  /** Text at `path`: a string (or a finite number), cleaned and trimmed; "" when absent. */
  text(value: unknown, path: string, max: number): string;
  /** A list at `path`; anything else is reported and read as empty. */
  list(value: unknown, path: string): readonly unknown[];
  month(value: unknown, path: string): { month: string; isPresent: boolean };
  url(value: unknown, path: string): string | undefined;
}

function createReader(report: Report): TReader {
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

// Free-text fluency ("Native speaker", "Full professional proficiency", "C1") to our levels;
// the first match wins, so the more specific phrases come first.
const FLUENCY_RULES: readonly [RegExp, TLanguageProficiency][] = [
  [/native|mother ?tongue|bilingual|first language/i, "native"],
  [/limited working|conversational|intermediate|\bb[12]\b/i, "intermediate"],
  [/elementary|basic|beginner|novice|notions|\ba[12]\b/i, "basic"],
  [/full professional|fluent|fluency|\bc2\b/i, "fluent"],
  [/professional|working|business|advanced|proficient|\bc1\b/i, "professional"],
];

export function proficiencyFromFluency(fluency: string): TLanguageProficiency | undefined {
  return FLUENCY_RULES.find(([pattern]) => pattern.test(fluency))?.[1];
}

/** A location object (or, outside the schema, a string) as one line of text. */
function readLocation(reader: TReader, value: unknown): string {
  if (typeof value === "string") return reader.text(value, "basics.location", RESUME_LIMITS.location);
  if (!isRecord(value)) {
    if (value !== undefined && value !== null) reader.report.add("basics.location", "not an object");
    return "";
  }
  const city = reader.text(read(value, "city"), "basics.location.city", 1_000);
  const region = reader.text(read(value, "region"), "basics.location.region", 1_000);
  const code = reader.text(read(value, "countryCode"), "basics.location.countryCode", 100);
  const country = countryTables().countryNames.get(code.toUpperCase()) ?? code;
  for (const key of ["address", "postalCode"]) {
    const part = read(value, key);
    if (part !== undefined && part !== null && part !== "") reader.report.add(`basics.${key}`);
  }
  const line = [city, region, country].filter(Boolean).join(", ");
  return reader.text(line, "basics.location", RESUME_LIMITS.location);
}

/** Reports the fields of `record` that are present, not blank, and not in `mapped`. */
function reportUnmappedFields(reader: TReader, record: TRecord, path: string, mapped: readonly string[]) {
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
function readEntries<TEntry>(
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

const KNOWN_SECTIONS = new Set([
  "$schema",
  "basics",
  "work",
  "education",
  "skills",
  "languages",
  "certificates",
  "projects",
  "volunteer",
  "awards",
  "publications",
  "interests",
  "references",
  "meta",
]);

const PROJECT_FIELDS = [
  "name",
  "description",
  "startDate",
  "endDate",
  "url",
  "highlights",
  "keywords",
  "roles",
  "entity",
  "type",
] as const;

/** A list of short texts (highlights, keywords, courses): blank ones skipped, the rest cut to `max`. */
function readWords(reader: TReader, value: unknown, path: string, max: number): string[] {
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

/**
 * A JSON Resume document (any version close to v1.0.0; the older `company` and `website` of
 * work entries are read too) as a resume draft, with what could not be imported.
 *
 * The draft has the shape of a saved resume (every key present) but is not validated: a
 * required value the file lacks is "" so the builder's form shows its message, and dates
 * or e-mails are kept as found when they are not ours to fix. Run ZResumeSchema on it to
 * know whether it can be saved as it is. Description lines of the work highlights are
 * appended to the entry's description as "- " bullets (the templates show them as a list).
 *
 * Throws JsonResumeError only: for a value that is not an object, a document with nothing
 * usable, and (defensively) any unexpected failure while reading.
 */
export function fromJsonResume(document: unknown): { draft: TResume; unmapped: string[] } {
  if (!isRecord(document)) throw new JsonResumeError("resumeImport.notAnObject");
  try {
    return readDocument(document);
  } catch (error) {
    if (error instanceof JsonResumeError) throw error;
    throw new JsonResumeError("resumeImport.unreadable");
  }
}

function readDocument(document: TRecord): { draft: TResume; unmapped: string[] } {
  const report = new Report();
  const reader = createReader(report);

  // basics
  const basicsValue = read(document, "basics");
  if (basicsValue !== undefined && !isRecord(basicsValue)) report.add("basics", "not an object");
  const basics = isRecord(basicsValue) ? basicsValue : undefined;
  const fullName = reader.text(read(basics, "name"), "basics.name", RESUME_LIMITS.name);
  const email = reader.text(read(basics, "email"), "basics.email", RESUME_LIMITS.email);
  const phone = reader.text(read(basics, "phone"), "basics.phone", RESUME_LIMITS.phone);
  const summary = reader.text(read(basics, "summary"), "basics.summary", RESUME_LIMITS.summary);
  const label = reader.text(read(basics, "label"), "basics.label", RESUME_LIMITS.shortText);
  const location = readLocation(reader, read(basics, "location"));
  const links: TResume["links"] = {
    website: reader.url(read(basics, "url") ?? read(basics, "website"), "basics.url"),
    linkedin: undefined,
    github: undefined,
    portfolio: undefined,
  };
  // LinkedIn, GitHub and a portfolio are the builder's links; every other profile (and a
  // second one of those) is kept as a profile.
  const profiles: TResume["profiles"] = [];
  reader.list(read(basics, "profiles"), "basics.profiles").forEach((profile, index) => {
    const path = `basics.profiles[${index}]`;
    if (!isRecord(profile)) return report.add(path, `not an object`);
    const network = reader.text(read(profile, "network"), `${path}.network`, RESUME_LIMITS.shortText);
    const username = reader.text(read(profile, "username"), `${path}.username`, RESUME_LIMITS.shortText);
    const url = reader.url(read(profile, "url"), `${path}.url`);
    if (!network || (!username && !url)) {
      if (network || username || url) report.add(path, network ? "no web address or user name" : "no network name");
      return;
    }
    const kind = profileKind(network);
    const link =
      kind &&
      (url ??
        (username && kind !== "portfolio" && /^[\w.-]+$/.test(username) ? profileUrl(kind, username) : undefined));
    if (kind && link && !links[kind]) {
      links[kind] = link;
    } else if (profiles.length < RESUME_LIMITS.profiles) {
      profiles.push({ network, username: username || undefined, url });
    } else {
      report.add(path, `over the limit of ${RESUME_LIMITS.profiles} profiles`);
    }
  });
  if (basics) {
    reportUnmappedFields(reader, basics, "basics", [
      "name",
      "email",
      "phone",
      "summary",
      "label",
      "location",
      "url",
      "website",
      "profiles",
    ]);
  }

  // work
  const experience = readEntries(reader, read(document, "work"), "work", RESUME_LIMITS.experience, (record, path) => {
    const company = reader.text(
      read(record, "name") ?? read(record, "company"),
      `${path}.name`,
      RESUME_LIMITS.shortText,
    );
    const position = reader.text(read(record, "position"), `${path}.position`, RESUME_LIMITS.shortText);
    const start = reader.month(read(record, "startDate"), `${path}.startDate`);
    const endValue = read(record, "endDate");
    const end = reader.month(endValue, `${path}.endDate`);
    const hasEnd = endValue !== undefined && endValue !== null && !(typeof endValue === "string" && !endValue.trim());
    const summaryText = reader.text(read(record, "summary"), `${path}.summary`, 100_000);
    const highlights = reader
      .list(read(record, "highlights"), `${path}.highlights`)
      .map((highlight, index) => reader.text(highlight, `${path}.highlights[${index}]`, 2_000))
      .filter(Boolean);
    const descriptionText = [summaryText, ...highlights.map((highlight) => `- ${highlight}`)]
      .filter(Boolean)
      .join("\n");
    const description = reader.text(
      descriptionText,
      highlights.length ? `${path}.summary and highlights` : `${path}.summary`,
      RESUME_LIMITS.description,
    );
    if (!company && !position && !description && !start.month) return undefined;
    reportUnmappedFields(reader, record, path, [
      "name",
      "company",
      "position",
      "startDate",
      "endDate",
      "summary",
      "highlights",
    ]);
    // No end date means the job goes on (JSON Resume has no "current" flag); an end date we
    // cannot read is dropped, not guessed.
    const current = end.isPresent || !hasEnd;
    return {
      company,
      position,
      startDate: start.month,
      endDate: current ? undefined : end.month || undefined,
      current,
      description: description || undefined,
    };
  });

  // education
  const education = readEntries(
    reader,
    read(document, "education"),
    "education",
    RESUME_LIMITS.education,
    (record, path) => {
      const institution = reader.text(read(record, "institution"), `${path}.institution`, RESUME_LIMITS.shortText);
      const field = reader.text(read(record, "area"), `${path}.area`, RESUME_LIMITS.shortText);
      const degree = reader.text(read(record, "studyType"), `${path}.studyType`, RESUME_LIMITS.shortText);
      const graduation = reader.month(read(record, "endDate"), `${path}.endDate`);
      const gpa = reader.text(read(record, "score") ?? read(record, "gpa"), `${path}.score`, RESUME_LIMITS.gpa);
      if (!institution && !field && !degree) return undefined;
      const courses = readWords(reader, read(record, "courses"), `${path}.courses`, RESUME_LIMITS.shortText);
      reportUnmappedFields(reader, record, path, [
        "institution",
        "area",
        "studyType",
        "endDate",
        "score",
        "gpa",
        "courses",
      ]);
      return { institution, degree, field, graduationDate: graduation.month, gpa: gpa || undefined, courses };
    },
  );

  // skills: names and keywords, distinct ignoring case, in the skill list; a skill with a
  // level or keywords is kept as a skill group too, so the export gives them back.
  const skills: string[] = [];
  const seen = new Set<string>();
  const skillGroups: TResume["skillGroups"] = [];
  let skippedSkills = 0;
  /** The skill as listed, or undefined when it is blank or over the limit. */
  const addSkill = (value: unknown, path: string): string | undefined => {
    const skill = reader.text(value, path, RESUME_LIMITS.skill);
    if (!skill) return undefined;
    if (seen.has(skill.toLowerCase())) return skills.find((listed) => listed.toLowerCase() === skill.toLowerCase());
    seen.add(skill.toLowerCase());
    if (skills.length < RESUME_LIMITS.skills) {
      skills.push(skill);
      return skill;
    }
    skippedSkills++;
    return undefined;
  };
  reader.list(read(document, "skills"), "skills").forEach((item, index) => {
    const path = `skills[${index}]`;
    if (typeof item === "string") return void addSkill(item, path);
    if (!isRecord(item)) return report.add(path, `not an object`);
    const name = addSkill(read(item, "name"), `${path}.name`);
    const level = reader.text(read(item, "level"), `${path}.level`, RESUME_LIMITS.shortText);
    const keywords = reader
      .list(read(item, "keywords"), `${path}.keywords`)
      .map((keyword, keywordIndex) => addSkill(keyword, `${path}.keywords[${keywordIndex}]`))
      .filter(
        (keyword, position, all): keyword is string =>
          keyword !== undefined && keyword !== name && all.indexOf(keyword) === position,
      )
      .slice(0, RESUME_LIMITS.keywords);
    if (name && (level || keywords.length) && skillGroups.length < RESUME_LIMITS.skillGroups) {
      skillGroups.push({ name, level: level || undefined, keywords });
    }
    reportUnmappedFields(reader, item, path, ["name", "level", "keywords"]);
  });
  if (skippedSkills > 0) {
    report.add("skills", `${plural(skippedSkills, "skill")} over the limit of ${RESUME_LIMITS.skills} left out`);
  }

  // languages
  const languages = readEntries(
    reader,
    read(document, "languages"),
    "languages",
    RESUME_LIMITS.languages,
    (record, path) => {
      const language = reader.text(read(record, "language"), `${path}.language`, RESUME_LIMITS.shortText);
      if (!language) return undefined;
      const fluency = reader.text(read(record, "fluency"), `${path}.fluency`, 200);
      let proficiency = fluency ? proficiencyFromFluency(fluency) : undefined;
      if (!proficiency) {
        proficiency = "intermediate";
        report.add(
          `${path}.fluency`,
          fluency ? `"${cut(fluency, 40)}" not recognised: set to Intermediate` : "missing: set to Intermediate",
        );
      }
      reportUnmappedFields(reader, record, path, ["language", "fluency"]);
      return { language, proficiency };
    },
  );

  // certificates
  const certifications = readEntries(
    reader,
    read(document, "certificates"),
    "certificates",
    RESUME_LIMITS.certifications,
    (record, path) => {
      const name = reader.text(read(record, "name"), `${path}.name`, RESUME_LIMITS.shortText);
      if (!name) return undefined;
      const issuer = reader.text(read(record, "issuer"), `${path}.issuer`, RESUME_LIMITS.shortText);
      const date = reader.month(read(record, "date"), `${path}.date`);
      const url = reader.url(read(record, "url"), `${path}.url`);
      reportUnmappedFields(reader, record, path, ["name", "issuer", "date", "url"]);
      return { name, issuer: issuer || undefined, date: date.month || undefined, url };
    },
  );

  const longText = (record: TRecord, key: string, path: string) =>
    reader.text(read(record, key), `${path}.${key}`, RESUME_LIMITS.description) || undefined;
  const shortText = (record: TRecord, key: string, path: string) =>
    reader.text(read(record, key), `${path}.${key}`, RESUME_LIMITS.shortText) || undefined;
  const month = (record: TRecord, key: string, path: string) =>
    reader.month(read(record, key), `${path}.${key}`).month || undefined;
  const words = (record: TRecord, key: string, path: string, max: number = RESUME_LIMITS.shortText) =>
    readWords(reader, read(record, key), `${path}.${key}`, max);
  const highlights = (record: TRecord, path: string) => words(record, "highlights", path, RESUME_LIMITS.highlight);

  const projects = readEntries(
    reader,
    read(document, "projects"),
    "projects",
    RESUME_LIMITS.entries,
    (record, path) => {
      const name = shortText(record, "name", path);
      if (!name) return undefined;
      reportUnmappedFields(reader, record, path, [...PROJECT_FIELDS]);
      return {
        name,
        description: longText(record, "description", path),
        startDate: month(record, "startDate", path),
        endDate: month(record, "endDate", path),
        url: reader.url(read(record, "url"), `${path}.url`),
        highlights: highlights(record, path),
        keywords: words(record, "keywords", path, RESUME_LIMITS.skill),
        roles: words(record, "roles", path),
        entity: shortText(record, "entity", path),
        type: shortText(record, "type", path),
      };
    },
  );

  const volunteer = readEntries(
    reader,
    read(document, "volunteer"),
    "volunteer",
    RESUME_LIMITS.entries,
    (record, path) => {
      const organization = reader.text(
        read(record, "organization") ?? read(record, "name"),
        `${path}.organization`,
        RESUME_LIMITS.shortText,
      );
      if (!organization) return undefined;
      reportUnmappedFields(reader, record, path, [
        "organization",
        "name",
        "position",
        "url",
        "startDate",
        "endDate",
        "summary",
        "highlights",
      ]);
      return {
        organization,
        position: shortText(record, "position", path),
        url: reader.url(read(record, "url"), `${path}.url`),
        startDate: month(record, "startDate", path),
        endDate: month(record, "endDate", path),
        summary: longText(record, "summary", path),
        highlights: highlights(record, path),
      };
    },
  );

  const awards = readEntries(reader, read(document, "awards"), "awards", RESUME_LIMITS.entries, (record, path) => {
    const title = shortText(record, "title", path);
    if (!title) return undefined;
    reportUnmappedFields(reader, record, path, ["title", "date", "awarder", "summary"]);
    return {
      title,
      date: month(record, "date", path),
      awarder: shortText(record, "awarder", path),
      summary: longText(record, "summary", path),
    };
  });

  const publications = readEntries(
    reader,
    read(document, "publications"),
    "publications",
    RESUME_LIMITS.entries,
    (record, path) => {
      const name = shortText(record, "name", path);
      if (!name) return undefined;
      reportUnmappedFields(reader, record, path, ["name", "publisher", "releaseDate", "url", "summary"]);
      return {
        name,
        publisher: shortText(record, "publisher", path),
        releaseDate: month(record, "releaseDate", path),
        url: reader.url(read(record, "url"), `${path}.url`),
        summary: longText(record, "summary", path),
      };
    },
  );

  const interests = readEntries(
    reader,
    read(document, "interests"),
    "interests",
    RESUME_LIMITS.entries,
    (record, path) => {
      const name = shortText(record, "name", path);
      if (!name) return undefined;
      reportUnmappedFields(reader, record, path, ["name", "keywords"]);
      return { name, keywords: words(record, "keywords", path, RESUME_LIMITS.skill) };
    },
  );

  const references = readEntries(
    reader,
    read(document, "references"),
    "references",
    RESUME_LIMITS.entries,
    (record, path) => {
      const name = shortText(record, "name", path);
      if (!name) return undefined;
      reportUnmappedFields(reader, record, path, ["name", "reference"]);
      return { name, reference: longText(record, "reference", path) };
    },
  );

  // sections we have no place for
  for (const key of Object.keys(document)) {
    if (KNOWN_SECTIONS.has(key)) continue;
    const value = document[key];
    if (Array.isArray(value)) {
      if (value.length > 0) report.add(`"${printable(key)}"`, plural(value.length));
    } else if (
      value !== undefined &&
      value !== null &&
      value !== "" &&
      (!isRecord(value) || Object.keys(value).length > 0)
    ) {
      report.add(`"${printable(key)}"`);
    }
  }

  const hasContent =
    [fullName, email, phone, location, summary].some(Boolean) ||
    Object.values(links).some(Boolean) ||
    [
      experience,
      education,
      skills,
      languages,
      certifications,
      profiles,
      projects,
      volunteer,
      awards,
      publications,
      interests,
      references,
    ].some((section) => section.length > 0);
  if (!hasContent) throw new JsonResumeError("resumeImport.nothingToImport");

  const meta = read(document, "meta");
  const templateValue = isRecord(meta) ? read(meta, "template") : undefined;
  const template: TResumeTemplate = RESUME_TEMPLATES.find((name) => name === templateValue) ?? DEFAULT_RESUME_TEMPLATE;

  return {
    draft: {
      title: defaultResumeTitle(fullName),
      template,
      personalInfo: { fullName, email, phone, location, label: label || undefined, summary: summary || undefined },
      experience,
      education,
      skills,
      links,
      languages,
      certifications,
      profiles,
      skillGroups,
      projects,
      volunteer,
      awards,
      publications,
      interests,
      references,
    },
    unmapped: report.finish(),
  };
}

function profileKind(network: string): keyof typeof PROFILE_NETWORKS | undefined {
  const name = network.toLowerCase().replace(/\s+/g, "");
  if (name === "linkedin") return "linkedin";
  if (name === "github") return "github";
  // Design portfolios are what our "portfolio" link is for.
  if (name === "portfolio" || name === "behance" || name === "dribbble") return "portfolio";
  return undefined;
}

function profileUrl(kind: "linkedin" | "github", username: string): string {
  return kind === "linkedin" ? `https://www.linkedin.com/in/${username}` : `https://github.com/${username}`;
}
