import { describe, expect, it } from "vitest";
import { absoluteDate, formatSalaryAmount } from "../jobs/format";
import "./all-catalogues";
import { createI18n, createTranslator } from "./index";
import {
  dateFormat,
  formatDate,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  intlLocale,
  numberFormat,
} from "./formats";

const LATN = intlLocale("ar");
const ARAB = intlLocale("ar", "arab");
const LATIN_DIGIT = /[0-9]/;
const ARABIC_INDIC_DIGIT = /[٠-٩]/;
const JUNE_3 = "2026-06-03T10:00:00.000Z";

describe("the Intl locale of a reader", () => {
  it("is the language itself, and for Arabic names its digits: Latin unless the account asks", () => {
    expect(intlLocale("en")).toBe("en");
    expect(intlLocale("fr", "arab")).toBe("fr");
    expect(LATN).toBe("ar-u-nu-latn");
    expect(ARAB).toBe("ar-u-nu-arab");
  });
});

describe("formats in three languages", () => {
  it("write English exactly as Intl's English does", () => {
    expect(formatNumber(1234.5, "en")).toBe(new Intl.NumberFormat("en").format(1234.5));
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatPercent(0.333, "en")).toBe("33.3%");
    expect(formatMoney(52_000, "USD", "en")).toBe("$52,000");
    expect(formatDate(JUNE_3, "en", { dateStyle: "medium", timeZone: "UTC" })).toBe("Jun 3, 2026");
    expect(absoluteDate(JUNE_3)).toBe("Jun 3, 2026");
    expect(formatSalaryAmount(52_000, "USD")).toBe("$52k");
    expect(formatRelative(-1, "day", "en")).toBe("yesterday");
    expect(formatRelative(-5, "minute", "en")).toBe("5 minutes ago");
    expect(formatList(["a", "b", "c"], "en")).toBe("a, b, and c");
  });

  it("write French with its own separators, words and order", () => {
    expect(formatNumber(1234.5, "fr")).toBe("1\u202f234,5");
    expect(formatMoney(52_000, "EUR", "fr")).toBe("52\u202f000\u00a0€");
    expect(formatDate(JUNE_3, "fr", { dateStyle: "long", timeZone: "UTC" })).toBe("3 juin 2026");
    expect(formatRelative(-1, "day", "fr")).toBe("hier");
    expect(formatList(["a", "b", "c"], "fr")).toBe("a, b et c");
  });

  it("write Arabic with Latin digits by default, and Arabic-Indic ones for an account that asks", () => {
    const samples = (locale: string) => [
      formatNumber(1234.5, locale),
      formatPercent(0.333, locale),
      formatMoney(52_000, "MAD", locale),
      formatDate(JUNE_3, locale, { dateStyle: "long", timeZone: "UTC" }),
      formatRelative(-3, "day", locale),
      absoluteDate(JUNE_3, locale),
      formatSalaryAmount(52_000, "MAD", locale),
    ];
    for (const text of samples(LATN)) {
      expect(text).toMatch(LATIN_DIGIT);
      expect(text).not.toMatch(ARABIC_INDIC_DIGIT);
    }
    for (const text of samples(ARAB)) {
      expect(text).toMatch(ARABIC_INDIC_DIGIT);
      expect(text).not.toMatch(LATIN_DIGIT);
    }
    expect(formatNumber(1234.5, ARAB)).toBe("١٬٢٣٤٫٥");
    expect(formatDate(JUNE_3, LATN, { dateStyle: "long", timeZone: "UTC" })).toContain("يونيو");
  });

  it("answers nothing for a value that is not a date, and a known code for an unknown currency", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatMoney(52_000, "EURO", "en")).toBe("EURO 52,000");
  });

  it("builds each formatter once per locale and options", () => {
    expect(numberFormat("fr", { maximumFractionDigits: 0 })).toBe(numberFormat("fr", { maximumFractionDigits: 0 }));
    expect(numberFormat("fr", { maximumFractionDigits: 0 })).not.toBe(numberFormat(ARAB, { maximumFractionDigits: 0 }));
    expect(dateFormat(LATN, { dateStyle: "medium" })).toBe(dateFormat(LATN, { dateStyle: "medium" }));
  });
});

describe("plural forms through i18next", () => {
  it("follow Arabic's six categories for 0, 1, 2, 3, 11 and 100, whatever the digits", () => {
    const t = createTranslator("ar");
    const ages = [0, 1, 2, 3, 11, 100].map((count) => t("jobs.age.days", { count }));
    expect(ages).toEqual(["منذ أقل من يوم", "منذ يوم واحد", "منذ يومين", "منذ 3 أيام", "منذ 11 يومًا", "منذ 100 يوم"]);
  });

  it("follow French's one, many and other, and English's one and other", () => {
    const fr = createTranslator("fr");
    expect([0, 1, 2, 1_000_000].map((count) => fr("jobs.age.days", { count }))).toEqual([
      "Il y a 0 jour",
      "Il y a 1 jour",
      "Il y a 2 jours",
      "Il y a 1000000 jours",
    ]);
    const en = createTranslator("en");
    expect([1, 2].map((count) => en("jobs.age.days", { count }))).toEqual(["1 day ago", "2 days ago"]);
  });
});

describe("a catalogue's {{count, number}}", () => {
  it("is written with the reader's digits, English as Intl's English writes it", () => {
    const key = "insights.recommended.count";
    expect(createI18n("en").t(key, { count: 1234 })).toBe("1,234 jobs");
    expect(createI18n("fr").t(key, { count: 1234 })).toBe("1\u202f234 offres");
    expect(createI18n("ar").t(key, { count: 1234 })).toBe("1,234 وظيفة");
    expect(createI18n("ar", "arab").t(key, { count: 1234 })).toBe("١٬٢٣٤ وظيفة");
    expect(createI18n("ar", "arab").t(key, { count: 3 })).toBe("٣ وظائف");
  });
});
