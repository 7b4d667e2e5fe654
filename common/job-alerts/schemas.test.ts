import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n";
import {
  jobAlertName,
  jobAlertSearchUrl,
  isSameJobAlertCriteria,
  toJobAlertCriteria,
  ZCreateJobAlertSchema,
  ZUpdateJobAlertSchema,
} from "./schemas";

const t = createTranslator("en");

describe("a job alert's default name", () => {
  it("reads the search: words, place, work type, then the other filters", () => {
    expect(jobAlertName({ search: "Nurse", city: "Dubai", country: "United Arab Emirates" }, t)).toBe(
      "Nurse · Dubai, United Arab Emirates",
    );
    expect(jobAlertName({ search: "Designer", workType: "remote", salaryRange: "50000+" }, t)).toBe(
      "Designer · Remote · Salary 50000+",
    );
    expect(jobAlertName({ companySize: "startup", company: "Acme" }, t)).toBe("Startup (1-50) · Company: Acme");
    expect(jobAlertName({ location: "Near the harbour", country: "Morocco" }, t)).toBe("Morocco · Near the harbour");
  });

  it("stays within 80 characters", () => {
    const name = jobAlertName({ search: "w".repeat(200) }, t);
    expect(name).toHaveLength(80);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("a job alert's criteria", () => {
  it("are checked like GET /api/jobs, the country stored by its name", () => {
    const parsed = ZCreateJobAlertSchema.parse({ search: " Nurse ", country: "ae", workType: "", sort: "recent" });
    expect(toJobAlertCriteria(parsed)).toEqual({
      search: "Nurse",
      location: null,
      country: "United Arab Emirates",
      city: null,
      workType: null,
      salaryRange: null,
      companySize: null,
      company: null,
    });
    expect(ZCreateJobAlertSchema.safeParse({ workType: "any" }).error?.issues[0]).toMatchObject({
      path: ["search"],
      message: "jobAlerts.errors.noCriteria",
    });
    expect(ZUpdateJobAlertSchema.safeParse({}).error?.issues[0].path).toEqual(["body"]);
  });

  it("link to the same search on /jobs and compare without case", () => {
    const criteria = toJobAlertCriteria({ search: "Data & AI", salaryRange: "1000-2000" });
    expect(jobAlertSearchUrl(criteria)).toBe("/jobs?search=Data+%26+AI&salaryRange=1000-2000");
    expect(jobAlertSearchUrl({})).toBe("/jobs");
    expect(
      isSameJobAlertCriteria(criteria, toJobAlertCriteria({ search: "data & ai", salaryRange: "1000-2000" })),
    ).toBe(true);
    expect(isSameJobAlertCriteria(criteria, toJobAlertCriteria({ search: "Data & AI" }))).toBe(false);
  });
});
