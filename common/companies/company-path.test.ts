import { describe, expect, it } from "vitest";
import { companyIdFromParam, companyPath, companySlug } from "./company-path";

describe("company page paths", () => {
  it("slugs a name in any script, without accents or punctuation", () => {
    expect(companySlug("Desert Rose Clinic")).toBe("desert-rose-clinic");
    expect(companySlug("  Café & Co. — Rabat ")).toBe("cafe-co-rabat");
    expect(companySlug("شركة النور")).toBe("شركة-النور");
    expect(companySlug("!!!")).toBe("company");
    expect(companySlug("a".repeat(80))).toHaveLength(60);
  });

  it("builds the path with the slug encoded", () => {
    expect(companyPath({ id: 12, name: "Acme Corp" })).toBe("/companies/12-acme-corp");
    expect(companyPath({ id: 3, name: "شركة" })).toBe(`/companies/3-${encodeURIComponent("شركة")}`);
  });

  it("reads the id from the page parameter, old slug or none", () => {
    expect(companyIdFromParam("12-acme-corp")).toBe(12);
    expect(companyIdFromParam("12")).toBe(12);
    expect(companyIdFromParam("12abc")).toBeNull();
    expect(companyIdFromParam("0-x")).toBeNull();
    expect(companyIdFromParam("acme")).toBeNull();
    expect(companyIdFromParam(undefined)).toBeNull();
  });
});
