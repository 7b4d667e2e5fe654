// Every resume field with bad, odd and hostile values: a 400 naming the field with
// the catalog's message, or acceptance with the text answered back as sent; never a 500, and a
// refused body stores nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_BODY_LIMIT_BYTES, RESUME_LIMITS } from "@common/resumes/schema";
import { resumes } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { countRows, resumeInput, signedInSeeker, type TClient } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TClient;
let existingId: number;
beforeAll(async () => {
  harness = await createTestApp();
  client = await signedInSeeker(harness);
  const created = await client.post("/api/resumes", baseResume());
  expect(created.status, created.text).toBe(201);
  existingId = created.json.id;
});
afterAll(async () => {
  await harness?.close();
});

/** A valid resume whose first experience entry has an end date (so end-date cases are checked). */
function baseResume(): Record<string, unknown> {
  return resumeInput({
    experience: [{ company: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2021-02", current: false }],
    links: { website: "https://jane.example", linkedin: "https://linkedin.com/in/jane" },
    certifications: [{ name: "CKA", issuer: "CNCF", date: "2022-05", url: "https://cncf.io/cka" }],
  });
}

const MISSING = Symbol("missing");
const HTML = "<script>x</script>";
const EMOJI = "👩‍💻🚀";
const RTL = "مرحبا עולם";

const BAD_VALUES: [string, unknown][] = [
  ["empty", ""],
  ["10 kB long", "x".repeat(10_000)],
  ["1 MB long", "x".repeat(1024 * 1024)],
  ["a number", 42],
  ["a boolean", true],
  ["an array", ["x"]],
  ["an object", { value: "x" }],
  ["null", null],
  ["missing", MISSING],
  ["HTML and script", HTML],
  ["emoji", EMOJI],
  ["right-to-left text", RTL],
  ["a NUL byte", "a\u0000b"],
  ["a lone surrogate", "a\ud800b"],
];

type TKind =
  | { type: "requiredText"; required: string }
  | { type: "optionalText" }
  | { type: "email" }
  | { type: "requiredMonth"; required: string }
  | { type: "optionalMonth" }
  | { type: "url" }
  | { type: "option"; hasDefault: boolean }
  | { type: "boolean" };

const ACCEPTED = "accepted";
const TOO_LARGE = "413";

/** What the API must answer for this value in a field of this kind: a message, 413, or acceptance. */
function expectedOutcome(kind: TKind, label: string): string {
  if (label === "1 MB long") return TOO_LARGE;
  const isWrongType = ["a number", "a boolean", "an array", "an object", "null"].includes(label);
  const isText = ["HTML and script", "emoji", "right-to-left text"].includes(label);
  switch (kind.type) {
    case "requiredText":
    case "optionalText": {
      const isOptional = kind.type === "optionalText";
      if (label === "empty" || label === "missing") return isOptional ? ACCEPTED : kind.required;
      if (label === "10 kB long") return "validation.tooLong";
      if (isWrongType) return "validation.invalidText";
      if (isText) return ACCEPTED;
      return "validation.invalidCharacters";
    }
    case "email":
      return label === "10 kB long" ? "validation.tooLong" : "resumes.validation.invalidEmail";
    case "requiredMonth":
    case "optionalMonth": {
      const isOptional = kind.type === "optionalMonth";
      if (label === "empty" || label === "missing") return isOptional ? ACCEPTED : kind.required;
      if (isWrongType) return "validation.invalidText";
      if (label === "a NUL byte" || label === "a lone surrogate") return "validation.invalidCharacters";
      // Longer than "YYYY-MM" is too long before it is a wrong format.
      if (["10 kB long", "HTML and script", "right-to-left text"].includes(label)) return "validation.tooLong";
      return "resumes.validation.month";
    }
    case "url":
      if (label === "empty" || label === "missing") return ACCEPTED;
      if (label === "10 kB long") return "validation.tooLong";
      // One rule for every web address (common/validation/web-address.ts), as the sign-up's.
      if (isWrongType) return "validation.invalidUrl";
      if (label === "a NUL byte" || label === "a lone surrogate") return "validation.invalidCharacters";
      return "validation.invalidUrl";
    case "option":
      return label === "missing" && kind.hasDefault ? ACCEPTED : "validation.invalidOption";
    case "boolean":
      return label === "missing" || label === "a boolean" ? ACCEPTED : "validation.invalidValue";
  }
}

const required = (key: string) => `resumes.validation.${key}`;
const FIELDS: [string, TKind][] = [
  ["title", { type: "requiredText", required: required("titleRequired") }],
  ["template", { type: "option", hasDefault: true }],
  ["personalInfo.fullName", { type: "requiredText", required: required("fullNameRequired") }],
  ["personalInfo.email", { type: "email" }],
  ["personalInfo.phone", { type: "requiredText", required: required("phoneRequired") }],
  ["personalInfo.location", { type: "requiredText", required: required("locationRequired") }],
  ["personalInfo.summary", { type: "optionalText" }],
  ["experience.0.company", { type: "requiredText", required: required("companyRequired") }],
  ["experience.0.position", { type: "requiredText", required: required("positionRequired") }],
  ["experience.0.startDate", { type: "requiredMonth", required: required("startDateRequired") }],
  ["experience.0.endDate", { type: "optionalMonth" }],
  ["experience.0.current", { type: "boolean" }],
  ["experience.0.description", { type: "optionalText" }],
  ["education.0.institution", { type: "requiredText", required: required("institutionRequired") }],
  ["education.0.degree", { type: "requiredText", required: required("degreeRequired") }],
  ["education.0.field", { type: "requiredText", required: required("fieldRequired") }],
  ["education.0.graduationDate", { type: "requiredMonth", required: required("graduationDateRequired") }],
  ["education.0.gpa", { type: "optionalText" }],
  ["skills.0", { type: "requiredText", required: required("skillRequired") }],
  ["links.website", { type: "url" }],
  ["links.linkedin", { type: "url" }],
  ["links.github", { type: "url" }],
  ["links.portfolio", { type: "url" }],
  ["languages.0.language", { type: "requiredText", required: required("languageRequired") }],
  ["languages.0.proficiency", { type: "option", hasDefault: false }],
  ["certifications.0.name", { type: "requiredText", required: required("certificationRequired") }],
  ["certifications.0.issuer", { type: "optionalText" }],
  ["certifications.0.date", { type: "optionalMonth" }],
  ["certifications.0.url", { type: "url" }],
];

/** A copy of `body` with the value at a dotted path set (or removed, for MISSING). */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === MISSING) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else {
    target[last] = value;
  }
  return copy;
}

