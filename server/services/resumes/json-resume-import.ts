// JSON Resume (https://jsonresume.org, schema v1.0.0) import: it reads untrusted files, keeps what
// fits our resume and lists in plain English what it had to leave out, so the person can see what
// to add by hand. Each section has its reader (json-resume-import-basics.ts, -career.ts,
// -extras.ts); the export is json-resume-export.ts.
import {
  DEFAULT_RESUME_TEMPLATE,
  defaultResumeTitle,
  RESUME_TEMPLATES,
  type TResume,
  type TResumeTemplate,
} from "@common/resumes/schema";
import { readBasics } from "./json-resume-import-basics";
import { readCertificates, readEducation, readLanguages, readSkills, readWork } from "./json-resume-import-career";
import {
  readAwards,
  readInterests,
  readProjects,
  readPublications,
  readReferences,
  readVolunteer,
} from "./json-resume-import-extras";
import { createReader } from "./json-resume-reader";
import { isRecord, plural, printable, read, Report, type TRecord } from "./json-resume-report";

export type TJsonResumeErrorKey =
  "resumeImport.notAnObject" | "resumeImport.nothingToImport" | "resumeImport.unreadable";

/** The file cannot be imported at all; the message is a catalog key (common/i18n/en/resume-import.ts). */
export class JsonResumeError extends Error {
  constructor(public readonly key: TJsonResumeErrorKey) {
    super(key);
    this.name = "JsonResumeError";
  }
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

  const { fullName, email, phone, summary, label, location, links, profiles } = readBasics(reader, document);
  const experience = readWork(reader, document);
  const education = readEducation(reader, document);
  const { skills, skillGroups } = readSkills(reader, document);
  const languages = readLanguages(reader, document);
  const certifications = readCertificates(reader, document);
  const projects = readProjects(reader, document);
  const volunteer = readVolunteer(reader, document);
  const awards = readAwards(reader, document);
  const publications = readPublications(reader, document);
  const interests = readInterests(reader, document);
  const references = readReferences(reader, document);

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
      title: defaultResumeTitle({ personalInfo: { fullName, label }, experience }),
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
