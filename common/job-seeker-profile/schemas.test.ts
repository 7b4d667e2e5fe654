import { describe, expect, it } from "vitest";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import { ZJobSeekerProfileSchema } from "./schemas";

const profile = (resumeId: unknown) => ({ visible: true, resumeId, willingToRelocate: false });

describe("ZJobSeekerProfileSchema's resumeId", () => {
  it("takes any id a row can have", () => {
    expect(ZJobSeekerProfileSchema.safeParse(profile(1)).data?.resumeId).toBe(1);
    expect(ZJobSeekerProfileSchema.safeParse(profile(MAX_DATABASE_INTEGER)).data?.resumeId).toBe(MAX_DATABASE_INTEGER);
  });

  it("refuses a number no row's id can be, naming the field", () => {
    for (const resumeId of [0, -1, 1.5, MAX_DATABASE_INTEGER + 1, "7"]) {
      const result = ZJobSeekerProfileSchema.safeParse(profile(resumeId));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["resumeId", "validation.invalidValue"],
      ]);
    }
  });
});
