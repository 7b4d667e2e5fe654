import { describe, expect, it } from "vitest";
import { backHrefFromReferrer, isJobListPath } from "./back-href";

const PUBLIC_URL = "https://hirewise.example";

describe("backHrefFromReferrer", () => {
  it("returns to the job list the visitor came from, with its search", () => {
    expect(backHrefFromReferrer(`${PUBLIC_URL}/jobs?search=nurse&country=Germany`, PUBLIC_URL)).toBe(
      "/jobs?search=nurse&country=Germany",
    );
  });

  it("returns to the list read in another language as a bare path (the link takes the page's language)", () => {
    expect(backHrefFromReferrer(`${PUBLIC_URL}/ar/jobs?search=nurse`, PUBLIC_URL)).toBe("/jobs?search=nurse");
    expect(isJobListPath("/fr/jobs")).toBe(true);
  });

  it("falls back to the plain list for other pages, other sites and no referrer", () => {
    expect(backHrefFromReferrer(`${PUBLIC_URL}/companies`, PUBLIC_URL)).toBe("/jobs");
    expect(backHrefFromReferrer("https://evil.example/jobs?search=x", PUBLIC_URL)).toBe("/jobs");
    expect(backHrefFromReferrer(null, PUBLIC_URL)).toBe("/jobs");
    expect(backHrefFromReferrer("not a url", PUBLIC_URL)).toBe("/jobs");
  });

  it("knows the job list paths", () => {
    expect(isJobListPath("/jobs")).toBe(true);
    expect(isJobListPath("/job-search")).toBe(false);
    expect(isJobListPath("/jobs/12")).toBe(false);
  });
});
