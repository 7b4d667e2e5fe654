import { describe, expect, it } from "vitest";
import {
  buildJobPostingJsonLd,
  jobDescriptionHtml,
  SCHEMA_EMPLOYMENT_TYPES,
  splitParagraphs,
} from "./job-posting-json-ld";
import { EMPLOYMENT_TYPES, type TJobDetail } from "./schemas";
import { createTranslator } from "../i18n";

const english = createTranslator("en");

const PUBLIC_URL = "https://hirewise.example";

function job(overrides: Partial<TJobDetail> = {}): TJobDetail {
  return {
    id: 42,
    title: "Senior TypeScript Engineer",
    company: "Acme Robotics",
    companyId: 7,
    companyLogo: null,
    location: "Berlin, Germany",
    country: "Germany",
    countryCode: "DE",
    city: "Berlin",
    description: "We build robots.\n\nYou will help.",
    workType: "onsite",
    employmentType: "full-time",
    requirements: ["5 years of TypeScript", "  "],
    skills: ["TypeScript", " React ", "", "TypeScript"],
    benefits: ["Remote Fridays"],
    salaryMin: 70_000,
    salaryMax: 90_000,
    currency: "EUR",
    status: "active",
    createdAt: "2026-06-01T09:00:00.000Z",
    expiresAt: "2026-07-01T09:00:00.000Z",
    applicationCount: 0,
    urgent: false,
    companyProfile: {
      name: "Acme Robotics GmbH",
      description: "Robots.",
      website: "https://acme.example",
      industry: "Technology",
      size: "51-200",
      country: "Germany",
      countryCode: "DE",
      city: "Berlin",
      logoUrl: "/uploads/acme.png",
    },
    isAcceptingApplications: true,
    source: "internal",
    applyUrl: null,
    ...overrides,
  };
}

