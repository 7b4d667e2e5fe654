import { describe, expect, it } from "vitest";
import { buildCandidateCard, CARD_SKILL_COUNT, locationText, summarizeResume } from "./candidate-card";
import { DEFAULT_JOB_SEEKER_PROFILE } from "./schemas";

const TODAY = new Date("2026-11-25T12:00:00Z");
const person = { firstName: "Layla", lastName: "Haddad", profileImageUrl: "/api/uploads/abc.png" };

describe("summarizeResume", () => {
  it("computes the years and keeps the first distinct skills in the resume's order", () => {
    const summary = summarizeResume(
      {
        id: 7,
        title: "Layla Haddad - Resume",
        content: {
          experience: [
            { startDate: "2022-03", current: true },
            { startDate: "2019-01", endDate: "2022-02" },
          ],
          skills: ["React", "react", " TypeScript ", "", "CSS", "Node.js", "Figma", "Testing", "Arabic"],
        },
      },
      TODAY,
    );
    expect(summary).toEqual({
      id: 7,
      title: "Layla Haddad - Resume",
      yearsOfExperience: 7,
      skills: ["React", "TypeScript", "CSS", "Node.js", "Figma", "Testing"],
    });
    expect(summary.skills).toHaveLength(CARD_SKILL_COUNT);
  });

  it("survives content of another shape", () => {
    expect(summarizeResume({ id: 1, title: "Old", content: { experience: "x", skills: [1, null] } }, TODAY)).toEqual({
      id: 1,
      title: "Old",
      yearsOfExperience: 0,
      skills: [],
    });
    expect(summarizeResume({ id: 2, title: "Empty", content: null }, TODAY).skills).toEqual([]);
  });
});

describe("buildCandidateCard", () => {
  it("shows the person, the profile and the chosen resume's facts", () => {
    const card = buildCandidateCard({
      person,
      profile: {
        headline: "Frontend engineer",
        availability: "2-weeks",
        country: "AE",
        city: "Dubai",
        willingToRelocate: true,
      },
      resume: { id: 7, title: "Layla Haddad - Resume", yearsOfExperience: 7, skills: ["React"] },
    });
    expect(card).toEqual({
      name: "Layla Haddad",
      avatarUrl: "/api/uploads/abc.png",
      headline: "Frontend engineer",
      location: "Dubai, United Arab Emirates",
      availability: "2-weeks",
      yearsOfExperience: 7,
      willingToRelocate: true,
      skills: ["React"],
      resumeTitle: "Layla Haddad - Resume",
    });
  });

  it("is empty where nothing is chosen", () => {
    const card = buildCandidateCard({
      person: { firstName: "Sam", lastName: "", profileImageUrl: null },
      profile: DEFAULT_JOB_SEEKER_PROFILE,
      resume: null,
    });
    expect(card).toEqual({
      name: "Sam",
      avatarUrl: null,
      headline: null,
      location: null,
      availability: null,
      yearsOfExperience: 0,
      willingToRelocate: false,
      skills: [],
      resumeTitle: null,
    });
  });
});

describe("locationText", () => {
  it("names the city and the country, or the country alone", () => {
    expect(locationText("DE", "Berlin")).toBe("Berlin, Germany");
    expect(locationText("DE", null)).toBe("Germany");
    expect(locationText(null, "Berlin")).toBeNull();
    expect(locationText("ZZ", "Nowhere")).toBeNull();
  });
});
