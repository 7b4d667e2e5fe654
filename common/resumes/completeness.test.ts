import { describe, expect, it } from "vitest";
import { resumeCompleteness } from "./completeness";

const blank = () => ({
  personalInfo: { fullName: "", email: "", phone: "", location: "", summary: "" },
  experience: [{ company: "", position: "", startDate: "", endDate: "", current: false, description: "" }],
  education: [{ institution: "", degree: "", field: "", graduationDate: "", gpa: "" }],
  skills: [] as string[],
  links: { website: "", linkedin: "", github: "", portfolio: "" },
  languages: [] as { language: string; proficiency: string }[],
  certifications: [] as { name: string; issuer: string; date: string; url: string }[],
});

describe("resumeCompleteness", () => {
  it("is 0 for a fresh form and for anything that is not a resume", () => {
    expect(resumeCompleteness(blank()).percent).toBe(0);
    expect(resumeCompleteness(undefined).percent).toBe(0);
    expect(resumeCompleteness("resume").percent).toBe(0);
  });

  it("moves by one fifth as each core section gets enough to print", () => {
    const resume = blank();
    const steps: number[] = [];
    resume.personalInfo.fullName = "Jane Doe";
    steps.push(resumeCompleteness(resume).percent);
    resume.personalInfo.email = "jane@example.com";
    steps.push(resumeCompleteness(resume).percent);
    resume.personalInfo.summary = "Engineer.";
    steps.push(resumeCompleteness(resume).percent);
    resume.experience[0] = { ...resume.experience[0], position: "Engineer", company: "Atlas" };
    steps.push(resumeCompleteness(resume).percent);
    resume.experience[0].startDate = "2021-03";
    steps.push(resumeCompleteness(resume).percent);
    resume.education[0] = { ...resume.education[0], institution: "MIT", field: "Physics" };
    steps.push(resumeCompleteness(resume).percent);
    resume.skills = ["Go"];
    steps.push(resumeCompleteness(resume).percent);
    expect(steps).toEqual([0, 20, 40, 40, 60, 80, 100]);
  });

  it("takes a phone instead of an e-mail, and any one filled entry of a list", () => {
    const resume = blank();
    resume.personalInfo = { ...resume.personalInfo, fullName: "Sam", phone: "+212 600 000 000" };
    resume.experience.push({ ...resume.experience[0], position: "Nurse", company: "Clinic", startDate: "2020-01" });
    expect(resumeCompleteness(resume).sections.slice(0, 3)).toEqual([
      { section: "contact", isFilled: true },
      { section: "summary", isFilled: false },
      { section: "experience", isFilled: true },
    ]);
  });

  it("does not count blanks, spaces or a skill list of empty names", () => {
    const resume = blank();
    resume.personalInfo = { ...resume.personalInfo, fullName: "  ", email: "a@b.c", summary: " \n " };
    resume.skills = ["", "  "];
    expect(resumeCompleteness(resume).percent).toBe(0);
  });

  it("counts an optional section once begun: unfilled it holds the bar back, filled it counts", () => {
    const resume = blank();
    resume.personalInfo = { ...resume.personalInfo, fullName: "Jane", email: "j@x.io", summary: "Hi." };
    resume.experience[0] = { ...resume.experience[0], position: "Dev", company: "X", startDate: "2020-01" };
    resume.education[0] = { ...resume.education[0], institution: "Uni", degree: "BSc" };
    resume.skills = ["Go"];
    expect(resumeCompleteness(resume).percent).toBe(100);

    resume.certifications.push({ name: "", issuer: "", date: "", url: "" });
    expect(resumeCompleteness(resume).percent).toBe(83);
    resume.certifications[0].name = "CKA";
    expect(resumeCompleteness(resume).percent).toBe(100);

    resume.links.github = "github.com/jane";
    expect(resumeCompleteness(resume).sections.map((entry) => entry.section)).toEqual([
      "contact",
      "summary",
      "experience",
      "education",
      "skills",
      "links",
      "certifications",
    ]);
    expect(resumeCompleteness(resume).percent).toBe(100);
  });
});
