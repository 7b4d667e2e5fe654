// GET /api/resumes/{id}/json-resume and POST /api/resumes/import/json-resume.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteDate } from "@common/jobs/format";
import { ZResumeSchema } from "@common/resumes/schema";
import { expectErrorContract } from "../../test/expect-error";
import {
  countRows,
  createResumeAs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TClient,
} from "../../test/factories";
import { createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TClient;
beforeAll(async () => {
  harness = await createTestApp();
  client = await signedInSeeker(harness);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/resumes/{id}/json-resume", () => {
  it("offers the resume as a JSON Resume document named resume.json", async () => {
    const id = await createResumeAs(client);
    const response = await client.get(`/api/resumes/${id}/json-resume`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="resume.json"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.json).toMatchObject({
      basics: { name: "Jane Doe", email: "jane.doe@example.com", phone: "+1 555 0100" },
      work: [
        { name: "Acme Robotics", position: "Senior Engineer", startDate: "2021-03" },
        { name: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2021-02" },
      ],
      education: [{ institution: "TU Berlin", studyType: "Master of Science", area: "Computer Science" }],
      skills: [{ name: "TypeScript" }, { name: "React" }, { name: "PostgreSQL" }],
      meta: { template: "modern" },
    });
  });

  it("lets an administrator export another user's resume", async () => {
    const id = await createResumeAs(client);
    const admin = await signedInAdmin(harness);
    expect((await admin.get(`/api/resumes/${id}/json-resume`)).status).toBe(200);
  });

  it("round-trips: exporting, importing and saving gives back the same resume", async () => {
    const id = await createResumeAs(client);
    const exported = (await client.get(`/api/resumes/${id}/json-resume`)).json;
    const imported = await client.post("/api/resumes/import/json-resume", exported);
    expect(imported.status, imported.text).toBe(200);
    const { draft } = imported.json;
    const saved = await client.post("/api/resumes", { ...draft, title: "Jane Doe - Resume" });
    expect(saved.status, saved.text).toBe(201);
    const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
    const original = (await client.get(`/api/resumes/${id}`)).json.resume;
    const copy = (await client.get(`/api/resumes/${saved.json.id}`)).json.resume;
    expect(strip(copy)).toEqual(strip(original));
  });
});

describe("every JSON Resume section, through the API", () => {
  const document = {
    basics: {
      name: "Richard Hendriks",
      label: "Programmer",
      email: "richard@example.com",
      phone: "(912) 555-4321",
      summary: "Compression.",
      location: { city: "San Francisco", region: "California", countryCode: "US" },
      profiles: [
        { network: "Twitter", username: "neutralthoughts" },
        { network: "SoundCloud", username: "dandymusicnl", url: "https://soundcloud.example.com/dandymusicnl" },
      ],
    },
    work: [
      {
        name: "Pied Piper",
        position: "CEO",
        startDate: "2013-12",
        endDate: "2014-12",
        summary: "Middle-out compression.",
        highlights: ["Won Techcrunch Disrupt", "Set the Weissman record"],
      },
    ],
    volunteer: [{ organization: "CoderDojo", position: "Teacher", startDate: "2012-01", highlights: ["Mentor"] }],
    education: [
      {
        institution: "University of Oklahoma",
        area: "Information Technology",
        studyType: "Bachelor",
        endDate: "2014-01",
        courses: ["DB1101 - Basic SQL"],
      },
    ],
    awards: [{ title: "Compression Pioneer", date: "2014-11", awarder: "Techcrunch", summary: "No spoon." }],
    publications: [{ name: "Video compression", publisher: "Hooli", releaseDate: "2014-10", summary: "3d media." }],
    skills: [{ name: "Compression", level: "Master", keywords: ["Mpeg", "MP4"] }, { name: "Go" }],
    languages: [{ language: "English", fluency: "Native" }],
    interests: [{ name: "Wildlife", keywords: ["Ferrets"] }],
    references: [{ name: "Erlich Bachman", reference: "Valuable." }],
    projects: [
      {
        name: "Miss Direction",
        description: "A mapping engine that misguides you",
        highlights: ["Won at AIHacks"],
        keywords: ["GoogleMaps"],
        startDate: "2016-08",
        url: "https://missdirection.example.com",
        roles: ["Team lead"],
        entity: "Smoogle",
        type: "application",
      },
    ],
  };

  it("stores them: importing, saving and exporting gives back the document and the template", async () => {
    const imported = await client.post("/api/resumes/import/json-resume", {
      ...document,
      meta: { template: "creative" },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.unmapped).toEqual([]);
    const saved = await client.post("/api/resumes", imported.json.draft);
    expect(saved.status, saved.text).toBe(201);
    const exported = await client.get(`/api/resumes/${saved.json.id}/json-resume`);
    expect(exported.status).toBe(200);
    const { $schema: _schema, meta, ...sections } = exported.json;
    expect(meta).toEqual({ version: "v1.0.0", template: "creative", language: "en" });
    expect(sections).toEqual({ ...document, certificates: [] });
  });
});

describe("POST /api/resumes/import/json-resume", () => {
  const document = {
    basics: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      summary: "Analyst of engines.",
      location: { city: "London", countryCode: "GB" },
      profiles: [{ network: "GitHub", username: "ada" }],
    },
    work: [
      {
        name: "Analytical Engines",
        location: "London",
        position: "Analyst",
        startDate: "1842-01-01",
        endDate: "1843-09",
      },
    ],
    education: [{ institution: "Home", area: "Mathematics", studyType: "Tutoring", endDate: "1835" }],
    skills: [{ name: "Mathematics" }, { name: "Poetry" }],
    awards: [{ title: "First programmer" }],
  };

  it("answers the draft form values and what was left out, and saves nothing", async () => {
    const before = (await countRows(harness.context)).resumes;
    const response = await client.post("/api/resumes/import/json-resume", document);
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(["draft", "unmapped"]);
    expect(response.json.draft).toMatchObject({
      // Named by the day of the import, in the reader's language, so it tells from the others.
      title: `Imported ${absoluteDate(new Date())}`,
      personalInfo: { fullName: "Ada Lovelace", email: "ada@example.com" },
      experience: [{ company: "Analytical Engines", position: "Analyst", startDate: "1842-01", endDate: "1843-09" }],
      skills: ["Mathematics", "Poetry"],
      links: { github: "https://github.com/ada" },
    });
    expect(response.json.unmapped).toEqual([
      "Job 1: location",
      "School 1: end date (only a year, 1835: set to January)",
    ]);
    expect(response.json.draft.awards).toEqual([{ title: "First programmer" }]);
    expect((await countRows(harness.context)).resumes).toBe(before);
    // The draft is the form's values: after filling what is missing, it saves.
    expect(ZResumeSchema.safeParse(response.json.draft).success).toBe(true);
  });

  it("is for job seekers: a company, which keeps no resumes, is refused (403)", async () => {
    const company = await signedInCompany(harness);
    expectErrorContract(await company.post("/api/resumes/import/json-resume", document), 403);
  });

  it.each([
    ["not JSON", "{ basics: "],
    ["a JSON list", "[]"],
    ["JSON null", "null"],
    ["a JSON number", "42"],
    ["empty", ""],
  ])("refuses %s with 400 naming body", async (_label, body) => {
    const before = (await countRows(harness.context)).resumes;
    const response = await client.post("/api/resumes/import/json-resume", body);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ body: "validation.invalidBody" });
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it.each([
    ["an empty object", {}],
    ["only unknown keys", { hello: "world", hobbies: [{ title: "x" }] }],
    ["basics of the wrong type", { basics: "Ada", work: "lots" }],
  ])("refuses %s: nothing to import", async (_label, body) => {
    const response = await client.post("/api/resumes/import/json-resume", body);
    expectErrorContract(response, 400);
    expect(response.json.messageKey).toBe("resumeImport.nothingToImport");
    expect(response.json.errors).toEqual({ body: "resumeImport.nothingToImport" });
  });

  it("reads a hostile document without a 500: prototype keys, wrong types, control characters, huge lists", async () => {
    const before = (await countRows(harness.context)).resumes;
    const hostile =
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},' +
      '"basics":{"name":"Eve\\u0000\\u001b[31m <script>alert(1)</script>","email":42,"phone":["x"],' +
      '"location":"nowhere","profiles":"x","summary":' +
      JSON.stringify("y".repeat(50_000)) +
      '},"work":[' +
      Array.from({ length: 500 }, (_, index) => `{"name":"C${index}","position":{"a":1},"startDate":"yesterday"}`).join(
        ",",
      ) +
      '],"education":{"institution":"x"},"skills":[null,1,true,{"name":{"x":1}},"plain"],' +
      '"languages":[{"language":"French","fluency":"C1"}],"meta":{"template":"../../etc/passwd"}}';
    const response = await client.post("/api/resumes/import/json-resume", hostile);
    expect(response.status, response.text).toBe(200);
    const { draft, unmapped } = response.json;
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // eslint-disable-next-line no-control-regex -- checking that none are left
    expect(draft.personalInfo.fullName).not.toMatch(/[\u0000-\u001f]/);
    expect(draft.personalInfo.fullName).toContain("<script>alert(1)</script>");
    expect(draft.template).toBe("professional");
    expect(draft.experience.length).toBeLessThanOrEqual(30);
    expect(unmapped.length).toBeGreaterThan(0);
    expect(unmapped.length).toBeLessThanOrEqual(101);
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("reads a deeply nested document without a 500", async () => {
    const nested = `{"basics":{"name":"Deep"},"extra":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    const response = await client.post("/api/resumes/import/json-resume", nested);
    expect(response.status, response.text).toBe(200);
    expect(response.json.draft.personalInfo.fullName).toBe("Deep");
  });

  it("refuses a document over 256 KB with 413", async () => {
    const body = JSON.stringify({ basics: { name: "Big", summary: "x".repeat(300 * 1024) } });
    expectErrorContract(await client.post("/api/resumes/import/json-resume", body), 413);
  });
});
