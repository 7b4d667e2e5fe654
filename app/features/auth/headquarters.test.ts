import { describe, expect, it } from "vitest";
import { knownHeadquarters } from "./headquarters";

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
