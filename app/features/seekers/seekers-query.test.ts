// The directory's URL as the page reads it: a value the API would refuse is dropped, so a stale
// or hostile link still shows results instead of a failed search.
import { describe, expect, it } from "vitest";
import { parseSeekerParams } from "./seekers-query";

const parse = (search: string) => parseSeekerParams(new URLSearchParams(search));

describe("parseSeekerParams", () => {
  it("keeps a listed city of the country, in any case", () => {
    expect(parse("country=AE&city=dubai")).toMatchObject({ country: "AE", city: "dubai" });
  });

  it("drops a city that is not one of the country's, or has no country", () => {
    for (const search of ["country=AE&city=Paris", "city=Dubai", "country=AE&city=%3Cscript%3E"]) {
      const query = parse(search);
      expect(query.city, search).toBeUndefined();
      expect(query.country, search).toBe(search.startsWith("country=AE") ? "AE" : undefined);
    }
  });

  it("drops values the schema refuses and falls back from Best match without a job", () => {
    const query = parse("experience=3&availability=soon&page=-1&sort=match&search=nurse");
    expect(query).toMatchObject({ page: 1, sort: "relevance", search: "nurse" });
    expect(query.experience).toBeUndefined();
    expect(query.availability).toBeUndefined();
  });
});