function valueAt(body: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

const CASES = FIELDS.flatMap(([field, kind]) =>
  BAD_VALUES.map(([label, value]) => ({ field, label, value, expected: expectedOutcome(kind, label) })),
);

async function storedRow(id: number) {
  const [row] = await harness.context.db.select().from(resumes).where(eq(resumes.id, id));
  return row;
}

function expectRefused(response: Awaited<ReturnType<TClient["post"]>>, field: string, expected: string) {
  if (expected === TOO_LARGE) {
    expectErrorContract(response, 413);
    expect(response.json.messageKey).toBe("errors.payloadTooLarge");
    return;
  }
  expectErrorContract(response, 400);
  expect(response.json.messageKey).toBe("errors.invalidInput");
  expect(response.json.errors).toEqual({ [field]: expected });
}

describe("POST /api/resumes: every field with bad values", () => {
  it.each(CASES)("$field $label → $expected", async ({ field, label, value, expected }) => {
    const before = (await countRows(harness.context)).resumes;
    // A missing skill would leave a valid list: there is no "skills.0" to miss.
    if (field === "skills.0" && label === "missing") return;
    const response = await client.post("/api/resumes", withValue(baseResume(), field, value));
    if (expected !== ACCEPTED) {
      expectRefused(response, field, expected);
      expect((await countRows(harness.context)).resumes).toBe(before);
      return;
    }
    expect(response.status, response.text).toBe(201);
    expect((await countRows(harness.context)).resumes).toBe(before + 1);
    const { resume } = (await client.get(`/api/resumes/${response.json.id}`)).json;
    if (typeof value === "string" && value !== "") {
      // Stored and answered back exactly as sent: no escaping, no stripping.
      expect(valueAt(resume, field)).toBe(value);
    } else if (field !== "template" && field !== "experience.0.current") {
      expect(valueAt(resume, field)).toBeUndefined();
    }
  });
});

describe("PUT /api/resumes/{id}: every field with bad values changes nothing", () => {
  const refused = CASES.filter((testCase) => testCase.expected !== ACCEPTED);
  it.each(refused)("$field $label → $expected", async ({ field, label, value, expected }) => {
    if (field === "skills.0" && label === "missing") return;
    const before = await storedRow(existingId);
    const count = (await countRows(harness.context)).resumes;
    const response = await client.put(`/api/resumes/${existingId}`, withValue(baseResume(), field, value));
    expectRefused(response, field, expected);
    expect(await storedRow(existingId)).toEqual(before);
    expect((await countRows(harness.context)).resumes).toBe(count);
  });
});

describe("dates", () => {
  it.each(["2020/01", "01-2020", "2020-13", "2020-00", "2020-1", "20-01", "2020-01-15", "Jan 2020", "２０２０-０１"])(
    "refuses the month %s, naming it",
    async (month) => {
      const before = (await countRows(harness.context)).resumes;
      for (const field of [
        "experience.0.startDate",
        "experience.0.endDate",
        "education.0.graduationDate",
        "certifications.0.date",
      ]) {
        const response = await client.post("/api/resumes", withValue(baseResume(), field, month));
        expectErrorContract(response, 400);
        expect(Object.keys(response.json.errors)).toEqual([field]);
        expect(["resumes.validation.month", "validation.tooLong"]).toContain(Object.values(response.json.errors)[0]);
      }
      expect((await countRows(harness.context)).resumes).toBe(before);
    },
  );

  it("refuses an end before the start, naming the end date", async () => {
    const before = (await countRows(harness.context)).resumes;
    const body = withValue(baseResume(), "experience.0.endDate", "2017-12");
    const response = await client.post("/api/resumes", body);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ "experience.0.endDate": "resumes.validation.endBeforeStart" });
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("accepts an end in the start month, and ignores the end of a current position", async () => {
    const sameMonth = withValue(baseResume(), "experience.0.endDate", "2018-01");
    expect((await client.post("/api/resumes", sameMonth)).status).toBe(201);
    const current = withValue(withValue(baseResume(), "experience.0.endDate", "2000-01"), "experience.0.current", true);
    expect((await client.post("/api/resumes", current)).status).toBe(201);
  });
});

describe("lists", () => {
  const experienceEntry = (index: number) => ({
    company: `Company ${index}`,
    position: "Engineer",
    startDate: "2018-01",
    current: false,
  });

  it.each([
    ["experience", Array.from({ length: 200 }, (_, index) => experienceEntry(index))],
    ["experience", Array.from({ length: RESUME_LIMITS.experience + 1 }, (_, index) => experienceEntry(index))],
    ["skills", Array.from({ length: RESUME_LIMITS.skills + 1 }, (_, index) => `Skill ${index}`)],
    ["education", Array.from({ length: RESUME_LIMITS.education + 1 }, () => (baseResume().education as unknown[])[0])],
    [
      "languages",
      Array.from({ length: RESUME_LIMITS.languages + 1 }, (_, index) => ({
        language: `L${index}`,
        proficiency: "basic",
      })),
    ],
    ["certifications", Array.from({ length: RESUME_LIMITS.certifications + 1 }, (_, index) => ({ name: `C${index}` }))],
  ])("refuses %s with too many entries (%#)", async (field, value) => {
    const before = (await countRows(harness.context)).resumes;
    const response = await client.post("/api/resumes", withValue(baseResume(), field, value));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ [field]: "resumes.validation.tooMany" });
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("accepts the largest lists allowed", async () => {
    const body = withValue(
      withValue(
        baseResume(),
        "experience",
        Array.from({ length: RESUME_LIMITS.experience }, (_, index) => experienceEntry(index)),
      ),
      "skills",
      Array.from({ length: RESUME_LIMITS.skills }, (_, index) => `Skill ${index}`),
    );
    const response = await client.post("/api/resumes", body);
    expect(response.status, response.text).toBe(201);
    const { resume } = (await client.get(`/api/resumes/${response.json.id}`)).json;
    expect(resume.experience).toHaveLength(RESUME_LIMITS.experience);
  });

  it.each(["experience", "education", "skills", "languages", "certifications"])(
    "refuses %s that is not a list, naming it",
    async (field) => {
      const before = (await countRows(harness.context)).resumes;
      for (const value of ["x", 42, { 0: "x" }, null, true]) {
        const response = await client.post("/api/resumes", withValue(baseResume(), field, value));
        expectErrorContract(response, 400);
        expect(response.json.errors).toEqual({ [field]: "resumes.validation.list" });
      }
      expect((await countRows(harness.context)).resumes).toBe(before);
    },
  );

  it.each(["personalInfo", "links", "experience.0", "education.0", "languages.0", "certifications.0"])(
    "refuses %s that is not an object, naming it",
    async (field) => {
      const before = (await countRows(harness.context)).resumes;
      for (const value of ["x", 42, ["x"], null, true]) {
        const response = await client.post("/api/resumes", withValue(baseResume(), field, value));
        expectErrorContract(response, 400);
        expect(response.json.errors).toEqual({ [field]: "validation.invalidValue" });
      }
      expect((await countRows(harness.context)).resumes).toBe(before);
    },
  );

  it("names missing required sections", async () => {
    const response = await client.post("/api/resumes", { title: "Only a title" });
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({
      personalInfo: "validation.required",
      experience: "resumes.validation.list",
      education: "resumes.validation.list",
      skills: "resumes.validation.list",
    });
  });

  it("refuses the same skill twice, ignoring case", async () => {
    const response = await client.post("/api/resumes", withValue(baseResume(), "skills", ["React", "react"]));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ skills: "resumes.validation.duplicateSkill" });
  });

  it("accepts empty experience, education and skills lists", async () => {
    const body = { ...baseResume(), experience: [], education: [], skills: [] };
    expect((await client.post("/api/resumes", body)).status).toBe(201);
  });
});

