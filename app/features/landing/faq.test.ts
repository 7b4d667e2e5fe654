import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { buildFaqJsonLd, toFaqItems } from "./faq";

const translate = createTranslator("en");

describe("the landing page FAQ", () => {
  const items = toFaqItems(translate("landing.faq.items", { returnObjects: true }));

  it("covers the eight topics of the home page's FAQ with real answers", () => {
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it("is honest about what needs an account", () => {
    const answerTo = (topic: RegExp) => items.find((item) => topic.test(item.question))?.answer ?? "";
    expect(answerTo(/apply .*without an account/i)).toMatch(/^No\./);
    expect(answerTo(/download .*PDF/i)).toMatch(/signed in/);
  });

  it("becomes FAQPage structured data with the same questions and answers", () => {
    expect(buildFaqJsonLd(items)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    });
  });

  it("ignores a catalog entry that is not a list of pairs", () => {
    expect(toFaqItems("landing.faq.items")).toEqual([]);
    expect(toFaqItems([{ question: "Q?" }, { question: "Q?", answer: "A." }])).toEqual([
      { question: "Q?", answer: "A." },
    ]);
  });
});
