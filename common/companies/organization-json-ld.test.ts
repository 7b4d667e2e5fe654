import { describe, expect, it } from "vitest";
import { buildOrganizationJsonLd } from "./organization-json-ld";
import type { TPublicCompany } from "./profile";

const PUBLIC_URL = "https://hirewise.example";

function company(overrides: Partial<TPublicCompany> = {}): TPublicCompany {
  return {
    id: 7,
    name: "Acme Robotics",
    slug: "acme-robotics",
    path: "/companies/7-acme-robotics",
    logoUrl: "/uploads/acme.png",
    website: "https://acme.example",
    industry: "Technology",
    size: "51-200",
    country: "Germany",
    countryCode: "DE",
    city: "Berlin",
    description: "  Robots for everyone.  ",
    foundedYear: 1999,
    socialLinks: {
      linkedin: "https://www.linkedin.com/company/acme",
      x: "https://x.com/acme",
      facebook: null,
      instagram: null,
    },
    jobs: [],
    ...overrides,
  };
}

describe("buildOrganizationJsonLd", () => {
  it("names the company, its page, its logo and the pages that say who it is, all absolute", () => {
    expect(buildOrganizationJsonLd(company(), { publicUrl: `${PUBLIC_URL}/` })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme Robotics",
      url: "https://hirewise.example/companies/7-acme-robotics",
      logo: "https://hirewise.example/uploads/acme.png",
      description: "Robots for everyone.",
      foundingDate: "1999",
      address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
      sameAs: ["https://acme.example/", "https://www.linkedin.com/company/acme", "https://x.com/acme"],
    });
  });

  it("leaves out what the company did not give, and any address that is not http(s) or not absolute", () => {
    const jsonLd = buildOrganizationJsonLd(
      company({
        logoUrl: "/api/companies/7/logo",
        website: "javascript:alert(1)",
        socialLinks: { linkedin: "/relative", x: "ftp://x.example", facebook: null, instagram: null },
        description: null,
        foundedYear: null,
        country: null,
        countryCode: null,
        city: null,
      }),
      { publicUrl: PUBLIC_URL },
    );
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme Robotics",
      url: "https://hirewise.example/companies/7-acme-robotics",
      logo: "https://hirewise.example/api/companies/7/logo",
    });
  });

  it("names the same site once in sameAs", () => {
    const jsonLd = buildOrganizationJsonLd(
      company({
        website: "https://acme.example/",
        socialLinks: { linkedin: "https://acme.example", x: null, facebook: null, instagram: null },
      }),
      { publicUrl: PUBLIC_URL },
    );
    expect(jsonLd.sameAs).toEqual(["https://acme.example/"]);
  });
});
