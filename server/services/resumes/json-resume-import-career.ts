// Importing the sections the builder has always had: work, education, skills, languages and
// certificates.
import { RESUME_LIMITS, type TLanguageProficiency, type TResume } from "@common/resumes/schema";
import { readEntries, readWords, reportUnmappedFields, type TReader } from "./json-resume-reader";
import { cut, isRecord, plural, read, type TRecord } from "./json-resume-report";

/** `work`: the jobs. */
export function readWork(reader: TReader, document: TRecord): TResume["experience"] {
  return readEntries(reader, read(document, "work"), "work", RESUME_LIMITS.experience, (record, path) => {
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
}

/** `education`: the schools. */
export function readEducation(reader: TReader, document: TRecord): TResume["education"] {
  return readEntries(reader, read(document, "education"), "education", RESUME_LIMITS.education, (record, path) => {
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
  });
}

/**
 * `skills`: names and keywords, distinct ignoring case, in the skill list; a skill with a level or
 * keywords is kept as a skill group too, so the export gives them back.
 */
export function readSkills(reader: TReader, document: TRecord): Pick<TResume, "skills" | "skillGroups"> {
  const { report } = reader;
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
  return { skills, skillGroups };
}

/** `languages`, each with our level read from its free-text fluency. */
export function readLanguages(reader: TReader, document: TRecord): TResume["languages"] {
  return readEntries(reader, read(document, "languages"), "languages", RESUME_LIMITS.languages, (record, path) => {
    const language = reader.text(read(record, "language"), `${path}.language`, RESUME_LIMITS.shortText);
    if (!language) return undefined;
    const fluency = reader.text(read(record, "fluency"), `${path}.fluency`, 200);
    let proficiency = fluency ? proficiencyFromFluency(fluency) : undefined;
    if (!proficiency) {
      proficiency = "intermediate";
      reader.report.add(
        `${path}.fluency`,
        fluency ? `"${cut(fluency, 40)}" not recognised: set to Intermediate` : "missing: set to Intermediate",
      );
    }
    reportUnmappedFields(reader, record, path, ["language", "fluency"]);
    return { language, proficiency };
  });
}

/** `certificates`. */
export function readCertificates(reader: TReader, document: TRecord): TResume["certifications"] {
  return readEntries(
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
