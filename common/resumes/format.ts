// How every resume template words its content (docs/resume-templates.md): the sections' order,
// dates, the lines of a description. Pure, so the in-app preview
// (app/components/resume-preview) and the PDF templates read the same way. Words
// come back as catalog keys (common/i18n/en/resume-templates.ts) for the caller's t().
import { formatDate } from "../i18n/formats";
import type { TContactKind, TDisplayEducation, TDisplayExperience } from "./display-resume";
import type { TLanguageProficiency } from "./schema";

/** The reading order of every template, after the name and the contact line. */
export const RESUME_SECTIONS = [
  "summary",
  "experience",
  "projects",
  "education",
  "skills",
  "languages",
  "certifications",
  "awards",
  "publications",
  "volunteer",
  "interests",
  "references",
] as const;
export type TResumeSection = (typeof RESUME_SECTIONS)[number];

export function sectionHeadingKey(section: TResumeSection | "contact") {
  return `resumeTemplates.sections.${section}` as const;
}

export function contactLabelKey(kind: TContactKind) {
  return `resumeTemplates.contact.${kind}` as const;
}

export function proficiencyLabelKey(proficiency: TLanguageProficiency) {
  return `resumeTemplates.proficiency.${proficiency}` as const;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_FORMAT = { month: "short", year: "numeric", timeZone: "UTC" } as const;

/** "2022-03" -> "Mar 2022" (UTC, so server and browser agree); other text is shown as typed. */
export function formatMonth(month: string | undefined, locale = "en"): string {
  const value = text(month);
  const match = MONTH.exec(value);
  if (!match) return value;
  return formatDate(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)), locale, MONTH_FORMAT);
}

/**
 * "Mar 2022 - Present" / "Jan 2019 - Feb 2022"; one side alone when the other is missing.
 * `present` is the caller's word for an open end (t("resumeTemplates.present")).
 */
export function formatDateRange(
  entry: { startDate?: string; endDate?: string; current?: boolean },
  { present, locale = "en" }: { present: string; locale?: string },
): string {
  const start = formatMonth(entry.startDate, locale);
  const end = entry.current ? present : formatMonth(entry.endDate, locale);
  if (start && end) return `${start} - ${end}`;
  return start || end;
}

/** "{degree} in {field}" as a catalog key with its values, or the one that is there. */
export function educationHeadline(
  entry: Pick<TDisplayEducation, "degree" | "field">,
): { key: "resumeTemplates.degreeInField"; values: { degree: string; field: string } } | { key: null; text: string } {
  if (entry.degree && entry.field) {
    return { key: "resumeTemplates.degreeInField", values: { degree: entry.degree, field: entry.field } };
  }
  return { key: null, text: entry.degree || entry.field };
}

/**
 * The position under the name in the Modern template: the current job's (the latest-started
 * if several), else the one that ended last, else the first listed.
 */
export function latestPosition(experience: readonly TDisplayExperience[]): string {
  const withPosition = experience.filter((entry) => entry.position);
  if (withPosition.length === 0) return "";
  const current = withPosition.filter((entry) => entry.current);
  const pool = current.length > 0 ? current : withPosition;
  const sortKey = (entry: TDisplayExperience) => (entry.current ? entry.startDate : entry.endDate || entry.startDate);
  let latest = pool[0];
  for (const entry of pool) if (sortKey(entry) > sortKey(latest)) latest = entry;
  return latest.position;
}

export type TTextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^[-*•·▪‣–]\s+(.+)$/;

/**
 * A description as paragraphs and bullet lists: lines starting with "-", "*" or "•" become
 * list items (how people paste achievements), other lines stay paragraphs; a blank line
 * starts a new paragraph.
 */
export function textBlocks(value: string | undefined): TTextBlock[] {
  const blocks: TTextBlock[] = [];
  let isAfterBlankLine = true;
  for (const rawLine of text(value).split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) {
      isAfterBlankLine = true;
      continue;
    }
    const last = blocks.at(-1);
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (last?.kind === "list") last.items.push(bullet[1].trim());
      else blocks.push({ kind: "list", items: [bullet[1].trim()] });
    } else if (last?.kind === "paragraph" && !isAfterBlankLine) {
      last.text += `\n${line}`;
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
    isAfterBlankLine = false;
  }
  return blocks;
}
