// "Enhance with AI" with the built-in engine over the demo resumes and the every-section fixture:
// every suggestion keeps each fact of its original and adds none (no employer, number or name
// the resume lacks), and summaries lose their pronoun opening and filler, never their grammar.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGenerateContentSchema } from "@common/resumes/schema";
import { createTranslator } from "@common/i18n";
import { DEMO_SEEKERS } from "../../db/seed/demo-seekers";
import { createBuiltInProvider } from "../../platform/ai/built-in";
import { EVERY_SECTION_RESUME } from "../../test/pdf-fixtures";
import { createTestApp } from "../../test/test-app";
import { generateContent } from "./generate-content";
import { lostFacts, rewriteSummary } from "./rewrite-description";

const NOW = new Date("2026-11-22T12:00:00Z");
const WORDS = /[\p{L}\p{N}$€£][\p{L}\p{N}.,%$€£+#&'/-]*/gu;

/** The numbers and capitalised words of a text, which a rewrite must take from the resume. */
function namesAndNumbers(text: string): string[] {
  return (text.match(WORDS) ?? [])
    .map((word) => word.replace(/[.,']+$/, ""))
    .filter((word) => /[\p{N}\p{Lu}]/u.test(word));
}

describe("rewriteSummary", () => {
  it.each([
    ["I am a very experienced engineer.", "Experienced engineer."],
    ["I'm an really ambitious designer based in Lyon.", "Ambitious designer based in Lyon."],
    ["I have 7 years of experience at SAP and Zalando.", "7 years of experience at SAP and Zalando."],
    ["Data analyst with a very extensive SQL background.", "Data analyst with an extensive SQL background."],
    ["Builds payment systems. I am basically a team player.", "Builds payment systems. Team player."],
  ])("%s → %s", (original, expected) => {
    expect(rewriteSummary(original)).toBe(expected);
    expect(lostFacts(original, expected)).toEqual([]);
  });

  it("leaves a summary that reads well as it is", () => {
    const summary = "Senior engineer who led the Stripe migration at Acme in 2023.";
    expect(rewriteSummary(summary)).toBe(summary);
  });
});

describe("generateContent over the demo resumes", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ ai: createBuiltInProvider() });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const resumes = [
    ...DEMO_SEEKERS.map((seeker) => ({
      name: seeker.email,
      resume: seeker.resume as unknown as Record<string, unknown>,
    })),
    { name: "EVERY_SECTION_RESUME", resume: EVERY_SECTION_RESUME as unknown as Record<string, unknown> },
  ];

  it.each(resumes)("$name: keeps every fact and invents none", async ({ resume }) => {
    const { personalInfo, experience, education, skills, skillGroups } = resume as Record<string, never>;
    const input = ZGenerateContentSchema.parse({ personalInfo, experience, education, skills, skillGroups });
    const whole = JSON.stringify(resume);
    const content = await generateContent(harness.context, {
      input,
      userId: "quality",
      t: createTranslator("en"),
      now: NOW,
    });
    expect(content.assistant).toBe("Built-in assistant");
    const suggestions = [content.summary, ...content.experience].filter((item) => item !== null);
    for (const { original, suggestion } of suggestions) {
      expect(lostFacts(original, suggestion), suggestion).toEqual([]);
      for (const word of namesAndNumbers(suggestion)) {
        // A sentence's first word is capitalised whatever it was; anything else comes from the resume.
        if (/\p{N}/u.test(word) || !new RegExp(`(^|[.!?\\n]\\s*)${word}\\b`, "u").test(suggestion)) {
          expect(whole, `"${word}" in "${suggestion}"`).toContain(word);
        }
      }
      expect(suggestion).not.toMatch(/\[[^\]]*\]|\bTODO\b|\{\{|\bXX\b/);
    }
    for (const tip of content.tips) {
      expect(tip.index === null || input.experience[tip.index]?.description).toBeTruthy();
    }
  });

  it("writes a missing summary naming the latest role and the years of experience", async () => {
    const input = ZGenerateContentSchema.parse({
      experience: [
        { position: "Backend Engineer", company: "Initech", startDate: "2019-01", endDate: "2021-12" },
        { position: "Staff Engineer", company: "Acme", startDate: "2022-01", current: true },
      ],
      skills: ["Go", "PostgreSQL"],
    });
    const content = await generateContent(harness.context, {
      input,
      userId: "q",
      t: createTranslator("en"),
      now: NOW,
    });
    expect(content.summary?.suggestion).toContain("Staff Engineer with more than 7 years of experience");
    expect(content.summary?.suggestion).toContain("Go and PostgreSQL");
  });
});
