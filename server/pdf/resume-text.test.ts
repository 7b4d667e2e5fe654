import { describe, expect, it } from "vitest";
import { experienceDates, isRightToLeft } from "./resume-text";

describe("the PDF's dates", () => {
  it("say Present in the catalogue's words", () => {
    expect(
      experienceDates({ startDate: "2022-03", endDate: "", current: true, company: "", position: "", description: "" }),
    ).toBe("Mar 2022 - Present");
  });
});

describe("the direction of a paragraph", () => {
  it("follows its first letter", () => {
    expect(isRightToLeft("ليلى حداد")).toBe(true);
    expect(isRightToLeft("2021 - شركة")).toBe(true);
    expect(isRightToLeft("נועה כהן")).toBe(true);
    expect(isRightToLeft("Careem - شركة")).toBe(false);
    expect(isRightToLeft("Élodie")).toBe(false);
    expect(isRightToLeft("2021")).toBe(false);
  });
});
