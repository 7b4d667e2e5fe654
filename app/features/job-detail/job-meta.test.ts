import { describe, expect, it } from "vitest";
import type { TJobDetail } from "@common/jobs/schemas";
import { summarize } from "~/lib/seo";
import { buildJobPageMeta } from "./job-meta";
import { createTranslator } from "@common/i18n";

const english = createTranslator("en");

const job: TJobDetail = {
  id: 9,
  title: "Data Analyst",
  company: "Acme",
  companyId: null,
  companyLogo: null,
  location: "Dubai, United Arab Emirates",
  country: "United Arab Emirates",
  countryCode: "AE",
  city: "Dubai",
  description: "Turn numbers into decisions. ".repeat(20),
  workType: "remote",
  employmentType: "contract",
  requirements: [],
  benefits: [],
  salaryMin: null,
  salaryMax: null,
  currency: "AED",
  status: "active",
  createdAt: "2026-06-01T00:00:00.000Z",
  expiresAt: "2026-07-01T00:00:00.000Z",
  applicationCount: 0,
  urgent: false,
  companyProfile: null,
  skills: [],
  isAcceptingApplications: true,
  source: "internal",
  applyUrl: null,
};

const find = (meta: ReturnType<typeof buildJobPageMeta>, key: string, value: string) =>
  meta.find((item) => (item as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("buildJobPageMeta", () => {
  it("takes title, description, canonical and a JobPosting from an open job", () => {
    const meta = buildJobPageMeta(job, { publicUrl: "https://hirewise.example", t: english, matches: [] });
    expect(meta).toContainEqual({ title: "Data Analyst at Acme | Hirewise" });
    const description = find(meta, "name", "description")!.content;
    expect(description.startsWith("Data Analyst at Acme, Dubai, United Arab Emirates. Turn numbers")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(find(meta, "name", "robots")!.content).toBe("index, follow");
    expect(find(meta, "rel", "canonical")!.href).toBe("https://hirewise.example/jobs/9");
    const jsonLd = meta.find((item) => "script:ld+json" in item) as { "script:ld+json": Record<string, unknown> };
    expect(jsonLd["script:ld+json"]).toMatchObject({ "@type": "JobPosting", employmentType: "CONTRACTOR" });
  });

  it("marks a job that no longer accepts applications noindex, without a JobPosting", () => {
    const meta = buildJobPageMeta(
      { ...job, status: "expired", isAcceptingApplications: false },
      { publicUrl: "https://x.example", t: english, matches: [] },
    );
    expect(find(meta, "name", "robots")!.content).toMatch(/^noindex/);
    expect(meta.some((item) => "script:ld+json" in item)).toBe(false);
  });
});

describe("summarize", () => {
  it("keeps short text, and cuts long text at a word with an ellipsis", () => {
    expect(summarize("  Short\n text ", 50)).toBe("Short text");
    const cut = summarize("alpha beta gamma delta epsilon", 20);
    expect(cut).toBe("alpha beta gamma…");
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});
