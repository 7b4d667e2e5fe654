import { describe, expect, it } from "vitest";
import { fillsDetectedLocation, usesDetectedLocation } from "./location-pages";

describe("usesDetectedLocation", () => {
  it("is true on pages with a location field", () => {
    for (const path of [
      "/register",
      "/register-company",
      "/jobs",
      "/jobs/",
      "/resume-builder",
      "/settings",
      "/ar/jobs",
      "/fr/settings",
    ]) {
      expect(usesDetectedLocation(path), path).toBe(true);
    }
  });

  it("is false elsewhere, including a job's own page and /job-search (a redirect to /jobs)", () => {
    for (const path of ["/", "/companies", "/login", "/jobs/12", "/dashboard", "/registerx", "/job-search"]) {
      expect(usesDetectedLocation(path), path).toBe(false);
    }
  });
});

describe("fillsDetectedLocation", () => {
  it("is true where a form fills itself from the detected location", () => {
    for (const path of ["/register", "/register-company", "/resume-builder", "/settings/"]) {
      expect(fillsDetectedLocation(path), path).toBe(true);
    }
  });

  it("is false on the job search, which only offers the location, and on other pages", () => {
    for (const path of ["/jobs", "/jobs/", "/job-search", "/", "/jobs/12"]) {
      expect(fillsDetectedLocation(path), path).toBe(false);
    }
  });
});
