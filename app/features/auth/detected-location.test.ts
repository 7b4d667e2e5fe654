import { describe, expect, it } from "vitest";
import { parseStoredLocation } from "./detected-location";
import { knownHeadquarters } from "./headquarters";

describe("parseStoredLocation", () => {
  it("reads the cached country and city", () => {
    expect(parseStoredLocation('{"country":" Germany ","city":"Berlin","timezone":"Europe/Berlin"}')).toEqual({
      country: "Germany",
      city: "Berlin",
    });
    expect(parseStoredLocation('{"country":"Japan","city":""}')).toEqual({ country: "Japan" });
  });

  it("ignores missing, malformed or countryless values", () => {
    for (const raw of [null, "", "not json", "null", "[]", '{"city":"Paris"}', '{"country":42}']) {
      expect(parseStoredLocation(raw)).toBeNull();
    }
  });
});

describe("knownHeadquarters", () => {
  it("keeps a supported country spelled as the select spells it, and a city it offers", () => {
    expect(knownHeadquarters({ country: "germany", city: "Berlin" })).toEqual({ country: "Germany", city: "Berlin" });
    expect(knownHeadquarters({ country: "DE", city: "Atlantis" })).toEqual({ country: "Germany" });
  });

  it("pre-fills nothing for an unknown or missing location", () => {
    expect(knownHeadquarters({ country: "Narnia", city: "Cair Paravel" })).toEqual({});
    expect(knownHeadquarters(null)).toEqual({});
  });
});
