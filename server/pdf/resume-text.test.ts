import { describe, expect, it } from "vitest";
import { formatDateRange, formatMonth } from "@common/resumes/format";
import { experienceDates, isRightToLeft, monthText } from "./resume-text";

describe("the PDF's dates", () => {
  it("read as in the in-app preview", () => {
    for (const month of ["2022-03", "2019-01", "2015-09", "2018-12", "", "spring"]) {
      expect(monthText(month)).toBe(formatMonth(month));
    }
    const entries = [
      { startDate: "2022-03", endDate: "", current: true },
      { startDate: "2019-01", endDate: "2022-02", current: false },
      { startDate: "2019-01", endDate: "", current: false },
    ];
    for (const entry of entries) {
      expect(experienceDates({ ...entry, company: "", position: "", description: "" })).toBe(
        formatDateRange(entry, { present: "Present" }),
      );
    }
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
