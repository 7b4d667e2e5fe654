import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n";
import {
  absoluteDate,
  currencySymbol,
  employmentTypeLabelKey,
  formatSalaryAmount,
  relativeAge,
  salaryText,
  WORK_TYPE_TONES,
  workTypeLabelKey,
} from "./format";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "./schemas";

const translate = createTranslator("en");

const NOW = new Date("2026-06-15T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ageText = (postedAt: string) => {
  const age = relativeAge(postedAt, NOW);
  return translate(age.key, { count: age.count });
};

describe("relativeAge", () => {
  it("says Today until a full day has passed", () => {
    expect(relativeAge(ago(0), NOW)).toEqual({ key: "jobs.age.today", count: 0 });
    expect(ageText(ago(23 * HOUR))).toBe("Today");
  });

  it("treats a date in the future (clock skew) and an unreadable date as Today", () => {
    expect(ageText(ago(-5 * HOUR))).toBe("Today");
    expect(ageText("not a date")).toBe("Today");
  });

  it("counts days: 1 day ago, then N days ago under 7 days", () => {
    expect(ageText(ago(DAY))).toBe("1 day ago");
    expect(ageText(ago(DAY + 20 * HOUR))).toBe("1 day ago");
    expect(ageText(ago(2 * DAY))).toBe("2 days ago");
    expect(ageText(ago(6 * DAY + 23 * HOUR))).toBe("6 days ago");
  });

  it("counts whole weeks under 30 days", () => {
    expect(ageText(ago(7 * DAY))).toBe("1 week ago");
    expect(ageText(ago(13 * DAY))).toBe("1 week ago");
    expect(ageText(ago(14 * DAY))).toBe("2 weeks ago");
    expect(ageText(ago(29 * DAY))).toBe("4 weeks ago");
  });

  it("rounds months up from 30 days on", () => {
    expect(ageText(ago(30 * DAY))).toBe("1 month ago");
    expect(ageText(ago(31 * DAY))).toBe("2 months ago");
    expect(ageText(ago(60 * DAY))).toBe("2 months ago");
    expect(ageText(ago(61 * DAY))).toBe("3 months ago");
  });

  it("accepts Date objects and defaults now to the current time", () => {
    expect(relativeAge(new Date(NOW.getTime() - 3 * DAY), NOW)).toEqual({ key: "jobs.age.days", count: 3 });
    expect(relativeAge(new Date())).toEqual({ key: "jobs.age.today", count: 0 });
  });
});

describe("absoluteDate", () => {
  it("writes the date in UTC, so the server and the browser agree", () => {
    expect(absoluteDate("2026-06-03T23:30:00Z")).toBe("Jun 3, 2026");
    expect(absoluteDate("garbage")).toBe("");
  });
});

describe("currencySymbol", () => {
  it("uses the symbols of the salary bands and falls back to the code", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("GBP")).toBe("£");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("AED")).toBe("AED");
    expect(currencySymbol("SEK")).toBe("SEK");
    expect(currencySymbol("JPY")).toBe("¥");
    expect(currencySymbol("INR")).toBe("₹");
    expect(currencySymbol("cad")).toBe("C$");
    expect(currencySymbol("CHF")).toBe("CHF");
  });
});

