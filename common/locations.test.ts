import { countries as countriesListData, getEmojiFlag } from "countries-list";
import { describe, expect, it } from "vitest";
import {
  ANY_CITY,
  cityDetailsFor,
  citiesFor,
  COUNTRIES,
  COUNTRY_NAMES,
  defaultCityFor,
  getCountry,
  parseSalaryBand,
  salaryBandsFor,
} from "./locations";
import { USD_PER_UNIT } from "./money";

// The supported countries, in order.
const SPEC_COUNTRIES = [
  "United States",
  "Canada",
  "United Kingdom",
  "Germany",
  "France",
  "Australia",
  "Netherlands",
  "Sweden",
  "Singapore",
  "Japan",
  "India",
  "Brazil",
  "United Arab Emirates",
  "Saudi Arabia",
  "Qatar",
  "Kuwait",
  "Bahrain",
  "Oman",
  "Jordan",
  "Lebanon",
  "Egypt",
  "Morocco",
  "Tunisia",
  "Algeria",
  "Iraq",
  "Syria",
  "Yemen",
  "Libya",
  "Sudan",
];

const SPEC_DEFAULT_CITIES: Record<string, string> = {
  "United States": "New York",
  Canada: "Toronto",
  "United Kingdom": "London",
  Germany: "Berlin",
  Australia: "Sydney",
  "United Arab Emirates": "Dubai",
  "Saudi Arabia": "Riyadh",
  Qatar: "Doha",
  Kuwait: "Kuwait City",
  Bahrain: "Manama",
  Oman: "Muscat",
  Jordan: "Amman",
  Lebanon: "Beirut",
  Egypt: "Cairo",
  Morocco: "Casablanca",
};

const bandSummary = (country: string) => salaryBandsFor(country).map((band) => [band.value, band.label]);

describe("countries", () => {
  it("lists the 29 supported countries in the spec's order", () => {
    expect(COUNTRY_NAMES).toEqual(SPEC_COUNTRIES);
  });

  it("matches ISO codes, flags and names of the countries-list package", () => {
    for (const entry of COUNTRIES) {
      const reference = countriesListData[entry.code as keyof typeof countriesListData];
      expect(reference, entry.code).toBeDefined();
      expect(entry.flag).toBe(getEmojiFlag(entry.code as Parameters<typeof getEmojiFlag>[0]));
      expect(entry.name).toBe(reference.name);
    }
  });

  it("has an exchange rate for every salary currency", () => {
    for (const entry of COUNTRIES) expect(USD_PER_UNIT, entry.name).toHaveProperty(entry.currency);
  });

  it("finds a country by name or code, case-insensitively", () => {
    expect(getCountry("united arab emirates")?.code).toBe("AE");
    expect(getCountry("ma")?.name).toBe("Morocco");
    expect(getCountry("Atlantis")).toBeUndefined();
    expect(getCountry(undefined)).toBeUndefined();
  });
});