describe("buildJobPostingJsonLd", () => {
  it("has every property Google requires and recommends", () => {
    const jsonLd = buildJobPostingJsonLd(job(), { publicUrl: PUBLIC_URL, t: english });
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior TypeScript Engineer",
      datePosted: "2026-06-01T09:00:00.000Z",
      validThrough: "2026-07-01T09:00:00.000Z",
      employmentType: "FULL_TIME",
      identifier: { "@type": "PropertyValue", name: "Hirewise", value: "42" },
      hiringOrganization: {
        "@type": "Organization",
        name: "Acme Robotics GmbH",
        sameAs: "https://acme.example/",
        logo: "https://hirewise.example/uploads/acme.png",
        url: "https://hirewise.example/companies/7-acme-robotics-gmbh",
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", minValue: 70_000, maxValue: 90_000, unitText: "YEAR" },
      },
      directApply: true,
      url: "https://hirewise.example/jobs/42",
      industry: "Technology",
      skills: ["TypeScript", "React"],
      jobBenefits: ["Remote Fridays"],
    });
    expect(jsonLd.description).toBe(
      "<p>We build robots.</p><p>You will help.</p><h3>Requirements</h3><ul><li>5 years of TypeScript</li></ul>" +
        "<h3>Benefits</h3><ul><li>Remote Fridays</li></ul>",
    );
    expect(jsonLd).not.toHaveProperty("jobLocationType");
    expect(jsonLd).not.toHaveProperty("applicantLocationRequirements");
  });

  it("tells the truth: applied to on this site, and skills are skill names, never requirement sentences", () => {
    const jsonLd = buildJobPostingJsonLd(job(), { publicUrl: PUBLIC_URL, t: english });
    expect(jsonLd.directApply).toBe(true);
    expect(jsonLd.skills).toEqual(["TypeScript", "React"]);
    expect(jsonLd.skills).not.toContain("5 years of TypeScript");
    // An imported job is applied to on the company's site.
    const imported = job({ source: "greenhouse", applyUrl: "https://boards.greenhouse.io/acme/jobs/1" });
    expect(buildJobPostingJsonLd(imported, { publicUrl: PUBLIC_URL, t: english }).directApply).toBe(false);
    const withoutSkills = buildJobPostingJsonLd(job({ skills: [" "] }), { publicUrl: PUBLIC_URL, t: english });
    expect(withoutSkills).not.toHaveProperty("skills");
    // The requirements stay readable in the description.
    expect(withoutSkills.description).toContain("<li>5 years of TypeScript</li>");
  });

  it("describes a remote job by telecommuting and the applicants' country", () => {
    const jsonLd = buildJobPostingJsonLd(job({ workType: "remote", country: "United Arab Emirates", city: null }), {
      publicUrl: PUBLIC_URL,
      t: english,
    });
    expect(jsonLd.jobLocationType).toBe("TELECOMMUTE");
    expect(jsonLd.applicantLocationRequirements).toEqual({ "@type": "Country", name: "United Arab Emirates" });
    expect(jsonLd).not.toHaveProperty("jobLocation");
  });

  it("gives a hybrid job its office and an ISO country code, without a city when there is none", () => {
    const jsonLd = buildJobPostingJsonLd(job({ workType: "hybrid", country: "Saudi Arabia", city: null }), {
      publicUrl: PUBLIC_URL,
      t: english,
    });
    expect(jsonLd.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressCountry: "SA" },
    });
    expect(jsonLd).not.toHaveProperty("jobLocationType");
  });

  it("omits the salary when there is none, and keeps a one-sided or swapped range honest", () => {
    expect(
      buildJobPostingJsonLd(job({ salaryMin: null, salaryMax: null }), { publicUrl: PUBLIC_URL, t: english }),
    ).not.toHaveProperty("baseSalary");
    expect(
      buildJobPostingJsonLd(job({ salaryMin: 0, salaryMax: null }), { publicUrl: PUBLIC_URL, t: english }),
    ).not.toHaveProperty("baseSalary");
    const from = buildJobPostingJsonLd(job({ salaryMin: 50_000, salaryMax: null, currency: "USD" }), {
      publicUrl: PUBLIC_URL,
      t: english,
    });
    expect(from.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 50_000, unitText: "YEAR" },
    });
    const swapped = buildJobPostingJsonLd(job({ salaryMin: 90_000, salaryMax: 70_000 }), {
      publicUrl: PUBLIC_URL,
      t: english,
    });
    expect((swapped.baseSalary as { value: object }).value).toMatchObject({ minValue: 70_000, maxValue: 90_000 });
  });

  it("maps every employment type to one of Google's values", () => {
    const google = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
    for (const employmentType of EMPLOYMENT_TYPES) {
      const jsonLd = buildJobPostingJsonLd(job({ employmentType }), { publicUrl: PUBLIC_URL, t: english });
      expect(google).toContain(jsonLd.employmentType);
    }
    expect(SCHEMA_EMPLOYMENT_TYPES).toEqual({
      "full-time": "FULL_TIME",
      "part-time": "PART_TIME",
      contract: "CONTRACTOR",
      freelance: "OTHER",
      internship: "INTERN",
      temporary: "TEMPORARY",
    });
  });

  it("falls back to the job's company name and leaves out links that are not web addresses", () => {
    const jsonLd = buildJobPostingJsonLd(
      job({ companyProfile: null, companyLogo: "javascript:alert(1)", company: "Solo Ltd" }),
      { publicUrl: PUBLIC_URL, t: english },
    );
    expect(jsonLd.hiringOrganization).toEqual({ "@type": "Organization", name: "Solo Ltd" });
    expect(jsonLd).not.toHaveProperty("industry");
  });

  it("keeps hostile text as text: escaped in the HTML description, intact in the title", () => {
    const hostile = '</script><script>alert(1)</script> <!-- & "quotes"';
    const jsonLd = buildJobPostingJsonLd(job({ title: hostile, description: hostile, requirements: [hostile] }), {
      publicUrl: PUBLIC_URL,
      t: english,
    });
    expect(jsonLd.title).toBe(hostile);
    expect(jsonLd.description).not.toContain("<script>");
    expect(jsonLd.description).not.toContain("<!--");
    expect(jsonLd.description).toContain(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;quotes&quot;",
    );
  });

  it("has a publicUrl with or without a trailing slash give the same url", () => {
    const jsonLd = buildJobPostingJsonLd(job(), { publicUrl: `${PUBLIC_URL}/`, t: english });
    expect(jsonLd.url).toBe("https://hirewise.example/jobs/42");
  });
});

describe("splitParagraphs and jobDescriptionHtml", () => {
  it("splits on blank lines, keeps single line breaks, drops empty paragraphs", () => {
    expect(splitParagraphs("One\r\nstill one\r\n\r\n\n  Two  \n\n\n")).toEqual(["One\nstill one", "Two"]);
    expect(jobDescriptionHtml({ description: "One\nline", requirements: [], benefits: [] }, english)).toBe(
      "<p>One<br>line</p>",
    );
  });
});
