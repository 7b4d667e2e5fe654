import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RESUME_TEMPLATES, ZResumeSchema, type TResume } from "@common/resumes/schema";
import { ARABIC_RESUME, FRENCH_RESUME, longResume, TWO_PAGE_RESUME } from "../test/pdf-fixtures";
import { countPages, extractText, hasPoppler, positionsInOrder } from "../test/pdf-test-helpers";
import { createPdfRenderer } from "./renderer";
import { PdfBusyError, PdfRenderAbortedError, PdfUserLimitError, type TPdfRenderer } from "./types";

if (!hasPoppler) {
  console.warn("\n*** SKIPPING the PDF text tests: pdftotext is missing (apt-get install poppler-utils) ***\n");
}

const decode = (pdf: Uint8Array) => Buffer.from(pdf).toString("latin1");
// Case is ignored: the Executive template sets names and companies in capitals.
const normalise = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

describe.skipIf(!hasPoppler)("resume PDFs", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  describe.each(RESUME_TEMPLATES)("the %s template", (template) => {
    const readsInOrder = async (resume: TResume) => {
      const pdf = await renderer.render(resume, template);
      expect(decode(pdf.subarray(0, 5))).toBe("%PDF-");
      const text = normalise(extractText(pdf));

      const name = normalise(resume.personalInfo.fullName);
      expect(text).toContain(name);
      const positions = positionsInOrder(
        text,
        resume.experience.map((entry) => normalise(entry.position)),
      );
      expect(positions).not.toContain(-1);
      const afterPositions = text.slice(positions.at(-1)!);
      const skills = resume.skills.map(normalise);
      if (template === "modern") {
        // Two columns: pdftotext interleaves the sidebar's blocks with the main column's.
        for (const skill of skills) expect(text).toContain(skill);
      } else if (template === "creative") {
        // Skill chips form a grid, which pdftotext reads column by column.
        for (const skill of skills) expect(afterPositions).toContain(skill);
      } else {
        expect(positionsInOrder(afterPositions, skills), `skills after the positions in:\n${text}`).not.toContain(-1);
      }
    };
    it.each([
      ["a French-named person", FRENCH_RESUME],
      ["a two-page English resume", TWO_PAGE_RESUME],
    ])("reads %s in order: the name, every position, then every skill", (_label, resume) => readsInOrder(resume));
    it("reads an Arabic-named person in order", () => readsInOrder(ARABIC_RESUME));

    it("flows a long resume over several pages without losing an entry", async () => {
      const resume = longResume(25);
      const pdf = await renderer.render(resume, template);
      expect(countPages(pdf)).toBeGreaterThan(1);
      const text = normalise(extractText(pdf));
      const positions = positionsInOrder(
        text,
        resume.experience.map((entry) => normalise(entry.position)),
      );
      expect(positions).not.toContain(-1);
    });

    it("makes the email and every link clickable", async () => {
      const bytes = decode(await renderer.render(TWO_PAGE_RESUME, template));
      for (const uri of [
        "mailto:jane.doe@example.com",
        "https://janedoe.dev",
        "https://www.linkedin.com/in/janedoe",
        "https://github.com/janedoe",
        "https://janedoe.dev/portfolio",
        "https://aws.amazon.com/certification/",
      ]) {
        expect(bytes).toContain(`/URI (${uri})`);
      }
    });

    it("shows HTML and script in user text as literal text", async () => {
      const hostile = ZResumeSchema.parse({
        ...FRENCH_RESUME,
        personalInfo: {
          ...FRENCH_RESUME.personalInfo,
          fullName: "<b>Eve</b> & Co",
          summary: '<script>alert("x")</script> <img src=x onerror=alert(1)>',
        },
        skills: ["<i>React</i>", "C & C++"],
      });
      const text = extractText(await renderer.render(hostile, template)).replace(/\s+/g, " ");
      expect(text.toLowerCase()).toContain("<b>eve</b> & co");
      expect(text).toContain('<script>alert("x")</script>');
      expect(text).toContain("<img src=x onerror=alert(1)>");
      expect(text).toContain("<i>React</i>");
    });
  });

  it("extracts the same Arabic text whatever the worker rendered before", async () => {
    // fontkit caches glyphs with the letters they were first drawn for (fonts.ts).
    const before = extractText(await renderer.render(ARABIC_RESUME, "executive"));
    for (const template of RESUME_TEMPLATES) await renderer.render(ARABIC_RESUME, template);
    const after = extractText(await renderer.render(ARABIC_RESUME, "executive"));
    expect(after).toBe(before);
    expect(after).toContain("مهندسة برمجيات أولى");
  });

  it("keeps Arabic letters shaped and in reading order", async () => {
    const text = extractText(await renderer.render(ARABIC_RESUME, "professional"));
    expect(text).toContain("ليلى حداد");
    expect(text).toContain("شركة الخليج للتقنية");
  });

  it("embeds the fonts (no reliance on the reader's fonts)", async () => {
    const bytes = decode(await renderer.render(FRENCH_RESUME, "executive"));
    expect(bytes).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(bytes).toMatch(/\/FontName \/[A-Z]{6}\+NotoSerif-Bold/);
    expect(bytes).toContain("/FontFile2");
  });
});

