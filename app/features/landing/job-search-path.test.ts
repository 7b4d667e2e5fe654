import { describe, expect, it } from "vitest";
import { buildJobSearchPath, resolveSearchLocation } from "./job-search-path";

describe("buildJobSearchPath", () => {
  it("goes to /jobs with nothing when both fields are blank", () => {
    expect(buildJobSearchPath({ keywords: "  ", location: "" })).toBe("/jobs");
  });

  it("sends the keywords as search, with spaces tidied", () => {
    expect(buildJobSearchPath({ keywords: "  product   designer ", location: "" })).toBe(
      "/jobs?search=product+designer",
    );
  });

  it("turns one of our countries into the country filter, by name or ISO code", () => {
    expect(buildJobSearchPath({ keywords: "", location: "united arab emirates" })).toBe(
      "/jobs?country=United+Arab+Emirates",
    );
    expect(buildJobSearchPath({ keywords: "nurse", location: "GB" })).toBe("/jobs?search=nurse&country=United+Kingdom");
  });

  it("turns one of our cities into its country and city, accents optional", () => {
    expect(buildJobSearchPath({ keywords: "designer", location: "dubai" })).toBe(
      "/jobs?search=designer&country=United+Arab+Emirates&city=Dubai",
    );
    expect(buildJobSearchPath({ keywords: "", location: "Sao Paulo" })).toBe(
      "/jobs?country=Brazil&city=S%C3%A3o+Paulo",
    );
  });

  it("reads a 'city, country' pair", () => {
    expect(buildJobSearchPath({ keywords: "", location: "Tripoli, Libya" })).toBe("/jobs?country=Libya&city=Tripoli");
    expect(buildJobSearchPath({ keywords: "", location: "Paris, FR" })).toBe("/jobs?country=France&city=Paris");
  });

  it("keeps anything else, and a city two countries share, as free-text location", () => {
    expect(buildJobSearchPath({ keywords: "", location: "Atlantis" })).toBe("/jobs?location=Atlantis");
    expect(buildJobSearchPath({ keywords: "", location: "Tripoli" })).toBe("/jobs?location=Tripoli");
    expect(buildJobSearchPath({ keywords: "", location: "Springfield, United States" })).toBe(
      "/jobs?location=Springfield%2C+United+States",
    );
  });
});

describe("resolveSearchLocation", () => {
  it("is undefined for a blank location", () => {
    expect(resolveSearchLocation("   ")).toBeUndefined();
  });
});
