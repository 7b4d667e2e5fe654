import { textDirection } from "@common/i18n";
import { toDisplayResume, visibleSections, type TDisplayResume } from "@common/resumes/display-resume";
import { latestPosition, type TResumeSection } from "@common/resumes/format";
import { resumePageSize } from "@common/resumes/page-size";
import { resumeText, type TResumeText, type TResumeWords } from "@common/resumes/resume-words";
import type { TResume } from "@common/resumes/schema";
import type { TDirection } from "./direction";

/** What a template needs: the cleaned resume, the sections to show, and its words. */
export interface TPdfResume {
  resume: TDisplayResume;
  sections: TResumeSection[];
  latestPosition: string;
  /** react-pdf's name of the paper (common/resumes/page-size.ts). */
  pageSize: "LETTER" | "A4";
  /**
   * Headings, dates and the fields of entries in the resume's own language. The worker thread
   * starts no i18next: the words come resolved in its render message (renderer.ts).
   */
  text: TResumeText;
  /** Right to left for a resume in Arabic: its whole layout is mirrored (direction.ts). */
  direction: TDirection;
}

export function toPdfResume(resume: TResume, words: TResumeWords): TPdfResume {
  const display = toDisplayResume(resume);
  return {
    resume: display,
    sections: visibleSections(display),
    latestPosition: latestPosition(display.experience),
    pageSize: resumePageSize(resume) === "letter" ? "LETTER" : "A4",
    text: resumeText(words),
    direction: textDirection(words.language),
  };
}

// The first letter decides a paragraph's direction (the Unicode bidi rule P2, as dir="auto").
const FIRST_STRONG = /[\p{L}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function isRightToLeft(text: string): boolean {
  const first = FIRST_STRONG.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}
