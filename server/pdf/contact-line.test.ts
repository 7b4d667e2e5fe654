// The contact line wraps between items, never leaving its separator (a small dot) at the start
// or the end of a line (ContactLine in components.tsx), in every template and paper size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDisplayResume } from "@common/resumes/display-resume";
import { RESUME_TEMPLATES, type TResume } from "@common/resumes/schema";
import { EVERY_SECTION_RESUME } from "../test/pdf-fixtures";
import { extractText, hasPoppler } from "../test/pdf-test-helpers";
import { createPdfRenderer } from "./renderer";
import type { TPdfRenderer } from "./types";

// Eight long items: two or three lines on any page.
const LONG_CONTACT_RESUME: TResume = {
  ...EVERY_SECTION_RESUME,
  personalInfo: {
    ...EVERY_SECTION_RESUME.personalInfo,
    email: "noor.saleh.longer.address@example-company.com",
    phone: "+962 6 555 0142",
    location: "Amman, Jordan (open to relocation)",
  },
  links: {
    website: "https://noorsaleh.dev",
    linkedin: "https://www.linkedin.com/in/noor-saleh-data",
    github: "https://github.com/noorsaleh",
    portfolio: "https://noorsaleh.dev/portfolio/projects",
  },
};

describe.skipIf(!hasPoppler)("the contact line", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  const items = toDisplayResume(LONG_CONTACT_RESUME).contact.map((item) => item.text);

  it.each(RESUME_TEMPLATES.flatMap((template) => [[template, "a4"] as const, [template, "letter"] as const]))(
    "wraps between items with no dot at a line's start or end: %s, %s",
    async (template, pageSize) => {
      const text = extractText(await renderer.render({ ...LONG_CONTACT_RESUME, pageSize }, template));
      const lines = text.split("\n").map((line) => line.trim());
      const first = lines.findIndex((line) => line.includes(items[0]));
      const last = lines.findIndex((line) => line.includes(items.at(-1)!));
      expect(first, text).toBeGreaterThan(-1);
      const contactLines = lines.slice(first, last + 1);
      expect(contactLines.length, text).toBeGreaterThan(1);
      expect(contactLines.filter((line) => /^·|·$/.test(line))).toEqual([]);
      // Each item whole on one line, the items in order with one dot between two on a line.
      expect(contactLines.flatMap((line) => line.split(" · "))).toEqual(items);
    },
  );
});