describe("cities", () => {
  it("uses the spec's default cities and picks one for every other country", () => {
    for (const [country, city] of Object.entries(SPEC_DEFAULT_CITIES)) expect(defaultCityFor(country)).toBe(city);
    expect(defaultCityFor("France")).toBe("Paris");
    expect(defaultCityFor("India")).toBe("Mumbai");
    expect(defaultCityFor("Brazil")).toBe("São Paulo");
    expect(defaultCityFor("Yemen")).toBe("Sana'a");
    expect(defaultCityFor("Atlantis")).toBe(ANY_CITY);
    expect(defaultCityFor("")).toBe(ANY_CITY);
  });

  it("puts every country's default city first in its list", () => {
    for (const entry of COUNTRIES) expect(citiesFor(entry.name)[0], entry.name).toBe(entry.defaultCity);
  });

  it("offers the spec's list sizes, without duplicates", () => {
    const sizes = Object.fromEntries(COUNTRIES.map((entry) => [entry.name, citiesFor(entry.name).length]));
    expect(sizes).toMatchObject({
      "United States": 10,
      Canada: 5,
      "United Kingdom": 5,
      Germany: 5,
      Australia: 5,
      "United Arab Emirates": 7,
      "Saudi Arabia": 9,
      Qatar: 3,
      Kuwait: 3,
      Bahrain: 3,
      Oman: 3,
      Jordan: 3,
      Lebanon: 3,
      Egypt: 8,
    });
    expect(sizes.Morocco).toBeGreaterThanOrEqual(28);
    for (const entry of COUNTRIES) {
      const cities = citiesFor(entry.name);
      expect(new Set(cities).size, entry.name).toBe(cities.length);
      if (entry.code !== "SG") expect(cities.length, entry.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every city a valid IANA time zone and coordinates", () => {
    for (const entry of COUNTRIES) {
      for (const city of cityDetailsFor(entry.name)) {
        expect(() => new Intl.DateTimeFormat("en", { timeZone: city.timeZone }), city.name).not.toThrow();
        expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
      }
    }
  });

  it("writes names with their accents", () => {
    expect(citiesFor("Canada")).toContain("Montréal");
    expect(citiesFor("Morocco")).toEqual(expect.arrayContaining(["Fès", "Salé", "Tétouan", "Marrakesh"]));
    expect(citiesFor("Atlantis")).toEqual([]);
  });
});

describe("salary bands", () => {
  it("follows the spec for the United States", () => {
    expect(bandSummary("United States")).toEqual([
      ["0-50000", "$0 - $50k"],
      ["50000-100000", "$50k - $100k"],
      ["100000-150000", "$100k - $150k"],
      ["150000+", "$150k+"],
    ]);
  });

  it("follows the spec for Sweden, Japan, India, Lebanon and Algeria", () => {
    expect(bandSummary("Sweden")).toEqual([
      ["0-400000", "SEK 0 - SEK 400k"],
      ["400000-800000", "SEK 400k - SEK 800k"],
      ["800000-1200000", "SEK 800k - SEK 1.2M"],
      ["1200000+", "SEK 1.2M+"],
    ]);
    expect(bandSummary("Japan")).toEqual([
      ["0-5000000", "¥0 - ¥5M"],
      ["5000000-10000000", "¥5M - ¥10M"],
      ["10000000-15000000", "¥10M - ¥15M"],
      ["15000000+", "¥15M+"],
    ]);
    expect(bandSummary("India")).toEqual([
      ["0-1000000", "₹0 - ₹10L"],
      ["1000000-2500000", "₹10L - ₹25L"],
      ["2500000-5000000", "₹25L - ₹50L"],
      ["5000000+", "₹50L+"],
    ]);
    expect(bandSummary("Lebanon")).toEqual([
      ["0-50000000", "LBP 0 - LBP 50M"],
      ["50000000-100000000", "LBP 50M - LBP 100M"],
      ["100000000-150000000", "LBP 100M - LBP 150M"],
      ["150000000+", "LBP 150M+"],
    ]);
    expect(bandSummary("Algeria")).toEqual([
      ["0-5000000", "DZD 0 - DZD 5M"],
      ["5000000-10000000", "DZD 5M - DZD 10M"],
      ["10000000-15000000", "DZD 10M - DZD 15M"],
      ["15000000+", "DZD 15M+"],
    ]);
  });

  it("matches the spec's upper limits and symbols for every country with its own bands", () => {
    const spec: Record<string, [string, number, number, number]> = {
      Canada: ["C$", 60_000, 120_000, 180_000],
      "United Kingdom": ["£", 30_000, 60_000, 90_000],
      Germany: ["€", 40_000, 80_000, 120_000],
      France: ["€", 35_000, 70_000, 105_000],
      Australia: ["A$", 70_000, 140_000, 210_000],
      Netherlands: ["€", 45_000, 90_000, 135_000],
      Singapore: ["S$", 60_000, 120_000, 180_000],
      Brazil: ["R$", 100_000, 200_000, 300_000],
      "United Arab Emirates": ["AED", 200_000, 400_000, 600_000],
      "Saudi Arabia": ["SAR", 150_000, 300_000, 450_000],
      Qatar: ["QAR", 200_000, 400_000, 600_000],
      Kuwait: ["KWD", 15_000, 30_000, 45_000],
      Bahrain: ["BHD", 20_000, 40_000, 60_000],
      Oman: ["OMR", 20_000, 40_000, 60_000],
      Jordan: ["JOD", 15_000, 30_000, 45_000],
      Egypt: ["EGP", 200_000, 400_000, 600_000],
      Morocco: ["MAD", 200_000, 400_000, 600_000],
      Tunisia: ["TND", 50_000, 100_000, 150_000],
    };
    for (const [name, [symbol, a, b, c]] of Object.entries(spec)) {
      const entry = getCountry(name)!;
      expect(entry.currencySymbol, name).toBe(symbol);
      expect(entry.salaryBandLimits, name).toEqual([a, b, c]);
    }
    expect(salaryBandsFor("United Kingdom").at(-1)?.label).toBe("£90k+");
    expect(salaryBandsFor("Canada")[1].label).toBe("C$60k - C$120k");
    expect(salaryBandsFor("Kuwait")[0].label).toBe("KWD 0 - KWD 15k");
  });

  it("gives the other countries (and unknown ones) the United States bands, in US dollars", () => {
    const usBands = salaryBandsFor("United States");
    for (const name of ["Iraq", "Syria", "Yemen", "Libya", "Sudan", "Atlantis"]) {
      expect(salaryBandsFor(name), name).toEqual(usBands);
    }
    for (const name of ["Iraq", "Syria", "Yemen", "Libya", "Sudan"]) expect(getCountry(name)?.currency).toBe("USD");
  });

  it("reads band values back", () => {
    expect(parseSalaryBand("50000-100000")).toEqual({ min: 50_000, max: 100_000 });
    expect(parseSalaryBand("150000+")).toEqual({ min: 150_000, max: null });
    expect(parseSalaryBand("any")).toBeNull();
    expect(parseSalaryBand("100-50")).toBeNull();
    for (const band of salaryBandsFor("Japan"))
      expect(parseSalaryBand(band.value)).toEqual({ min: band.min, max: band.max });
  });
});