describe("formatSalaryAmount", () => {
  it("writes thousands as k, rounded", () => {
    expect(formatSalaryAmount(50_000, "USD")).toBe("$50k");
    expect(formatSalaryAmount(85_499, "USD")).toBe("$85k");
    expect(formatSalaryAmount(85_500, "USD")).toBe("$86k");
    expect(formatSalaryAmount(999_499, "USD")).toBe("$999k");
  });

  it("switches to M at one million, with at most one decimal", () => {
    expect(formatSalaryAmount(999_500, "USD")).toBe("$1M");
    expect(formatSalaryAmount(1_000_000, "USD")).toBe("$1M");
    expect(formatSalaryAmount(1_250_000, "SEK")).toBe("SEK 1.3M");
    expect(formatSalaryAmount(5_000_000, "JPY")).toBe("¥5M");
    expect(formatSalaryAmount(12_400_000, "JPY")).toBe("¥12.4M");
    expect(formatSalaryAmount(150_000_000, "LBP")).toBe("LBP 150M");
  });

  it("puts a space after letter symbols only", () => {
    expect(formatSalaryAmount(200_000, "AED")).toBe("AED 200k");
    expect(formatSalaryAmount(400_000, "SEK")).toBe("SEK 400k");
    expect(formatSalaryAmount(60_000, "GBP")).toBe("£60k");
    expect(formatSalaryAmount(45_000, "EUR")).toBe("€45k");
    expect(formatSalaryAmount(90_000, "CAD")).toBe("C$90k");
  });

  it("writes Indian rupees in lakh between one lakh and one crore, like the filter bands", () => {
    expect(formatSalaryAmount(90_000, "INR")).toBe("₹90k");
    expect(formatSalaryAmount(1_000_000, "INR")).toBe("₹10L");
    expect(formatSalaryAmount(1_250_000, "INR")).toBe("₹12.5L");
    expect(formatSalaryAmount(2_500_000, "INR")).toBe("₹25L");
    expect(formatSalaryAmount(10_000_000, "INR")).toBe("₹10M");
  });

  it("keeps amounts under a thousand as they are and uses Intl for the digits", () => {
    expect(formatSalaryAmount(800, "KWD")).toBe("KWD 800");
    expect(formatSalaryAmount(1_500_000, "USD", "de")).toBe("$1,5M");
    expect(formatSalaryAmount(2_500_000_000, "USD")).toBe("$2,500M");
  });
});

describe("salaryText", () => {
  const text = (salaryMin: number | null, salaryMax: number | null, currency: string) => {
    const salary = salaryText({ salaryMin, salaryMax, currency });
    return translate(salary.key, salary.values);
  };

  it("writes a range, an open top and an upper limit as the spec does", () => {
    expect(text(50_000, 80_000, "USD")).toBe("$50k - $80k");
    expect(text(200_000, null, "AED")).toBe("AED 200k+");
    expect(text(null, 60_000, "GBP")).toBe("Up to £60k");
  });

  it("covers the currencies of the supported countries", () => {
    expect(text(45_000, 60_000, "EUR")).toBe("€45k - €60k");
    expect(text(400_000, 1_200_000, "SEK")).toBe("SEK 400k - SEK 1.2M");
    expect(text(5_000_000, 10_000_000, "JPY")).toBe("¥5M - ¥10M");
    expect(text(1_000_000, 2_500_000, "INR")).toBe("₹10L - ₹25L");
    expect(text(150_000, 300_000, "SAR")).toBe("SAR 150k - SAR 300k");
  });

  it("shows one amount when both ends read the same, and orders swapped ends", () => {
    expect(text(80_000, 80_000, "USD")).toBe("$80k");
    expect(text(80_100, 79_900, "USD")).toBe("$80k");
    expect(text(90_000, 60_000, "USD")).toBe("$60k - $90k");
  });

  it("says so when there is no salary, and ignores non-positive ends", () => {
    expect(text(null, null, "USD")).toBe("Salary not disclosed");
    expect(text(0, 0, "USD")).toBe("Salary not disclosed");
    expect(text(0, 50_000, "USD")).toBe("Up to $50k");
  });
});

describe("work type and employment type", () => {
  it("gives each work type its colour and label", () => {
    expect(WORK_TYPE_TONES).toEqual({ remote: "green", hybrid: "blue", onsite: "purple" });
    expect(WORK_TYPES.map((workType) => translate(workTypeLabelKey(workType)))).toEqual([
      "Remote",
      "Hybrid",
      "On-site",
    ]);
  });

  it("labels every employment type", () => {
    expect(EMPLOYMENT_TYPES.map((type) => translate(employmentTypeLabelKey(type)))).toEqual([
      "Full-time",
      "Part-time",
      "Contract",
      "Freelance",
      "Internship",
      "Temporary",
    ]);
  });
});
