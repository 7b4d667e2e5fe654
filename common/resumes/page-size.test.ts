import { describe, expect, it } from "vitest";
import { defaultPageSize, resumePageSize } from "./page-size";

describe("the paper a resume is printed on", () => {
  it.each([
    "New York, United States",
    "Austin, TX",
    "New York, NY 10001, USA",
    "Toronto, Canada",
    "Montréal, Québec",
    "Vancouver, BC",
    "Seattle, Washington",
  ])("is US Letter in %j", (location) => {
    expect(defaultPageSize(location)).toBe("letter");
  });

  it.each([
    "Berlin, Germany",
    "Dubai, United Arab Emirates",
    "Munich, DE",
    "Casablanca, MA",
    "Tunis, TN",
    "Mumbai, IN",
    "London",
    "Washington",
    "",
    undefined,
  ])("is A4 in %j", (location) => {
    expect(defaultPageSize(location)).toBe("a4");
  });

  it("keeps the person's choice over the location's default", () => {
    expect(resumePageSize({ pageSize: "a4", personalInfo: { location: "Austin, TX" } })).toBe("a4");
    expect(resumePageSize({ pageSize: "letter", personalInfo: { location: "Berlin, Germany" } })).toBe("letter");
    expect(resumePageSize({ pageSize: "tabloid", personalInfo: { location: "Austin, TX" } })).toBe("letter");
    expect(resumePageSize({ personalInfo: { location: "Berlin, Germany" } })).toBe("a4");
  });
});
