import { describe, expect, it } from "vitest";
import { usesDetectedLocation } from "./location-pages";

describe("usesDetectedLocation", () => {
  it("is true on pages with a location field", () => {
    for (const path of ["/register", "/register-company", "/jobs", "/jobs/", "/resume-builder", "/settings"]) {
      expect(usesDetectedLocation(path), path).toBe(true);
    }
  });

  it("is false elsewhere, including a job's own page", () => {
    for (const path of ["/", "/companies", "/login", "/jobs/12", "/dashboard", "/registerx"]) {
      expect(usesDetectedLocation(path), path).toBe(false);
    }
  });
});
