// A resume in Arabic is laid out right to left and its text extracts in reading order; a resume
// in French is headed in French (docs/decisions/040-arabic-pdfs.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "@common/i18n/ar/index";
import { fr } from "@common/i18n/fr/index";
import { formatMonth, RESUME_SECTIONS } from "@common/resumes/format";
import { RESUME_TEMPLATES, type TResume } from "@common/resumes/schema";
import { entryLines, TEMPLATE_LAYOUTS } from "@common/resumes/template-layout";
import { FRENCH_RESUME } from "../test/pdf-fixtures";
import { extractText, hasPoppler, positionsInOrder } from "../test/pdf-test-helpers";
import { ARABIC_JOBS, ARABIC_RESUME_AR, ARABIC_SUMMARY } from "./arabic-resume.fixture";
import { mirror } from "./direction";
import { createPdfRenderer } from "./renderer";
import type { TPdfRenderer } from "./types";

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
const arabicHeading = (section: (typeof RESUME_SECTIONS)[number]) => ar.resumeTemplates.sections[section];

/** Each word pdftotext finds, with its box. */
function wordBoxes(pdf: Uint8Array): { text: string; xMin: number; xMax: number; yMin: number }[] {
  return [
    ...boundingBoxes(pdf).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g),
  ].map((match) => ({ xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), text: match[4] }));
}

