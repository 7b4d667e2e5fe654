import { describe, expect, it } from "vitest";
import { COMPANY_SIZES, INDUSTRIES, type TCompanySize } from "@common/company";
import { citiesFor, COUNTRIES, getCountry } from "@common/locations";
import { buildDemoData, catalogFor, DEMO_JOBS_PER_COUNTRY, roundSalary, slugify } from "./build-demo-data";
import { DEMO_COMPANIES } from "./demo-companies";
import { WRITTEN_POSTINGS } from "./demo-postings-ar-fr";
import { OTHER_TRADES, ROLE_CATALOG } from "./demo-roles";

const DAY_MS = 24 * 60 * 60 * 1000;
const SIZE_BANDS: Record<TCompanySize, [number, number]> = {
  "1-10": [1, 10],
  "11-50": [11, 50],
  "51-200": [51, 200],
  "201-1000": [201, 1000],
  "1000+": [1001, Infinity],
};
const ARABIC = /[\u0600-\u06FF]/;
const data = buildDemoData({ now: new Date("2026-06-15T12:00:00Z") });
const companyOf = (job: (typeof data.jobs)[number]) => data.companies[job.companyIndex];
const isWritten = (job: (typeof data.jobs)[number]) =>
  WRITTEN_POSTINGS.some((posting) => posting.title === job.title && posting.company === companyOf(job).name);

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

describe("a demo that reads like a real market", () => {
  it("has each company hire for roles of its own trade, the catalogue behind Other split by trade", () => {
    expect(Object.keys(ROLE_CATALOG).sort()).toEqual(
      [...INDUSTRIES.filter((industry) => industry !== "Other"), ...OTHER_TRADES].sort(),
    );
    for (const company of DEMO_COMPANIES) {
      expect(INDUSTRIES).toContain(company.industry);
      expect(Boolean(company.trade), company.name).toBe(company.industry === "Other");
      expect(catalogFor(company).roles.length, company.name).toBeGreaterThan(0);
      for (const title of company.hires ?? []) {
        expect(
          catalogFor(company).roles.map((role) => role.title),
          company.name,
        ).toContain(title);
      }
    }
    for (const job of data.jobs.filter((entry) => !isWritten(entry))) {
      const titles = catalogFor(companyOf(job)).roles.map((role) => role.title);
      expect(titles, `${companyOf(job).name}: ${job.title}`).toContain(job.title.replace(/^(Junior|Senior|Lead) /, ""));
    }
    // The olive-oil grower hires agronomists, not solar engineers.
    const olive = data.jobs.filter((job) => companyOf(job).name === "Olive Grove AgriFoods").map((job) => job.title);
    expect(olive.length).toBeGreaterThan(0);
    expect(olive.some((title) => /Solar|Renewable|Instrumentation/.test(title))).toBe(false);
  });

  it("posts each company's jobs only in the countries it works in, at its named sites at home", () => {
    for (const company of DEMO_COMPANIES) {
      expect(company.markets[0], company.name).toBe(getCountry(company.country)!.code);
      for (const code of company.markets) expect(DEMO_JOBS_PER_COUNTRY[code], `${company.name} ${code}`).toBeDefined();
      for (const city of company.cities ?? []) expect(citiesFor(company.country), company.name).toContain(city);
    }
    for (const job of data.jobs) {
      const company = companyOf(job);
      expect(company.markets, `${company.name} in ${job.country}`).toContain(getCountry(job.country)!.code);
      expect(citiesFor(job.country)).toContain(job.city);
      if (company.cities && job.country === company.country) expect(company.cities, company.name).toContain(job.city);
    }
    for (const company of data.companies) {
      expect(
        data.jobs.some((job) => companyOf(job) === company),
        company.name,
      ).toBe(true);
    }
  });

  it("states a headcount that agrees with the company's size", () => {
    for (const company of data.companies) {
      const [low, high] = SIZE_BANDS[company.size];
      expect(COMPANY_SIZES).toContain(company.size);
      expect(company.employees, company.name).toBeGreaterThanOrEqual(low);
      expect(company.employees, company.name).toBeLessThanOrEqual(high);
      expect(company.description).toContain(`employ around ${company.employees.toLocaleString("en-US")} people`);
    }
  });

  it("spreads the newest 200 postings over at least 14 days, whatever the time of day", () => {
    for (const now of ["2026-06-15T00:05:00Z", "2026-06-15T12:00:00Z", "2026-06-15T23:55:00Z"]) {
      const { jobs } = buildDemoData({ now: new Date(now) });
      const newest = [...jobs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 200);
      const days = new Set(newest.map((job) => job.createdAt.toISOString().slice(0, 10)));
      expect(days.size, now).toBeGreaterThanOrEqual(14);
      // No first page of "Today": about 14 postings in the last 24 hours.
      const lastDay = jobs.filter((job) => job.createdAt.getTime() > new Date(now).getTime() - DAY_MS);
      expect(lastDay.length, now).toBeLessThanOrEqual(20);
    }
  });

  it("has the nurses' jobs come from at least three employers", () => {
    const nursing = data.jobs.filter((job) => /Nurse/.test(job.title));
    expect(new Set(nursing.map((job) => companyOf(job).name)).size).toBeGreaterThanOrEqual(3);
  });

  it("gives every job a list of skill names, apart from its requirement sentences", () => {
    for (const job of data.jobs) {
      expect(job.skills.length, job.title).toBeGreaterThanOrEqual(3);
      expect(new Set(job.skills).size).toBe(job.skills.length);
      for (const skill of job.skills) {
        expect(skill.length, skill).toBeLessThanOrEqual(40);
        expect(skill.split(" ").length, skill).toBeLessThanOrEqual(4);
        expect(job.requirements).not.toContain(skill);
      }
    }
  });

  it("has jobs written in Arabic and in French, by employers that work where they are posted", () => {
    const arabic = data.jobs.filter((job) => ARABIC.test(job.title));
    const french = data.jobs.filter((job) =>
      /\b(H\/F|Ingénieur|Comptable|Chargé|Rédact|Responsable|Infirmi|Masseur|Développeur)/.test(job.title),
    );
    expect(arabic.length).toBeGreaterThanOrEqual(8);
    expect(french.length).toBeGreaterThanOrEqual(8);
    expect(arabic.length + french.length).toBe(WRITTEN_POSTINGS.length);
    for (const job of arabic) {
      expect(job.description).toMatch(ARABIC);
      for (const line of [...job.requirements, ...job.benefits, ...job.skills])
        expect(line).toMatch(/[\u0600-\u06FF]|^[A-Za-z ]+$/);
      // A paragraph opens in Arabic, so it reads right to left.
      for (const paragraph of job.description.split("\n\n")) expect(paragraph[0]).toMatch(ARABIC);
    }
    for (const job of french) expect(job.description).toMatch(/(^|\s)(vous|nous) /im);
    for (const job of [...arabic, ...french]) {
      expect(job.description).toContain(companyOf(job).name);
      expect(["Saudi Arabia", "Egypt", "Jordan", "Qatar", "France", "Morocco", "Tunisia", "Algeria"]).toContain(
        job.country,
      );
    }
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
