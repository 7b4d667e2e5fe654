// Importing the sections kept in the resume's content beyond the builder's own: projects,
// volunteering, awards, publications, interests and references.
import { RESUME_LIMITS, type TResume } from "@common/resumes/schema";
import { readEntries, readWords, reportUnmappedFields, type TReader } from "./json-resume-reader";
import { read, type TRecord } from "./json-resume-report";

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

/** Readers of an entry's fields, cut to our limits, that report under `path`. */
function fieldReaders(reader: TReader) {
  const longText = (record: TRecord, key: string, path: string) =>
    reader.text(read(record, key), `${path}.${key}`, RESUME_LIMITS.description) || undefined;
  const shortText = (record: TRecord, key: string, path: string) =>
    reader.text(read(record, key), `${path}.${key}`, RESUME_LIMITS.shortText) || undefined;
  const month = (record: TRecord, key: string, path: string) =>
    reader.month(read(record, key), `${path}.${key}`).month || undefined;
  const words = (record: TRecord, key: string, path: string, max: number = RESUME_LIMITS.shortText) =>
    readWords(reader, read(record, key), `${path}.${key}`, max);
  const highlights = (record: TRecord, path: string) => words(record, "highlights", path, RESUME_LIMITS.highlight);
  return { longText, shortText, month, words, highlights };
}

/** `projects`. */
export function readProjects(reader: TReader, document: TRecord): TResume["projects"] {
  const { longText, shortText, month, words, highlights } = fieldReaders(reader);
  return readEntries(reader, read(document, "projects"), "projects", RESUME_LIMITS.entries, (record, path) => {
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
  });
}

/** `volunteer`: volunteering roles. */
export function readVolunteer(reader: TReader, document: TRecord): TResume["volunteer"] {
  const { longText, shortText, month, highlights } = fieldReaders(reader);
  return readEntries(reader, read(document, "volunteer"), "volunteer", RESUME_LIMITS.entries, (record, path) => {
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
  });
}

/** `awards`. */
export function readAwards(reader: TReader, document: TRecord): TResume["awards"] {
  const { longText, shortText, month } = fieldReaders(reader);
  return readEntries(reader, read(document, "awards"), "awards", RESUME_LIMITS.entries, (record, path) => {
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
}

/** `publications`. */
export function readPublications(reader: TReader, document: TRecord): TResume["publications"] {
  const { longText, shortText, month } = fieldReaders(reader);
  return readEntries(reader, read(document, "publications"), "publications", RESUME_LIMITS.entries, (record, path) => {
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
  });
}

/** `interests`. */
export function readInterests(reader: TReader, document: TRecord): TResume["interests"] {
  const { shortText, words } = fieldReaders(reader);
  return readEntries(reader, read(document, "interests"), "interests", RESUME_LIMITS.entries, (record, path) => {
    const name = shortText(record, "name", path);
    if (!name) return undefined;
    reportUnmappedFields(reader, record, path, ["name", "keywords"]);
    return { name, keywords: words(record, "keywords", path, RESUME_LIMITS.skill) };
  });
}

/** `references`. */
export function readReferences(reader: TReader, document: TRecord): TResume["references"] {
  const { longText, shortText } = fieldReaders(reader);
  return readEntries(reader, read(document, "references"), "references", RESUME_LIMITS.entries, (record, path) => {
    const name = shortText(record, "name", path);
    if (!name) return undefined;
    reportUnmappedFields(reader, record, path, ["name", "reference"]);
    return { name, reference: longText(record, "reference", path) };
  });
}
