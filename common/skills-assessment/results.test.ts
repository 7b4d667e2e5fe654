import { describe, expect, it } from "vitest";
import { buildRecommendations, newestSkillScores } from "./results";

describe("recommendations", () => {
  it("start with the weakest areas below 70, lowest first, then the market's missing skills", () => {
    const recommendations = buildRecommendations(
      { javascript: 95, react: 15, nodejs: 40, communication: 43, problemSolving: 69, database: 70 },
      [
        { skill: "Kubernetes", jobs: 4 },
        { skill: "GraphQL", jobs: 2 },
      ],
    );
    expect(recommendations.map((r) => ("skill" in r ? r.skill : r.kind))).toEqual([
      "react",
      "nodejs",
      "communication",
      "Kubernetes",
      "GraphQL",
    ]);
    expect(recommendations[0]).toMatchObject({ kind: "practise", score: 15, href: "/jobs?search=React&sort=match" });
    expect(recommendations[2]).toMatchObject({
      messageKey: "skillsAssessment.recommendations.practiseResume",
      href: "/resume-builder",
    });
    expect(recommendations[3]).toMatchObject({ kind: "learn", jobs: 4, href: "/jobs?search=Kubernetes&sort=match" });
  });

  it("are never empty: all strong and nothing missing recommends applying to the best matches", () => {
    expect(buildRecommendations({ javascript: 95, react: 70 }, [])).toEqual([
      { kind: "apply", messageKey: "skillsAssessment.recommendations.apply", href: "/jobs?sort=match" },
    ]);
    expect(buildRecommendations({})).toHaveLength(1);
  });
});

describe("the skills map", () => {
  it("keeps the newest score of each skill, the most recently assessed first", () => {
    const skills = newestSkillScores([
      { scores: { javascript: 80, problemSolving: 55 } },
      { scores: { technicalSkills: 43, problemSolving: 100 } },
    ]);
    expect(skills).toEqual({ javascript: 80, problemSolving: 55, technicalSkills: 43 });
    expect(Object.keys(skills)).toEqual(["javascript", "problemSolving", "technicalSkills"]);
  });
});
