import { describe, expect, it } from "vitest";
import { yearsOfExperience } from "./experience-years";

const TODAY = new Date("2026-11-25T12:00:00Z");

describe("yearsOfExperience", () => {
  it("is 0 without entries", () => {
    expect(yearsOfExperience([], TODAY)).toBe(0);
  });

  it("counts both months of a period and rounds down to whole years", () => {
    expect(yearsOfExperience([{ startDate: "2020-01", endDate: "2020-12" }], TODAY)).toBe(1);
    expect(yearsOfExperience([{ startDate: "2020-01", endDate: "2020-11" }], TODAY)).toBe(0);
    expect(yearsOfExperience([{ startDate: "2018-01", endDate: "2021-02" }], TODAY)).toBe(3);
  });

  it("runs a current job to this month", () => {
    expect(yearsOfExperience([{ startDate: "2021-12", current: true }], TODAY)).toBe(5);
    expect(yearsOfExperience([{ startDate: "2022-01", current: true }], TODAY)).toBe(4);
    // A current job's stale end date is ignored.
    expect(yearsOfExperience([{ startDate: "2021-12", endDate: "2022-01", current: true }], TODAY)).toBe(5);
  });

  it("counts overlapping and touching periods once", () => {
    const entries = [
      { startDate: "2015-01", endDate: "2019-12" },
      { startDate: "2017-06", endDate: "2018-06" },
      { startDate: "2019-06", endDate: "2020-12" },
    ];
    expect(yearsOfExperience(entries, TODAY)).toBe(6);
    expect(
      yearsOfExperience(
        [
          { startDate: "2010-01", endDate: "2010-12" },
          { startDate: "2011-01", endDate: "2011-12" },
        ],
        TODAY,
      ),
    ).toBe(2);
  });

  it("adds separate periods with a gap between them", () => {
    const entries = [
      { startDate: "2012-01", endDate: "2013-06" },
      { startDate: "2016-01", endDate: "2016-06" },
    ];
    expect(yearsOfExperience(entries, TODAY)).toBe(2);
  });

  it("ignores entries without dates, with malformed dates, ended without an end, or in the future", () => {
    const entries = [
      { startDate: "2020-01", endDate: "2021-12" },
      { startDate: "", current: true },
      { startDate: "2001-13", endDate: "2010-01" },
      { startDate: "2000-01" },
      { startDate: "2027-01", current: true },
      { startDate: null, endDate: null },
    ];
    expect(yearsOfExperience(entries, TODAY)).toBe(2);
  });

  it("stops a future end date at this month", () => {
    expect(yearsOfExperience([{ startDate: "2024-12", endDate: "2030-01" }], TODAY)).toBe(2);
  });
});
