import { describe, expect, it } from "vitest";
import { JOB_STATUS_MOVES, jobDisplayStatus, STORED_JOB_STATUSES, ZJobPostingSchema } from "./posting";

const NOW = new Date("2026-11-25T12:00:00Z");
const valid = {
  companyEmail: "Jobs@Acme.example",
  jobTitle: "  Welder  ",
  jobType: "Full-time",
  country: "AE",
  city: "Dubai",
  workType: "onsite",
  description: "Weld things.",
  requirements: "Certified\n\n  Careful  \r\n",
};

describe("ZJobPostingSchema", () => {
  it("reads the form's state into the job's values", () => {
    const posting = ZJobPostingSchema.parse({ ...valid, salaryMin: "120,000", salaryMax: 150000 });
    expect(posting).toEqual({
      companyName: null,
      companyEmail: "jobs@acme.example",
      jobTitle: "Welder",
      jobType: "full-time",
      country: "United Arab Emirates",
      city: "Dubai",
      workType: "onsite",
      salaryMin: 120000,
      salaryMax: 150000,
      description: "Weld things.",
      requirements: ["Certified", "Careful"],
      benefits: [],
      urgent: false,
    });
  });

  it("names the field of each problem, the city against its own country", () => {
    const result = ZJobPostingSchema.safeParse({ ...valid, city: "Paris", salaryMin: 10, salaryMax: 9 });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toEqual({
      city: "postJob.validation.cityOfCountry",
      salaryMax: "postJob.validation.salaryOrder",
    });
    const unknownType = ZJobPostingSchema.safeParse({ ...valid, jobType: "gig" });
    expect(unknownType.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["jobType", "validation.invalidOption"],
    ]);
  });
});

describe("jobDisplayStatus", () => {
  it("derives expired from an active job's ended listing and keeps every other status", () => {
    const ended = new Date(NOW.getTime() - 1);
    const running = new Date(NOW.getTime() + 1);
    expect(jobDisplayStatus({ status: "active", expiresAt: ended }, NOW)).toBe("expired");
    expect(jobDisplayStatus({ status: "active", expiresAt: NOW }, NOW)).toBe("expired");
    expect(jobDisplayStatus({ status: "active", expiresAt: running.toISOString() }, NOW)).toBe("active");
    for (const status of ["draft", "paused", "closed"]) {
      expect(jobDisplayStatus({ status, expiresAt: ended }, NOW)).toBe(status);
    }
  });
});

describe("JOB_STATUS_MOVES", () => {
  it("publishes, pauses, closes and reopens, and never goes back to draft", () => {
    for (const from of STORED_JOB_STATUSES) {
      expect(JOB_STATUS_MOVES[from]).not.toContain("draft");
      expect(JOB_STATUS_MOVES[from]).not.toContain(from);
    }
    expect(JOB_STATUS_MOVES.closed).toEqual(["active"]);
  });
});
