import { describe, expect, it } from "vitest";
import { COUNTRIES, cityDetailsFor, citiesFor } from "../locations";
import {
  canonicalTimeZone,
  locationFromTimeZone,
  parseStoredLocation,
  resolveSupportedLocation,
} from "./location-detection";

describe("resolveSupportedLocation (an IP database's answer)", () => {
  it("keeps a listed city of a supported country", () => {
    expect(resolveSupportedLocation({ countryCode: "AE", city: "Dubai", timezone: "Asia/Dubai" })).toEqual({
      country: "United Arab Emirates",
      city: "Dubai",
      countryCode: "AE",
      timezone: "Asia/Dubai",
    });
  });

  it("matches city names without accents or punctuation", () => {
    expect(
      resolveSupportedLocation({ countryCode: "BR", city: "Sao Paulo", timezone: "America/Sao_Paulo" })?.city,
    ).toBe("São Paulo");
    expect(resolveSupportedLocation({ countryCode: "YE", city: "Sanaa", timezone: "Asia/Aden" })?.city).toBe("Sana'a");
  });

  it("takes a longer name that starts with a listed city only in that city's time zone", () => {
    const frankfurt = { countryCode: "DE", city: "Frankfurt am Main", timezone: "Europe/Berlin" };
    expect(resolveSupportedLocation(frankfurt)?.city).toBe("Frankfurt");
    const minnesota = { countryCode: "US", city: "New York Mills", timezone: "America/Chicago" };
    expect(resolveSupportedLocation(minnesota)?.city).toBe("Chicago");
  });

  it("takes a listed city in the reported time zone when the city is not listed", () => {
    expect(
      resolveSupportedLocation({ countryCode: "US", city: "Berkeley", timezone: "America/Los_Angeles" }),
    ).toMatchObject({ country: "United States", city: "Los Angeles", timezone: "America/Los_Angeles" });
    expect(resolveSupportedLocation({ countryCode: "US", city: "", timezone: "America/Chicago" })?.city).toBe(
      "Chicago",
    );
  });

  it("falls back to the default city, and to its time zone when none is reported", () => {
    expect(resolveSupportedLocation({ countryCode: "GB", city: "St Albans", timezone: "Europe/London" })).toEqual({
      country: "United Kingdom",
      city: "London",
      countryCode: "GB",
      timezone: "Europe/London",
    });
    expect(resolveSupportedLocation({ countryCode: "QA", city: "", timezone: "" })).toEqual({
      country: "Qatar",
      city: "Doha",
      countryCode: "QA",
      timezone: "Asia/Qatar",
    });
  });

  it("answers null for a country we don't serve, a country name or nothing", () => {
    expect(resolveSupportedLocation({ countryCode: "RU", city: "Moscow", timezone: "Europe/Moscow" })).toBeNull();
    expect(resolveSupportedLocation({ countryCode: "Germany" })).toBeNull();
    expect(resolveSupportedLocation({ countryCode: "" })).toBeNull();
    expect(resolveSupportedLocation({ countryCode: null })).toBeNull();
  });
});

describe("locationFromTimeZone (the browser's fallback)", () => {
  it.each([
    ["Europe/Berlin", "Germany", "Berlin"],
    ["Asia/Dubai", "United Arab Emirates", "Dubai"],
    ["Africa/Casablanca", "Morocco", "Casablanca"],
    ["America/New_York", "United States", "New York"],
    ["America/Los_Angeles", "United States", "Los Angeles"],
    ["Asia/Kolkata", "India", "Mumbai"],
    ["Asia/Calcutta", "India", "Mumbai"],
    // The city listed under the browser's own spelling of the zone, before any alias of it.
    ["America/Montreal", "Canada", "Montréal"],
    ["Asia/Riyadh", "Saudi Arabia", "Riyadh"],
    ["Asia/Kuwait", "Kuwait", "Kuwait City"],
  ])("%s → %s, %s", (timeZone, country, city) => {
    expect(locationFromTimeZone(timeZone)).toMatchObject({ country, city, timezone: timeZone });
  });

  it.each([
    ["America/Denver", "United States", "US"],
    ["America/Halifax", "Canada", "CA"],
    ["Australia/Hobart", "Australia", "AU"],
  ])("%s tells the country only: no listed city is in it", (timeZone, country, countryCode) => {
    expect(locationFromTimeZone(timeZone)).toEqual({ country, countryCode, timezone: timeZone });
  });

  it("answers null for zones outside our countries, UTC and nonsense", () => {
    for (const zone of [
      "Europe/Moscow",
      "Asia/Shanghai",
      "America/Mexico_City",
      "UTC",
      "Etc/GMT+3",
      "Not/AZone",
      "",
      null,
    ]) {
      expect(locationFromTimeZone(zone)).toBeNull();
    }
  });

  it("finds every listed city's zone in the city's own country", () => {
    for (const country of COUNTRIES) {
      for (const city of cityDetailsFor(country.name)) {
        const found = locationFromTimeZone(city.timeZone);
        expect(found?.country, `${city.name} (${city.timeZone})`).toBe(country.name);
        expect(citiesFor(country.name)).toContain(found?.city);
      }
    }
  });

  it("canonicalises legacy zone names and refuses unknown ones", () => {
    expect(canonicalTimeZone("Asia/Calcutta")).toBe(canonicalTimeZone("Asia/Kolkata"));
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
  });
});

describe("parseStoredLocation", () => {
  it("reads a full cached value", () => {
    const stored = {
      country: "Germany",
      city: "Hamburg",
      countryCode: "DE",
      timezone: "Europe/Berlin",
      source: "ip",
      detectedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(parseStoredLocation(JSON.stringify(stored))).toEqual(stored);
  });

  it("reads a country without a city, completing the time zone", () => {
    expect(parseStoredLocation('{"country":"germany","source":"timezone"}')).toEqual({
      country: "Germany",
      countryCode: "DE",
      timezone: "Europe/Berlin",
      source: "timezone",
      detectedAt: "",
    });
  });

  it("spells the country as the list does and keeps only a listed city, inventing none", () => {
    expect(parseStoredLocation('{"country":"ae","city":" Sharjah ","source":"ip"}')).toMatchObject({
      country: "United Arab Emirates",
      city: "Sharjah",
    });
    const atlantis = parseStoredLocation('{"country":"United Arab Emirates","city":"Atlantis","source":"ip"}');
    expect(atlantis).toMatchObject({ country: "United Arab Emirates" });
    expect(atlantis).not.toHaveProperty("city");
  });

  it("ignores the United States / New York default that earlier versions cached, and values of no source", () => {
    const cachedDefault = {
      country: "United States",
      city: "New York",
      countryCode: "US",
      timezone: "America/New_York",
      source: "default",
      detectedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(parseStoredLocation(JSON.stringify(cachedDefault))).toBeNull();
    expect(parseStoredLocation('{"country":"Germany","city":"Berlin"}')).toBeNull();
  });

  it("ignores absent, malformed or unsupported values", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "null",
      "[]",
      "42",
      '"Dubai"',
      '{"city":"Paris"}',
      '{"country":"Narnia"}',
    ]) {
      expect(parseStoredLocation(raw)).toBeNull();
    }
  });
});
