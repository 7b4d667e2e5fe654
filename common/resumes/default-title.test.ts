import { describe, expect, it } from "vitest";
import { defaultResumeTitle, RESUME_LIMITS } from "./schema";

const resume = (
  label: string | undefined,
  experience: { position?: string; startDate?: string; current?: boolean }[],
) => ({
  personalInfo: { fullName: "Layla Haddad", label },
  experience,
});

describe("the title a new resume gets", () => {
  it("is the headline when there is one", () => {
    expect(defaultResumeTitle(resume("  Senior   Frontend Engineer ", [{ position: "Nurse" }]))).toBe(
      "Senior Frontend Engineer",
    );
  });

  it("else the latest role: a current one first, then the latest started", () => {
    const past = { position: "Junior Developer", startDate: "2017-06" };
    const later = { position: "Frontend Developer", startDate: "2019-01" };
    expect(defaultResumeTitle(resume(undefined, [past, later]))).toBe("Frontend Developer");
    const current = { position: "Tech Lead", startDate: "2015-01", current: true };
    expect(defaultResumeTitle(resume("", [later, current]))).toBe("Tech Lead");
  });

  it("else the person's name, else 'Resume'", () => {
    expect(defaultResumeTitle(resume(undefined, [{ position: " " }]))).toBe("Layla Haddad - Resume");
    expect(defaultResumeTitle({ personalInfo: { fullName: "" }, experience: [] })).toBe("Resume");
  });

  it("fits the title's limit", () => {
    expect(Array.from(defaultResumeTitle(resume("é".repeat(300), []))).length).toBe(RESUME_LIMITS.title);
  });
});
