import { describe, expect, it } from "vitest";
import { toSearchLocation } from "./use-stored-location";

describe("toSearchLocation", () => {
  it("keeps a supported country and a city of its list", () => {
    expect(toSearchLocation('{"country":"United Arab Emirates","city":"Sharjah"}')).toEqual({
      country: "United Arab Emirates",
      city: "Sharjah",
    });
  });

  it("spells the country as the select does and falls back to its default city", () => {
    expect(toSearchLocation('{"country":"ae","city":"Atlantis"}')).toEqual({
      country: "United Arab Emirates",
      city: "Dubai",
    });
    expect(toSearchLocation('{"country":"Canada"}')).toEqual({ country: "Canada", city: "Toronto" });
  });

  it("ignores what it can't use", () => {
    expect(toSearchLocation(null)).toBeNull();
    expect(toSearchLocation("not json")).toBeNull();
    expect(toSearchLocation('"Dubai"')).toBeNull();
    expect(toSearchLocation('{"country":"Narnia","city":"Cair Paravel"}')).toBeNull();
  });
});
