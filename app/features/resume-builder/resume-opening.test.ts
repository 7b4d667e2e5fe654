import { describe, expect, it } from "vitest";
import type { TResumeSummary } from "@common/resumes/schema";
import type { TResumeDraft } from "./resume-draft";
import { emptyResumeValues, fingerprintResume } from "./resume-form-values";
import { chooseResumeToOpen, isUnsavedWork } from "./resume-opening";
import { newResumeValues } from "./use-open-resume";

const account = { firstName: "Jane", lastName: "Doe", email: "jane@example.com" };
const newValues = newResumeValues(account);

const saved = (id: number, updatedAt: string): TResumeSummary => ({
  id,
  title: `Resume ${id}`,
  template: "professional",
  language: "en",
  fullName: "Jane Doe",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt,
});

function draft(overrides: Partial<TResumeDraft> = {}): TResumeDraft {
  const values = newResumeValues(account);
  values.skills = ["Go"];
  return {
    values,
    resumeId: null,
    title: null,
    template: "professional",
    savedFingerprint: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const resumes = [
  saved(1, "2026-11-01T00:00:00.000Z"),
  saved(2, "2026-11-10T00:00:00.000Z"),
  saved(3, "2026-10-01T00:00:00.000Z"),
];

describe("newResumeValues", () => {
  it("fills the name and e-mail from the account, and nothing for a visitor", () => {
    expect(newValues.personalInfo).toEqual({
      fullName: "Jane Doe",
      email: "jane@example.com",
      phone: "",
      location: "",
      label: "",
      summary: "",
    });
    expect(newResumeValues(null)).toEqual(emptyResumeValues());
  });
});

describe("chooseResumeToOpen", () => {
  it("opens the most recently updated saved resume when there is no newer unsaved draft", () => {
    expect(chooseResumeToOpen({ draft: null, deepLinkId: null, savedResumes: resumes, newValues })).toEqual({
      kind: "saved",
      id: 2,
    });
    const older = draft({ updatedAt: "2026-11-09T00:00:00.000Z" });
    expect(chooseResumeToOpen({ draft: older, deepLinkId: null, savedResumes: resumes, newValues })).toEqual({
      kind: "saved",
      id: 2,
    });
  });

  it("offers a newer unsaved draft first", () => {
    expect(chooseResumeToOpen({ draft: draft(), deepLinkId: null, savedResumes: resumes, newValues })).toEqual({
      kind: "local",
    });
  });

  it("does not prefer a newer draft that holds no work: an untouched new form, or a saved resume as saved", () => {
    const untouched = draft({ values: { ...newResumeValues(account) } });
    untouched.values.personalInfo.location = "Dubai, United Arab Emirates";
    expect(isUnsavedWork(untouched, newValues)).toBe(false);
    expect(chooseResumeToOpen({ draft: untouched, deepLinkId: null, savedResumes: resumes, newValues })).toEqual({
      kind: "saved",
      id: 2,
    });
    const values = newResumeValues(account);
    const asSaved = draft({ values, resumeId: 1, savedFingerprint: fingerprintResume(values, "professional") });
    expect(isUnsavedWork(asSaved, newValues)).toBe(false);
    expect(chooseResumeToOpen({ draft: asSaved, deepLinkId: null, savedResumes: resumes, newValues })).toEqual({
      kind: "saved",
      id: 2,
    });
    expect(isUnsavedWork({ ...asSaved, savedFingerprint: "other" }, newValues)).toBe(true);
  });

  it("keeps the draft or a new resume without saved resumes, and follows a link's id", () => {
    expect(chooseResumeToOpen({ draft: null, deepLinkId: null, savedResumes: [], newValues })).toEqual({
      kind: "local",
    });
    expect(chooseResumeToOpen({ draft: draft(), deepLinkId: 3, savedResumes: resumes, newValues })).toEqual({
      kind: "saved",
      id: 3,
    });
    expect(
      chooseResumeToOpen({ draft: draft({ resumeId: 3 }), deepLinkId: 3, savedResumes: resumes, newValues }),
    ).toEqual({ kind: "local" });
  });
});
