import { describe, expect, it } from "vitest";
import type { TPublicCompany } from "@common/companies/profile";
import { createTranslator } from "@common/i18n";
import { buildCompanyPageMeta } from "./company-meta";

const english = createTranslator("en");
const PUBLIC_URL = "https://hirewise.example";

const company: TPublicCompany = {
  id: 7,
  name: "Acme Robotics",
  slug: "acme-robotics",
  path: "/companies/7-acme-robotics",
  logoUrl: "/api/companies/7/logo",
  website: "https://acme.example",
  industry: "Technology",
  size: "51-200",
  country: "Germany",
  countryCode: "DE",
  city: "Berlin",
  description: "We build robots.\n\nThey are friendly.",
  foundedYear: 1999,
  socialLinks: { linkedin: "https://www.linkedin.com/company/acme", x: null, facebook: null, instagram: null },
  jobs: [
    { id: 1, title: "Engineer", location: "Berlin", jobType: "full-time", workType: "onsite", postedAt: "" },
    { id: 2, title: "Designer", location: "Berlin", jobType: "full-time", workType: "onsite", postedAt: "" },
  ],
};

describe("buildCompanyPageMeta", () => {
  it("titles the page with the company, says how many jobs it has open, and points at its page", () => {
    const meta = buildCompanyPageMeta(company, { publicUrl: PUBLIC_URL, t: english, matches: [] });
    expect(meta).toContainEqual({ title: "Acme Robotics: Company Profile and Open Jobs | Hirewise" });
    expect(meta).toContainEqual({
      name: "description",
      content: "Acme Robotics is hiring on Hirewise: 2 open jobs. We build robots. They are friendly.",
    });
    expect(meta).toContainEqual({ name: "robots", content: "index, follow" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${PUBLIC_URL}/companies/7-acme-robotics` });
    // The generated logo is an SVG, which link previews do not show.
    expect(meta.some((item) => "property" in item && item.property === "og:image")).toBe(false);
  });

  it("carries exactly one Organization", () => {
    const jsonLd = buildCompanyPageMeta(company, { publicUrl: PUBLIC_URL, t: english, matches: [] }).flatMap((item) =>
      "script:ld+json" in item ? [(item as { "script:ld+json": unknown })["script:ld+json"]] : [],
    );
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      "@type": "Organization",
      url: `${PUBLIC_URL}/companies/7-acme-robotics`,
      logo: `${PUBLIC_URL}/api/companies/7/logo`,
      sameAs: ["https://acme.example/", "https://www.linkedin.com/company/acme"],
    });
  });

  it("describes a company with no open job without a count, and offers an uploaded logo to link previews", () => {
    const meta = buildCompanyPageMeta(
      { ...company, jobs: [], description: null, logoUrl: "/uploads/abc.png" },
      { publicUrl: PUBLIC_URL, t: english, matches: [] },
    );
    expect(meta).toContainEqual({
      name: "description",
      content: "Acme Robotics on Hirewise: the company's profile and its jobs.",
    });
    expect(meta).toContainEqual({ property: "og:image", content: `${PUBLIC_URL}/uploads/abc.png` });
  });
});
