// POST /api/resumes/generate-summary: the built-in summary writer over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorContract } from "../../test/expect-error";
import { countRows, resumeInput, signedInCompany, signedInSeeker, type TClient } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TClient;
beforeAll(async () => {
  harness = await createTestApp();
  client = await signedInSeeker(harness);
});
afterAll(async () => {
  await harness?.close();
});

describe("POST /api/resumes/generate-summary", () => {
  it("writes a summary from the form's values and saves nothing", async () => {
    const before = (await countRows(harness.context)).resumes;
    const { personalInfo, experience, education, skills } = resumeInput();
    const response = await client.post("/api/resumes/generate-summary", {
      personalInfo,
      experience,
      education,
      skills,
    });
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.json)).toEqual(["summary"]);
    expect(response.json.summary).toMatch(
      /^Senior Engineer with (more than )?\d+ years of experience, currently at Acme Robotics\. /,
    );
    expect(response.json.summary).toContain("Skilled in TypeScript, React and PostgreSQL.");
    expect(response.json.summary).toContain("Holds a Master of Science in Computer Science from TU Berlin.");
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("takes an incomplete form: the empty entries the form starts with are skipped", async () => {
    const response = await client.post("/api/resumes/generate-summary", {
      personalInfo: { fullName: "", email: "", location: "Berlin" },
      experience: [{ company: "", position: "", startDate: "", endDate: "", current: false, description: "" }],
      education: [{ institution: "", degree: "", field: "", graduationDate: "" }],
      skills: ["Go"],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.summary).toBe("Skilled in Go. Based in Berlin.");
  });

  it("answers 400 asking for experience, education or skills when there is nothing to go on", async () => {
    for (const body of [
      {},
      { personalInfo: { fullName: "Jane Doe", location: "Berlin" } },
      { experience: [{ company: " ", current: false }], education: [], skills: [""] },
    ]) {
      const response = await client.post("/api/resumes/generate-summary", body);
      expectErrorContract(response, 400);
      expect(response.json.messageKey).toBe("resumes.errors.nothingToSummarize");
    }
  });

  it("answers 400 naming what to add when an entry was begun without what a summary needs", async () => {
    const response = await client.post("/api/resumes/generate-summary", {
      experience: [{ company: "", position: "", startDate: "2021-03", endDate: "", current: true, description: "" }],
      education: [{ institution: "", degree: "", field: "", graduationDate: "" }],
      skills: [],
    });
    expectErrorContract(response, 400);
    expect(response.json.messageKey).toBe("resumeBuilder.aiSummary.needsPosition");
    expect(response.json.message).toBe(
      "Add the position or the company of your work experience, then generate the summary.",
    );
  });

  it.each([
    ["skills", "Go", "skills", "resumes.validation.list"],
    ["experience", { company: "x" }, "experience", "resumes.validation.list"],
    ["a month", [{ startDate: "2020/01" }], "experience.0.startDate", "resumes.validation.month"],
    ["a flag", [{ current: "yes" }], "experience.0.current", "validation.invalidValue"],
    ["a NUL byte", [{ company: "A\u0000" }], "experience.0.company", "validation.invalidCharacters"],
    ["10 kB", [{ position: "x".repeat(10_000) }], "experience.0.position", "validation.tooLong"],
    ["an entry", ["x"], "experience.0", "validation.invalidValue"],
    ["personalInfo", "Jane", "personalInfo", "validation.invalidValue"],
  ])("refuses a bad %s, naming the field", async (_label, value, field, key) => {
    const section = field.split(".")[0];
    const response = await client.post("/api/resumes/generate-summary", { skills: ["Go"], [section]: value });
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ [field]: key });
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const body of ["nope", "[]", "null"]) {
      const response = await client.post("/api/resumes/generate-summary", body);
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ body: "validation.invalidBody" });
    }
  });

  it("needs sign-in (401), and is for job seekers: a company is refused (403) saying why", async () => {
    const visitor = createClient(harness.app);
    const response = await visitor.post("/api/resumes/generate-summary", { skills: ["Go"] });
    expectErrorContract(response, 401);
    const company = await signedInCompany(harness);
    const refused = await company.post("/api/resumes/generate-summary", { skills: ["Go"] });
    expectErrorContract(refused, 403);
    expect(refused.json.message).toBe("Only job seeker accounts can keep resumes.");
  });
});