describe("the body", () => {
  it.each([
    ["not JSON", "not json"],
    ["a JSON list", "[1]"],
    ["JSON null", "null"],
    ["a JSON string", '"resume"'],
    ["empty", ""],
  ])("refuses %s as the body, naming body", async (_label, body) => {
    const before = (await countRows(harness.context)).resumes;
    for (const response of [
      await client.post("/api/resumes", body),
      await client.put(`/api/resumes/${existingId}`, body),
    ]) {
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ body: "validation.invalidBody" });
    }
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("ignores unknown keys, including prototype-polluting ones", async () => {
    const body = JSON.stringify(baseResume()).replace(/^\{/, '{"__proto__":{"isAdmin":true},"constructor":{"x":1},');
    const response = await client.post("/api/resumes", body);
    expect(response.status, response.text).toBe(201);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const { resume } = (await client.get(`/api/resumes/${response.json.id}`)).json;
    expect(Object.keys(resume)).not.toContain("constructor");
  });
});

describe("size limit (RESUME_BODY_LIMIT_BYTES)", () => {
  function bodyOfSize(bytes: number): string {
    const body = JSON.stringify(baseResume());
    // Padding in an unknown key, which is stripped, so only the size matters.
    const padding = bytes - body.length - '"padding":"",'.length;
    return body.replace(/^\{/, `{"padding":"${"x".repeat(padding)}",`);
  }

  it("answers 413 with the error contract above 256 KB, declared or streamed, and stores nothing", async () => {
    const before = (await countRows(harness.context)).resumes;
    const body = bodyOfSize(RESUME_BODY_LIMIT_BYTES + 1);
    expect(body.length).toBe(RESUME_BODY_LIMIT_BYTES + 1);
    for (const response of [
      await client.post("/api/resumes", body),
      await client.post("/api/resumes", body, { "content-length": String(body.length) }),
      await client.put(`/api/resumes/${existingId}`, body),
      await client.post("/api/resumes/generate-summary", body),
      await client.post("/api/resumes/import/json-resume", body),
    ]) {
      expectErrorContract(response, 413);
      expect(response.json.messageKey).toBe("errors.payloadTooLarge");
      expect(response.headers.get("connection")).toBe("close");
    }
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("reads a body of exactly 256 KB", async () => {
    const body = bodyOfSize(RESUME_BODY_LIMIT_BYTES);
    const response = await client.post("/api/resumes", body);
    expect(response.status, response.text).toBe(201);
  });
});