describe("the PDF worker pool", () => {
  it("renders ten resumes at once and rejects renders after close", async () => {
    const renderer = createPdfRenderer();
    try {
      const pdfs = await Promise.all(
        Array.from({ length: 10 }, (_, index) => renderer.render(TWO_PAGE_RESUME, RESUME_TEMPLATES[index % 4])),
      );
      for (const pdf of pdfs) expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    } finally {
      await renderer.close();
    }
    await expect(renderer.render(TWO_PAGE_RESUME, "professional")).rejects.toThrow(/closed/);
  });

  it("rejects a render that takes too long and replaces its worker", async () => {
    const renderer = createPdfRenderer({ timeoutMs: 1, poolSize: 1 });
    try {
      await expect(renderer.render(TWO_PAGE_RESUME, "creative")).rejects.toThrow(/longer than 1 ms/);
      await expect(renderer.render(TWO_PAGE_RESUME, "creative")).rejects.toThrow(/longer than 1 ms/);
    } finally {
      await renderer.close();
    }
  });

  it("closes cleanly when it never rendered", async () => {
    const renderer = createPdfRenderer();
    await renderer.close();
    await expect(renderer.render(TWO_PAGE_RESUME, "modern")).rejects.toThrow(/closed/);
  });

  it("refuses a render when every worker is busy and the queue is full, and serves the ones it took", async () => {
    const renderer = createPdfRenderer({ poolSize: 1, maxQueued: 1, retryAfterSeconds: 7 });
    try {
      const running = renderer.render(FRENCH_RESUME, "professional");
      const waiting = renderer.render(FRENCH_RESUME, "modern");
      const refused = renderer.render(FRENCH_RESUME, "creative");
      await expect(refused).rejects.toBeInstanceOf(PdfBusyError);
      await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
      for (const pdf of await Promise.all([running, waiting])) expect(isPdf(pdf)).toBe(true);
      // The queue emptied: a new render is taken again.
      expect(isPdf(await renderer.render(FRENCH_RESUME, "creative"))).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it("runs or queues at most two renders of one user at once, whatever the others do", async () => {
    const renderer = createPdfRenderer({ poolSize: 1 });
    try {
      const first = renderer.render(FRENCH_RESUME, "professional", { userId: 7 });
      const second = renderer.render(FRENCH_RESUME, "modern", { userId: 7 });
      await expect(renderer.render(FRENCH_RESUME, "creative", { userId: 7 })).rejects.toBeInstanceOf(PdfUserLimitError);
      const otherUser = renderer.render(FRENCH_RESUME, "creative", { userId: 8 });
      for (const pdf of await Promise.all([first, second, otherUser])) expect(isPdf(pdf)).toBe(true);
      // Both finished: the user may render again.
      expect(isPdf(await renderer.render(FRENCH_RESUME, "executive", { userId: 7 }))).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it("counts a failed render as finished for its user", async () => {
    const renderer = createPdfRenderer({ poolSize: 1, timeoutMs: 1 });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await expect(renderer.render(FRENCH_RESUME, "creative", { userId: 7 })).rejects.toThrow(/longer than 1 ms/);
      }
    } finally {
      await renderer.close();
    }
  });

  it("drops a waiting render whose client went away before it starts", async () => {
    const posted = vi.spyOn(Worker.prototype, "postMessage");
    const renderer = createPdfRenderer({ poolSize: 1 });
    try {
      const running = renderer.render(FRENCH_RESUME, "professional", { userId: 7 });
      const client = new AbortController();
      const abandoned = renderer.render(TWO_PAGE_RESUME, "modern", { userId: 7, signal: client.signal });
      client.abort();
      await expect(abandoned).rejects.toBeInstanceOf(PdfRenderAbortedError);
      // Its place is free at once: the same user's next render is taken, and only two ever reach a worker.
      const next = renderer.render(FRENCH_RESUME, "creative", { userId: 7 });
      for (const pdf of await Promise.all([running, next])) expect(isPdf(pdf)).toBe(true);
      expect(posted.mock.calls.map(([request]) => (request as { template: string }).template)).toEqual([
        "professional",
        "creative",
      ]);
      const gone = new AbortController();
      gone.abort();
      await expect(renderer.render(FRENCH_RESUME, "modern", { signal: gone.signal })).rejects.toBeInstanceOf(
        PdfRenderAbortedError,
      );
      expect(posted).toHaveBeenCalledTimes(2);
    } finally {
      posted.mockRestore();
      await renderer.close();
    }
  });
});

const isPdf = (pdf: Uint8Array) => Buffer.from(pdf.subarray(0, 5)).toString("latin1") === "%PDF-";
