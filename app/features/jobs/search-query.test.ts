import { describe, expect, it } from "vitest";
import {
  changeQuery,
  clearFiltersChanges,
  countryChange,
  hasFilters,
  isPlainSearch,
  jobSearchHref,
  pagerItems,
  pagerState,
  pageCount,
  parseJobSearchParams,
  placeOf,
  toJobSearchParams,
} from "./search-query";

const parse = (search: string) => parseJobSearchParams(new URLSearchParams(search));

describe("parseJobSearchParams", () => {
  it("reads a plain /jobs as the unfiltered first page", () => {
    const query = parse("");
    expect(query).toMatchObject({ page: 1, pageSize: 20 });
    expect(isPlainSearch(query)).toBe(true);
  });

  it("reads every filter", () => {
    const query = parse(
      "search=designer&country=United+Arab+Emirates&city=Dubai&workType=remote&salaryRange=200000-400000&companySize=small&company=Acme&sort=recent&page=3",
    );
    expect(query).toMatchObject({
      search: "designer",
      country: "United Arab Emirates",
      city: "Dubai",
      workType: "remote",
      salaryRange: "200000-400000",
      companySize: "small",
      company: "Acme",
      sort: "recent",
      page: 3,
    });
    expect(isPlainSearch(query)).toBe(false);
  });

  it("drops invalid parameters and keeps the valid ones", () => {
    const query = parse("page=abc&workType=moon&country=Atlantis&salaryRange=lots&search=nurse");
    expect(query).toMatchObject({ page: 1, search: "nurse" });
    expect(query.workType).toBeUndefined();
    expect(query.country).toBeUndefined();
    expect(query.salaryRange).toBeUndefined();
  });

  it("maps the empty and Any values a native form sends to no filter", () => {
    const query = parse("search=&country=&city=Any&workType=&salaryRange=&companySize=any");
    expect(hasFilters(query)).toBe(false);
    expect(query.search).toBeUndefined();
  });

  it("writes listed cities as the list does and drops a city of another country", () => {
    expect(parse("country=United+Arab+Emirates&city=dubai").city).toBe("Dubai");
    expect(parse("country=Canada&city=New+York").city).toBeUndefined();
    expect(parse("country=Canada&city=Moose+Jaw").city).toBe("Moose Jaw");
    expect(parse("city=Dubai").city).toBe("Dubai");
  });
});

describe("links", () => {
  const base = parse("search=designer&workType=remote&page=4&sort=recent");

  it("leave out defaults and empty values", () => {
    expect(toJobSearchParams(parse("")).toString()).toBe("");
    expect(jobSearchHref("/jobs", parse(""))).toBe("/jobs");
  });

  it("go back to page 1 when a filter changes, and keep the page when only the page changes", () => {
    expect(jobSearchHref("/jobs", base, { workType: "hybrid" })).toBe(
      "/jobs?search=designer&workType=hybrid&sort=recent",
    );
    expect(jobSearchHref("/jobs", base, { page: 5 })).toBe("/jobs?search=designer&workType=remote&sort=recent&page=5");
    expect(jobSearchHref("/jobs", base, { sort: "salary_desc" })).toBe(
      "/jobs?search=designer&workType=remote&sort=salary_desc",
    );
  });

  it("clear a value given as null or empty", () => {
    expect(changeQuery(base, { search: null }).search).toBeUndefined();
    expect(changeQuery(base, { workType: "" as never }).workType).toBeUndefined();
  });

  it("Clear All Filters keeps the search words and the sort", () => {
    const filtered = parse("search=nurse&country=Canada&city=Toronto&companySize=large&company=Acme&sort=recent");
    expect(jobSearchHref("/jobs", filtered, clearFiltersChanges())).toBe("/jobs?search=nurse&sort=recent");
  });
});

describe("countryChange", () => {
  it("leaves the city at Any, not the country's default city, and clears the salary range", () => {
    expect(countryChange("Canada")).toEqual({ country: "Canada", city: null, salaryRange: null });
    expect(countryChange("japan")).toEqual({ country: "Japan", city: null, salaryRange: null });
  });

  it("clears country and city for Any", () => {
    expect(countryChange("")).toEqual({ country: null, city: null, salaryRange: null });
    expect(countryChange(undefined)).toEqual({ country: null, city: null, salaryRange: null });
  });
});

describe("placeOf", () => {
  it("names the city and country, the country, or the free-text location", () => {
    expect(placeOf({ city: "Dubai", country: "United Arab Emirates" })).toBe("Dubai, United Arab Emirates");
    expect(placeOf({ country: "Canada" })).toBe("Canada");
    expect(placeOf({ location: "Berlin" })).toBe("Berlin");
    expect(placeOf({})).toBeNull();
  });
});

describe("pager", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(720, 20)).toBe(36);
    expect(pageCount(721, 20)).toBe(37);
  });

  it("shows first, last and the neighbours, with gaps", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, null, 5]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(10, 36)).toEqual([1, null, 9, 10, 11, null, 36]);
    expect(pagerItems(36, 36)).toEqual([1, null, 35, 36]);
    expect(pagerItems(4, 36)).toEqual([1, 2, 3, 4, 5, null, 36]);
  });

  it("marks the requested page current and links its neighbours", () => {
    expect(pagerState(1, 36)).toEqual({ current: 1, items: [1, 2, null, 36], previous: null, next: 2 });
    expect(pagerState(10, 36)).toEqual({ current: 10, items: [1, null, 9, 10, 11, null, 36], previous: 9, next: 11 });
    expect(pagerState(36, 36)).toEqual({ current: 36, items: [1, null, 35, 36], previous: 35, next: null });
  });

  it("past the last page marks no page current and leads back to the last page", () => {
    expect(pagerState(999, 36)).toEqual({ current: null, items: [1, null, 35, 36], previous: 36, next: null });
    expect(pagerState(3, 1)).toEqual({ current: null, items: [1], previous: 1, next: null });
  });
});
