// The home page's head for a signed-out visitor: its FAQPage structured data is built from exactly
// the questions the loader gives the page (the administrator's, else the built-in ones), and its
// WebSite and Organization data carry the site's name from Settings > General.
import { describe, expect, it } from "vitest";
import type { TLandingContent } from "@common/site/landing-content";
import { meta } from "~/routes/home";

function headOf(landing: TLandingContent | null, siteName: string | null = null) {
  const matches = [
    {
      id: "root",
      loaderData: {
        language: "en",
        publicUrl: "https://jobs.example.com",
        site: { name: siteName, pageSeo: null, figures: {}, pages: [], operator: {} },
      },
    },
  ];
  const descriptors = meta({ matches, loaderData: { landing } } as unknown as Parameters<typeof meta>[0]);
  return descriptors
    .filter((descriptor) => "script:ld+json" in descriptor)
    .map((descriptor) => (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
}

const faqs = [
  { question: 'Is "</script>" kept as text?', answer: "Yes.\nAlways." },
  { question: "Second?", answer: "Second answer." },
];

describe("the home page's structured data", () => {
  it("gives the FAQ the loader gives the page, question for question", () => {
    const landing: TLandingContent = {
      testimonials: { source: "default", items: [] },
      faqs: { source: "site", items: faqs },
    };
    const faqPage = headOf(landing).find((item) => item["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toEqual(
      faqs.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    );
  });

  it("has no FAQ for a signed-in user's dashboard, and names the site as General sets it", () => {
    const items = headOf(null, "Acme Careers");
    expect(items.map((item) => item["@type"])).toEqual(["WebSite", "Organization"]);
    expect(items.map((item) => item.name)).toEqual(["Acme Careers", "Acme Careers"]);
  });
});
