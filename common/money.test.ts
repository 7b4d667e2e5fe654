import { describe, expect, it } from "vitest";
import { EXCHANGE_RATES_AS_OF, toUsd, USD_PER_UNIT } from "./money";

describe("toUsd", () => {
  it("converts to whole US dollars", () => {
    expect(toUsd(50_000, "USD")).toBe(50_000);
    expect(toUsd(100_000, "EUR")).toBe(116_000);
    expect(toUsd(367_250, "AED")).toBe(100_000);
    expect(toUsd(375_000, "SAR")).toBe(100_000);
    expect(toUsd(1_000_000, "INR")).toBe(11_600);
    expect(toUsd(89_500_000, "LBP")).toBe(1_000);
    expect(toUsd(0, "JPY")).toBe(0);
  });

  it("refuses a currency it has no rate for", () => {
    expect(() => toUsd(1, "XYZ")).toThrow(/XYZ/);
    expect(() => toUsd(1, "toString")).toThrow();
  });

  it("has a dated table of positive rates", () => {
    expect(EXCHANGE_RATES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const rate of Object.values(USD_PER_UNIT)) expect(rate).toBeGreaterThan(0);
  });
});
