import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { ZResumeContentSchema } from "@common/resumes/schema";
import { emptyResumeValues, toFormValues } from "./resume-form-values";

// A saved resume with every JSON Resume section: the builder's form values
// must carry all of it, so saving from the builder loses nothing.
const saved = ZResumeContentSchema.parse({
  personalInfo: {
    fullName: "Richard Hendriks",
    email: "richard@example.com",
    phone: "(912) 555-4321",
    location: "San Francisco, California, United States",
    label: "Programmer",
    summary: "Compression.",
  },
  experience: [
    {
      company: "Pied Piper",
      position: "CEO",
      startDate: "2013-12",
      endDate: "2014-12",
      description: "Middle-out.\n- Won Techcrunch Disrupt",
    },
  ],
  education: [
    {
      institution: "University of Oklahoma",
      degree: "Bachelor",
      field: "Information Technology",
      graduationDate: "2014-01",
      courses: ["DB1101 - Basic SQL"],
    },
  ],
  skills: ["Compression", "Mpeg", "Go"],
  skillGroups: [{ name: "Compression", level: "Master", keywords: ["Mpeg"] }],
  profiles: [{ network: "Twitter", username: "neutralthoughts" }],
  projects: [
    {
      name: "Miss Direction",
      description: "A mapping engine that misguides you",
      startDate: "2016-08",
      url: "https://missdirection.example.com",
      highlights: ["Won at AIHacks"],
      keywords: ["GoogleMaps"],
      roles: ["Team lead"],
      entity: "Smoogle",
      type: "application",
    },
  ],
  volunteer: [{ organization: "CoderDojo", position: "Teacher", startDate: "2012-01", highlights: ["Mentor"] }],
  awards: [{ title: "Compression Pioneer", date: "2014-11", awarder: "Techcrunch", summary: "No spoon." }],
  publications: [{ name: "Video compression", publisher: "Hooli", releaseDate: "2014-10" }],
  interests: [{ name: "Wildlife", keywords: ["Ferrets"] }],
  references: [{ name: "Erlich Bachman", reference: "Valuable." }],
});

describe("toFormValues", () => {
  it("carries every JSON Resume section through the form unchanged", () => {
    expect(ZResumeContentSchema.parse(toFormValues(saved))).toEqual(saved);
  });

  it("starts a fresh form with the new sections empty", () => {
    const values = emptyResumeValues();
    expect(values.personalInfo.label).toBe("");
    expect([values.projects, values.volunteer, values.awards, values.references]).toEqual([[], [], [], []]);
  });
});

describe("the resume's language in the form", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests(TEST_LANGUAGE, {});
  });
  afterAll(() => unregister?.());

  // No control sets it while one language ships: it must still go back with every save.
  it("goes from the saved resume through the form to the body a save sends", () => {
    const values = toFormValues({ ...saved, language: TEST_LANGUAGE });
    expect(values.language).toBe(TEST_LANGUAGE);
    expect(ZResumeContentSchema.parse(values).language).toBe(TEST_LANGUAGE);
  });

  it("is left out for a language the site does not ship, and absent for a new resume", () => {
    expect(toFormValues({ ...saved, language: "de" }).language).toBeUndefined();
    expect(ZResumeContentSchema.parse(toFormValues(saved)).language).toBeUndefined();
  });
});
