import { describe, expect, it } from "vitest";
import { isAdPagePath } from "./ad-pages";

describe("isAdPagePath", () => {
  it.each(["/jobs/1", "/companies/7-acme", "/pages/about", "/jobs/1/"])("lets %s show ads", (path) => {
    expect(isAdPagePath(path)).toBe(true);
  });

  it.each([
    "/ar/jobs/1",
    "/fr/jobs/1",
    "/fr/companies/x",
    "/ar/companies/7-acme",
    "/ar/pages/about",
    "/fr/pages/about",
  ])("lets the same page in another language, %s, show ads", (path) => {
    expect(isAdPagePath(path)).toBe(true);
  });

  it.each(["/", "/ar", "/jobs", "/ar/jobs", "/fr/companies", "/ar/resume-builder", "/fr/settings", "/jobs/1/apply"])(
    "keeps ads off %s",
    (path) => {
      expect(isAdPagePath(path)).toBe(false);
    },
  );

  it("does not take a path that only starts like a language for a prefix", () => {
    expect(isAdPagePath("/arx/jobs/1")).toBe(false);
    expect(isAdPagePath("/de/jobs/1")).toBe(false);
  });
});
