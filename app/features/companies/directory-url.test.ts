import { describe, expect, it } from "vitest";
import {
  companyJobsUrl,
  directoryUrl,
  hasActiveFilters,
  pageFilters,
  parsePageFilters,
  withoutFilter,
} from "./directory-url";

describe("directoryUrl", () => {
  it("is the bare path without filters", () => {
    expect(directoryUrl({})).toBe("/companies");
    expect(directoryUrl({ search: "  ", industry: undefined })).toBe("/companies");
  });

  it("writes the filters in a fixed order, encoded", () => {
    expect(directoryUrl({ city: "Fès", industry: "Hospitality & Tourism", search: "cloud tools" })).toBe(
      "/companies?search=cloud+tools&industry=Hospitality+%26+Tourism&city=F%C3%A8s",
    );
  });

  it("drops the city when a country is chosen", () => {
    expect(directoryUrl({ country: "Germany", city: "Dubai" })).toBe("/companies?country=Germany");
    expect(pageFilters({ country: "Germany", city: "Dubai" })).toEqual({ country: "Germany", city: undefined });
    expect(pageFilters({ city: "Dubai" })).toEqual({ city: "Dubai" });
  });
});

describe("filter helpers", () => {
  it("removes one filter and tells whether any is left", () => {
    const filters = { search: "x", industry: "Retail" as const };
    expect(directoryUrl(withoutFilter(filters, "search"))).toBe("/companies?industry=Retail");
    expect(hasActiveFilters(withoutFilter(withoutFilter(filters, "search"), "industry"))).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it("links a company's jobs by its encoded name", () => {
    expect(companyJobsUrl("Atlas 100% Foods & Co")).toBe("/jobs?company=Atlas%20100%25%20Foods%20%26%20Co");
  });
});

describe("parsePageFilters", () => {
  it("keeps valid filters and drops the ones it can't use", () => {
    const params = new URLSearchParams("search=%20cloud%20&industry=Astrology&country=ae&city=Dubai&sort=x");
    expect(parsePageFilters(params)).toEqual({ search: "cloud", country: "United Arab Emirates" });
    expect(parsePageFilters(new URLSearchParams("city=Dubai&industry=Retail"))).toEqual({
      city: "Dubai",
      industry: "Retail",
    });
    expect(parsePageFilters(new URLSearchParams(`search=${"x".repeat(300)}`))).toEqual({});
  });
});
