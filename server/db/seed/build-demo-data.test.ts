import { describe, expect, it } from "vitest";
import { buildDemoData, DEMO_JOBS_PER_COUNTRY, roundSalary, slugify } from "./build-demo-data";
import { DEMO_COMPANIES } from "./demo-companies";
import { COUNTRIES } from "@common/locations";

describe("buildDemoData", () => {
  it("plans jobs for every supported country", () => {
    expect(Object.keys(DEMO_JOBS_PER_COUNTRY).sort()).toEqual(COUNTRIES.map((country) => country.code).sort());
    expect(Object.values(DEMO_JOBS_PER_COUNTRY).every((count) => count > 0)).toBe(true);
  });

  it("makes the same choices whatever the date; only posting dates move", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const later = new Date("2027-01-01T00:00:00Z");
    const first = buildDemoData({ now });
    const second = buildDemoData({ now: later });
    const strip = (data: ReturnType<typeof buildDemoData>) =>
      data.jobs.map(({ createdAt: _created, expiresAt: _expires, ...rest }) => rest);
    expect(strip(second)).toEqual(strip(first));
    expect(second.companies).toEqual(first.companies);
    const shift = later.getTime() - now.getTime();
    expect(second.jobs.map((job) => job.createdAt.getTime() - shift)).toEqual(
      first.jobs.map((job) => job.createdAt.getTime()),
    );
  });

  it("gives every company a unique slug and sign-in address", () => {
    const { companies } = buildDemoData({ now: new Date() });
    expect(companies).toHaveLength(DEMO_COMPANIES.length);
    expect(new Set(companies.map((company) => company.email)).size).toBe(companies.length);
    expect(slugify("Al Bina Contracting")).toBe("al-bina-contracting");
    expect(slugify("Riad Collection & Co. Fès")).toBe("riad-collection-and-co-fes");
  });
});

describe("roundSalary", () => {
  it("rounds like a person writes salaries", () => {
    expect(roundSalary(87_345)).toBe(87_000);
    expect(roundSalary(4_321_987)).toBe(4_320_000);
    expect(roundSalary(134_567_890)).toBe(135_000_000);
    expect(roundSalary(4_649)).toBe(4_600);
    expect(roundSalary(67_500, "down")).toBe(67_000);
  });
});
