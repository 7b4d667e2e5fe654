import { describe, expect, it } from "vitest";
import {
  clearResumeDraft,
  parseResumeDraft,
  readResumeDraft,
  RESUME_DRAFT_MAX_AGE_MS,
  RESUME_DRAFT_STORAGE_KEY,
  RESUME_DRAFT_VERSION,
  serializeResumeDraft,
  writeResumeDraft,
  type TResumeDraft,
} from "./resume-draft";
import { emptyResumeValues, fingerprintResume, hasAnyContent, toFormValues } from "./resume-form-values";

const NOW = new Date("2026-11-22T12:00:00.000Z");

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function draft(overrides: Partial<TResumeDraft> = {}): TResumeDraft {
  const values = emptyResumeValues();
  values.personalInfo.fullName = "Jane Doe";
  values.skills = ["React"];
  return {
    values,
    resumeId: 12,
    title: "Jane Doe - Resume",
    template: "modern",
    savedFingerprint: "abc",
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

describe("the resume draft in browser storage", () => {
  it("reads back what it wrote", () => {
    const storage = memoryStorage();
    expect(writeResumeDraft(storage, draft())).toBe(true);
    expect(readResumeDraft(storage, NOW)).toEqual(draft());
  });

  it("forgets the id, title and saved state of a new resume", () => {
    const parsed = parseResumeDraft(serializeResumeDraft(draft({ resumeId: null })), NOW);
    expect(parsed).toMatchObject({ resumeId: null, title: null, savedFingerprint: null });
  });

  it("drops malformed, foreign-version and stale drafts, and removes them from storage", () => {
    const stale = serializeResumeDraft(
      draft({ updatedAt: new Date(NOW.getTime() - RESUME_DRAFT_MAX_AGE_MS - 1).toISOString() }),
    );
    const oldVersion = JSON.stringify({
      ...JSON.parse(serializeResumeDraft(draft())),
      version: RESUME_DRAFT_VERSION + 1,
    });
    for (const raw of ["{", "null", "[]", "42", JSON.stringify({ version: 1 }), oldVersion, stale]) {
      const storage = memoryStorage({ [RESUME_DRAFT_STORAGE_KEY]: raw });
      expect(readResumeDraft(storage, NOW), raw).toBeNull();
      expect(storage.items.has(RESUME_DRAFT_STORAGE_KEY)).toBe(false);
    }
  });

  it("repairs what it can: unknown templates, odd ids, wrong field types", () => {
    const raw = JSON.stringify({
      version: RESUME_DRAFT_VERSION,
      updatedAt: NOW.toISOString(),
      resumeId: -3,
      template: "comic-sans",
      values: {
        personalInfo: { fullName: 7, email: "jane@example.com" },
        skills: ["Go", " go ", "", 3],
        experience: "x",
      },
    });
    const parsed = parseResumeDraft(raw, NOW);
    expect(parsed?.resumeId).toBeNull();
    expect(parsed?.template).toBe("professional");
    expect(parsed?.values.personalInfo).toEqual({
      fullName: "",
      email: "jane@example.com",
      phone: "",
      location: "",
      label: "",
      summary: "",
    });
    expect(parsed?.values.skills).toEqual(["Go"]);
    expect(parsed?.values.experience).toEqual([]);
  });

  it("survives blocked storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readResumeDraft(blocked, NOW)).toBeNull();
    expect(writeResumeDraft(blocked, draft())).toBe(false);
    expect(() => clearResumeDraft(blocked)).not.toThrow();
  });

  it("is cleared", () => {
    const storage = memoryStorage();
    writeResumeDraft(storage, draft());
    clearResumeDraft(storage);
    expect(readResumeDraft(storage, NOW)).toBeNull();
  });
});

describe("form values", () => {
  it("start with one empty experience and one empty education entry", () => {
    const values = emptyResumeValues();
    expect(values.experience).toHaveLength(1);
    expect(values.education).toHaveLength(1);
    expect(hasAnyContent(values)).toBe(false);
  });

  it("keep an empty list empty, so a saved resume without education stays submittable", () => {
    expect(toFormValues({ education: [] }).education).toEqual([]);
  });

  it("tell a change apart by fingerprint, template included", () => {
    const values = emptyResumeValues();
    const before = fingerprintResume(values, "professional");
    expect(fingerprintResume(toFormValues(values), "professional")).toBe(before);
    expect(fingerprintResume(values, "modern")).not.toBe(before);
    values.personalInfo.phone = "+1 555";
    expect(fingerprintResume(values, "professional")).not.toBe(before);
    expect(hasAnyContent(values)).toBe(true);
  });
});
