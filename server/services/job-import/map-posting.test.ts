import { describe, expect, it } from "vitest";
import { JOB_TITLE_MAX } from "@common/jobs/posting";
import { mapPosting } from "./map-posting";
import type { TSourcePosting } from "./source-posting";

function posting(overrides: Partial<TSourcePosting> = {}): TSourcePosting {
  return {
    externalId: "1",
    title: "Backend Engineer",
    company: "Acme",
    applyUrl: "https://careers.acme.example/jobs/1",
    description: "<p>Build things.</p>",
    locationText: null,
    city: "Dubai",
    region: null,
    country: "AE",
    isRemote: false,
    isHybrid: false,
    employmentType: null,
    salary: null,
    postedAt: null,
    validThrough: null,
    ...overrides,
  };
}

function mapped(overrides: Partial<TSourcePosting> = {}) {
  const result = mapPosting(posting(overrides), "Acme careers");
  if (!result.ok) throw new Error(`skipped: ${JSON.stringify(result.warnings)}`);
  return { ...result.posting.columns, warnings: result.warnings };
}

describe("a source's posting as an imported job", () => {
  it("matches the country by name or ISO code and the city without case or accents", () => {
    expect(mapped({ country: "united arab emirates", city: "DUBAI" })).toMatchObject({
      country: "United Arab Emirates",
      city: "Dubai",
      location: "Dubai, United Arab Emirates",
      currency: "AED",
    });
    expect(mapped({ country: "BR", city: "sao paulo" }).city).toBe("São Paulo");
  });

  it("reads 'Remote - Germany' style lines, and keeps a city outside our list in the location", () => {
    expect(mapped({ country: null, city: null, locationText: "Remote - Germany", isRemote: true })).toMatchObject({
      country: "Germany",
      city: null,
      workType: "remote",
    });
    expect(mapped({ country: "DE", city: "Wolfsburg" })).toMatchObject({
      city: null,
      location: "Wolfsburg, Germany",
    });
    expect(mapped({ country: null, city: null, locationText: "Hybrid, London, UK" })).toMatchObject({
      country: "United Kingdom",
      city: "London",
      workType: "hybrid",
    });
    // Indeed's "Hybrid remote" and Lever's workplaceType "hybrid", as the fetchers read them.
    expect(mapped({ isHybrid: true })).toMatchObject({ workType: "hybrid", city: "Dubai" });
  });

  it("skips a posting outside our countries with a warning naming it", () => {
    const result = mapPosting(posting({ country: "Narnia", city: "Cair Paravel" }), "Acme careers");
    expect(result.ok).toBe(false);
    expect(result.warnings).toEqual([
      {
        key: "jobImportApi.warnings.countryUnknown",
        values: { title: "Backend Engineer", location: "Cair Paravel, Narnia" },
      },
    ]);
  });

  it.each([
    ["Full-time", "full-time"],
    ["FULL_TIME", "full-time"],
    ["fulltime", "full-time"],
    ["Part-time", "part-time"],
    ["CONTRACTOR", "contract"],
    ["Contract", "contract"],
    ["INTERN", "internship"],
    ["Temporary", "temporary"],
    [null, "full-time"],
  ])("reads the employment type %s as %s", (words, expected) => {
    expect(mapped({ employmentType: words }).employmentType).toBe(expected);
  });

  it("makes salaries yearly in the country's currency, and drops one in another currency with a warning", () => {
    expect(mapped({ salary: { min: 10_000, max: 12_000, currency: "AED", period: "month" } })).toMatchObject({
      salaryMin: 120_000,
      salaryMax: 144_000,
    });
    expect(mapped({ salary: { min: 50, max: null, currency: null, period: "hour" } }).salaryMin).toBe(104_000);
    const dollars = mapped({ salary: { min: 90_000, max: 120_000, currency: "USD", period: "year" } });
    expect(dollars).toMatchObject({ salaryMin: null, salaryMax: null });
    expect(dollars.warnings[0]).toMatchObject({
      key: "jobImportApi.warnings.salaryCurrency",
      values: { currency: "USD", expected: "AED" },
    });
  });

  it("names the source when the posting names no company, and skips one still failing the schema by field", () => {
    expect(mapped({ company: null }).company).toBe("Acme careers");
    const result = mapPosting(posting({ title: "x".repeat(JOB_TITLE_MAX + 1) }), "Acme careers");
    expect(result.ok).toBe(false);
    expect(result.warnings[0]).toMatchObject({
      key: "jobImportApi.warnings.invalidField",
      values: { field: "jobTitle" },
    });
  });

  it("stores a hostile description as plain text, its list items as marked lines, and no requirements", () => {
    const job = mapped({
      description: '<p onclick="x()">Hello</p><script>steal()</script><ul><li>Go</li><li>SQL</li></ul>',
    });
    expect(job.description).toBe("Hello\n\n• Go\n• SQL");
    expect(job.requirements).toEqual([]);
  });
});