/** pdftotext's XHTML of the words and lines of the PDF, with their boxes. */
function boundingBoxes(pdf: Uint8Array): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-pdf-"));
  try {
    fs.writeFileSync(path.join(directory, "resume.pdf"), pdf);
    return spawnSync("pdftotext", ["-bbox-layout", path.join(directory, "resume.pdf"), "-"], { encoding: "utf8" })
      .stdout;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** The x of each text line pdftotext finds in a bounding-box layout, by the line's text. */
function lineBoxes(pdf: Uint8Array): { text: string; xMin: number; xMax: number }[] {
  const xhtml = boundingBoxes(pdf);
  return [...xhtml.matchAll(/<line xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)].map(
    (match) => ({
      xMin: Number(match[1]),
      xMax: Number(match[2]),
      text: [...match[3].matchAll(/>([^<]+)<\/word>/g)].map((word) => word[1]).join(" "),
    }),
  );
}

describe("mirror", () => {
  it("swaps left and right and reverses rows only right to left", () => {
    const style = { flexDirection: "row", marginLeft: 4, paddingRight: 2, left: -3, borderLeftWidth: 1 } as const;
    expect(mirror(style, "ltr")).toBe(style);
    expect(mirror(style, "rtl")).toEqual({
      flexDirection: "row-reverse",
      marginRight: 4,
      paddingLeft: 2,
      right: -3,
      borderRightWidth: 1,
    });
  });
});

describe.skipIf(!hasPoppler)("a resume in Arabic", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  it.each(RESUME_TEMPLATES)("reads in order, headings and sentences in Arabic: %s", async (template) => {
    const text = normalise(extractText(await renderer.render(ARABIC_RESUME_AR, template)));
    const layout = TEMPLATE_LAYOUTS[template];
    // Each job's position and company in the template's order; the dates are checked as words.
    const jobFields = ARABIC_JOBS.map((job) =>
      entryLines(layout.experience, { position: job.position, company: job.company, dates: "" }).flatMap((line) =>
        line.map((part) => part.text),
      ),
    );
    const [first, second] = ARABIC_JOBS;
    // Whole: a line of Arabic letters reads exactly as typed.
    const whole = [
      ARABIC_RESUME_AR.personalInfo.fullName,
      arabicHeading("summary"),
      "مهندسة برمجيات بخبرة ثماني سنوات في بناء أنظمة الدفع والبحث لشركات كبيرة في الخليج",
      arabicHeading("experience"),
      ...jobFields[0],
      "قادت فريقاً من خمسة مهندسين",
      ...jobFields[1],
      arabicHeading("education"),
      "بكالوريوس في علوم الحاسب",
      "جامعة القاهرة",
      arabicHeading("skills"),
      arabicHeading("languages"),
    ].map(normalise);
    const positions = positionsInOrder(text, whole);
    expect(
      whole.filter((_part, index) => positions[index] === -1),
      text,
    ).toEqual([]);

    // Word by word: a wrapped paragraph's lines come top down, and the Latin words and numbers
    // of a mixed line come where they are in the sentence. (pdftotext moves a space or a
    // percent sign at the edge of a Latin run, so these are compared a word at a time.)
    const words = [
      ARABIC_SUMMARY,
      first.company,
      formatMonth(first.startDate, "ar"),
      ...first.description.split("\n"),
      formatMonth(second.startDate, "ar"),
      formatMonth(second.endDate, "ar"),
      second.description,
    ]
      .flatMap((sentence) => normalise(sentence).split(/[\s.,،%-]+/))
      .filter(Boolean);
    const wordPositions = positionsInOrder(text.slice(text.indexOf(normalise(arabicHeading("summary")))), words);
    expect(
      words.filter((_word, index) => wordPositions[index] === -1),
      text,
    ).toEqual([]);
    expect(text).not.toMatch(/summary|experience|present/);
  });

  it.each(RESUME_TEMPLATES)("sets its headings, entries and bullets at the right: %s", async (template) => {
    const pdf = await renderer.render(ARABIC_RESUME_AR, template);
    const lines = lineBoxes(pdf);
    const right = Math.max(...lines.map((line) => line.xMax));
    // pdftotext's boxes hold a line's glyphs as drawn, left to right: Arabic words reversed.
    const lineOf = (words: string) => {
      const drawn = [...words].reverse().join("");
      const line = lines.find((candidate) => candidate.text.includes(drawn));
      expect(line, `${words} in ${lines.map((candidate) => candidate.text).join("\n")}`).toBeDefined();
      return line!;
    };
    // Executive centres its headings between gold rules; the others set them at the start.
    const headings = template === "executive" ? [] : [arabicHeading("experience"), arabicHeading("education")];
    for (const words of [...headings, ARABIC_JOBS[1].position, "قادت فريقاً", "بنت خدمة تسعير"]) {
      const line = lineOf(words);
      expect(right - line.xMax, `${words} ends at the right margin`).toBeLessThan(24);
      expect(line.xMin, `${words} does not start at the left margin`).toBeGreaterThan(120);
    }
  });

  it.each(RESUME_TEMPLATES)("sets a line's fields from the right, a Latin company first: %s", async (template) => {
    const words = wordBoxes(await renderer.render(ARABIC_RESUME_AR, template));
    const company = words.find((word) => /^\W*careem\W*$/i.test(word.text))!;
    const sameLine = words.filter((word) => Math.abs(word.yMin - company.yMin) < 2);
    for (const year of ["2017", "2020"]) {
      const date = sameLine.find((word) => word.text === year);
      expect(date, `${year} on Careem's line`).toBeDefined();
      expect(company.xMin, `Careem right of ${year}`).toBeGreaterThan(date!.xMax);
    }
  });

  it.each(RESUME_TEMPLATES)("lists the skills from the right, Latin ones too: %s", async (template) => {
    const words = wordBoxes(await renderer.render(ARABIC_RESUME_AR, template));
    const typeScript = words.find((word) => word.text.includes("TypeScript"))!;
    const line = words.filter((word) => Math.abs(word.yMin - typeScript.yMin) < 2);
    const at = (skill: string) => line.find((word) => word.text.replace(/[^\w]/g, "") === skill)!;
    // TypeScript, Kotlin, تصميم النظم, PostgreSQL: each further left than the one before.
    expect(at("TypeScript").xMin).toBeGreaterThan(at("Kotlin").xMax);
    expect(at("Kotlin").xMin).toBeGreaterThan(at("PostgreSQL").xMax);
  });

  it("keeps an English resume left to right", async () => {
    const lines = lineBoxes(await renderer.render({ ...FRENCH_RESUME, language: "en" } as TResume, "modern"));
    const left = Math.min(...lines.map((line) => line.xMin));
    const heading = lines.find((line) => line.text.includes("Experience"))!;
    expect(heading.xMin - left).toBeLessThan(2);
  });
});

describe.skipIf(!hasPoppler)("a resume in French", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  it.each(RESUME_TEMPLATES)("is headed in French: %s", async (template) => {
    const resume = { ...FRENCH_RESUME, language: "fr" } as TResume;
    const text = normalise(extractText(await renderer.render(resume, template)));
    const headings = (["summary", "experience", "education", "skills", "languages"] as const).map((section) =>
      normalise(fr.resumeTemplates.sections[section]),
    );
    expect(positionsInOrder(text, headings), text).not.toContain(-1);
    expect(text).toContain(normalise(fr.resumeTemplates.present));
    expect(text).not.toMatch(/professional experience|education|skills|present/);
  });
});
