import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_BADGE_CLASSES,
  canMoveApplication,
  canWithdrawApplication,
  isFinalStatus,
} from "./pipeline";
import { ZApplicationStatusSchema, ZApplySchema } from "./schemas";

const ALLOWED: [string, string[]][] = [
  ["applied", ["reviewing", "interview", "offer", "rejected"]],
  ["reviewing", ["interview", "offer", "rejected"]],
  ["interview", ["offer", "reviewing", "rejected"]],
  ["offer", ["hired", "rejected"]],
  ["rejected", ["reviewing"]],
  ["hired", []],
  ["withdrawn", []],
];

describe("the application pipeline", () => {
  it.each(ALLOWED)("from %s allows exactly %j", (from, allowed) => {
    for (const to of APPLICATION_STATUSES) {
      expect(canMoveApplication(from as never, to)).toBe(allowed.includes(to));
    }
  });

  it("ends at hired and withdrawn, and lets the applicant withdraw before that", () => {
    expect(APPLICATION_STATUSES.filter(isFinalStatus)).toEqual(["hired", "withdrawn"]);
    expect(APPLICATION_STATUSES.filter(canWithdrawApplication)).toEqual([
      "applied",
      "reviewing",
      "interview",
      "offer",
      "rejected",
    ]);
  });

  it("gives each stage its own badge colour", () => {
    const colours = APPLICATION_STATUSES.map((status) => APPLICATION_STATUS_BADGE_CLASSES[status]);
    expect(new Set(colours).size).toBe(APPLICATION_STATUSES.length);
  });
});

describe("the applications schemas", () => {
  it("takes a job and a resume id, and names the field that is wrong", () => {
    expect(ZApplySchema.parse({ jobId: "4", resumeId: 7 })).toEqual({ jobId: 4, resumeId: 7 });
    const noResume = ZApplySchema.safeParse({ jobId: 4 });
    expect(noResume.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["resumeId", "applications.errors.resumeRequired"],
    ]);
    expect(ZApplySchema.safeParse({ jobId: 0, resumeId: 1 }).error?.issues[0].path).toEqual(["jobId"]);
  });

  it("refuses statuses outside the pipeline and the applicant's withdrawn", () => {
    expect(ZApplicationStatusSchema.parse({ status: "offer" })).toEqual({ status: "offer" });
    expect(ZApplicationStatusSchema.safeParse({ status: "accepted" }).error?.issues[0].message).toBe(
      "applications.errors.invalidStatus",
    );
    expect(ZApplicationStatusSchema.safeParse({ status: "withdrawn" }).error?.issues[0].message).toBe(
      "applications.errors.applicantWithdraws",
    );
  });
});
