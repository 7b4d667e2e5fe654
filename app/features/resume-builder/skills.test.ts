import { describe, expect, it } from "vitest";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { addSkill, removeSkill } from "./skills";

describe("addSkill", () => {
  it("adds a trimmed skill at the end", () => {
    expect(addSkill(["React"], "  TypeScript ")).toEqual({
      isAdded: true,
      skills: ["React", "TypeScript"],
      skill: "TypeScript",
    });
  });

  it("ignores blank input", () => {
    for (const input of ["", "   ", "\t\n"]) {
      expect(addSkill(["React"], input)).toMatchObject({ isAdded: false, reason: "blank", skills: ["React"] });
    }
  });

  it("refuses a skill already present, whatever its case and spacing", () => {
    expect(addSkill(["React", "Node.js"], " node.JS ")).toEqual({
      isAdded: false,
      reason: "duplicate",
      skill: "Node.js",
      skills: ["React", "Node.js"],
    });
  });

  it("refuses a skill longer than the schema allows and more skills than it allows", () => {
    expect(addSkill([], "x".repeat(RESUME_LIMITS.skill + 1))).toMatchObject({ isAdded: false, reason: "tooLong" });
    const full = Array.from({ length: RESUME_LIMITS.skills }, (_, index) => `Skill ${index}`);
    expect(addSkill(full, "One more")).toMatchObject({ isAdded: false, reason: "tooMany" });
  });

  it("never changes the list it was given", () => {
    const skills = ["React"];
    addSkill(skills, "Go");
    expect(skills).toEqual(["React"]);
  });
});

describe("removeSkill", () => {
  it("removes exactly that chip", () => {
    expect(removeSkill(["React", "Go", "SQL"], "Go")).toEqual(["React", "SQL"]);
  });
});
