import { describe, expect, it } from "vitest";
import { resumeBuilderReturningTo, returnPathFrom } from "./return-to";

describe("returning to a job from the resume builder", () => {
  it("carries a job page's path and takes back only that", () => {
    const link = resumeBuilderReturningTo("/jobs/42");
    expect(link).toBe("/resume-builder?returnTo=%2Fjobs%2F42");
    expect(returnPathFrom(new URL(link, "http://localhost").searchParams)).toBe("/jobs/42");
    for (const bad of [
      "https://evil.example/jobs/1",
      "//evil.example",
      "/jobs/1/../../admin",
      "/settings",
      "",
      "/jobs/abc",
    ]) {
      expect(returnPathFrom(new URLSearchParams({ returnTo: bad }))).toBeNull();
    }
    expect(returnPathFrom(new URLSearchParams())).toBeNull();
  });

  it("takes a job page's path read in another language without its prefix", () => {
    expect(returnPathFrom(new URLSearchParams({ returnTo: "/ar/jobs/42" }))).toBe("/jobs/42");
    expect(returnPathFrom(new URLSearchParams({ returnTo: "/fr/settings" }))).toBeNull();
  });
});
