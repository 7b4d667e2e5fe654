import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SIZES, INDUSTRIES } from "@common/company";
import { companies, sessions, users } from "../../db/schema";
import { hashSessionToken } from "../../services/auth/session";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import {
  companyDetails,
  companyInput,
  countRows,
  seekerInput,
  uniqueEmail,
  USER_JSON_KEYS,
} from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function userRow(email: string) {
  const [row] = await harness.context.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function companyRow(userId: number) {
  const [row] = await harness.context.db.select().from(companies).where(eq(companies.userId, userId));
  return row;
}

describe("POST /api/auth/register: job seekers", () => {
  it("answers 201 with exactly the user JSON, normalises the e-mail and signs the user in", async () => {
    const client = createClient(harness.app);
    const email = uniqueEmail("Jane.Doe").toUpperCase();
    const response = await client.post("/api/auth/register", seekerInput({ email: `  ${email} ` }));

    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(response.json).sort()).toEqual(USER_JSON_KEYS);
    expect(response.json).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Jane",
      lastName: "Doe",
      profileImageUrl: null,
      userType: "jobseeker",
      role: "user",
      isVerified: false,
    });
    expect(response.json.id).toEqual(expect.any(Number));
    expect(Number.isNaN(Date.parse(response.json.createdAt))).toBe(false);
    expect(response.text).not.toMatch(/argon2|password/i);

    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.json).toEqual(response.json);
  });

  it("stores an argon2id hash (19 MiB, t=2, p=1), never the password, and when the terms were accepted", async () => {
    const input = seekerInput({ password: "pässwörd-密码-123" });
    const before = Date.now();
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);

    const row = await userRow(input.email as string);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(input.password as string);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const login = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(200);
  });

  it("stores the optional location, country and city on the profile", async () => {
    const input = seekerInput({ location: "Berlin, Germany", country: "Germany", city: "Berlin" });
    expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
    const row = await userRow(input.email as string);
    expect(row).toMatchObject({ location: "Berlin, Germany", country: "Germany", city: "Berlin" });

    const bare = seekerInput({ lastName: undefined });
    expect((await createClient(harness.app).post("/api/auth/register", bare)).status).toBe(201);
    expect(await userRow(bare.email as string)).toMatchObject({
      lastName: "",
      location: null,
      country: null,
      city: null,
    });
  });

  it.each([
    ["missing", undefined],
    ["false", false],
    ["the string 'true'", "true"],
    ["1", 1],
  ])("refuses a registration whose acceptTerms is %s, storing nothing", async (_label, acceptTerms) => {
    const before = await countRows(harness.context);
    const input = seekerInput({ acceptTerms });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({
      acceptTerms: "validation.acceptTerms",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("ignores fields a client may not set: role, isVerified, ids, hashes, demo flags", async () => {
    const input = seekerInput({
      role: "admin",
      isVerified: true,
      id: 1,
      passwordHash: "$argon2id$forged",
      isDemo: true,
      profileImageUrl: "https://evil.example/x.png",
      createdAt: "2000-01-01T00:00:00.000Z",
      termsAcceptedAt: "2000-01-01T00:00:00.000Z",
    });
    const client = createClient(harness.app);
    const response = await client.post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ role: "user", isVerified: false, profileImageUrl: null });
    expect(response.json.id).not.toBe(1);
    expect(new Date(response.json.createdAt).getFullYear()).toBeGreaterThan(2000);

    const row = await userRow(input.email as string);
    expect(row).toMatchObject({ role: "user", isVerified: false, isDemo: false, profileImageUrl: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.termsAcceptedAt!.getFullYear()).toBeGreaterThan(2000);
    expect((await client.get("/api/auth/user")).json.role).toBe("user");
  });

  it("answers 409 naming the e-mail for a duplicate, whatever its case and spacing", async () => {
    const input = seekerInput();
    expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
    const before = await countRows(harness.context);

    const duplicate = seekerInput({ email: ` ${(input.email as string).toUpperCase()}  `, firstName: "Other" });
    const response = await createClient(harness.app).post("/api/auth/register", duplicate);
    expectErrorContract(response, 409);
    expect(response.json).toEqual(errorBodyOf("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" }));
    expect(await countRows(harness.context)).toEqual(before);
    expect((await userRow(input.email as string)).firstName).toBe("Jane");
  });

  it("lets exactly one of several simultaneous registrations with one e-mail through; the others get 409", async () => {
    const email = uniqueEmail("race");
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        createClient(harness.app).post("/api/auth/register", seekerInput({ email, firstName: `Racer${index}` })),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expectErrorContract(response, 409);
      expect(response.json.errors).toEqual({ email: "errors.emailTaken" });
    }
    const rows = await harness.context.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it("replaces the session of a client that was already signed in", async () => {
    const client = createClient(harness.app);
    const first = await client.post("/api/auth/register", seekerInput());
    const oldToken = client.cookies.get("hirewise_session")!;
    const second = await client.post("/api/auth/register", seekerInput({ firstName: "Second" }));
    expect(second.status).toBe(201);
    const newToken = client.cookies.get("hirewise_session")!;
    expect(newToken).not.toBe(oldToken);
    expect((await client.get("/api/auth/user")).json.id).toBe(second.json.id);
    const [oldSession] = await harness.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(oldToken)));
    expect(oldSession).toBeUndefined();
    expect(first.json.id).not.toBe(second.json.id);
  });
});

describe("POST /api/auth/register: companies", () => {
  it("stores every company field in the companies table and answers companyName", async () => {
    const input = companyInput();
    const client = createClient(harness.app);
    const response = await client.post("/api/auth/register", input);

    expect(response.status).toBe(201);
    expect(Object.keys(response.json).sort()).toEqual([...USER_JSON_KEYS, "companyName"].sort());
    expect(response.json).toMatchObject({
      userType: "company",
      role: "user",
      firstName: "Wile",
      lastName: "Coyote",
      companyName: "Acme Robotics",
    });
    const user = await userRow(input.email as string);
    expect(await companyRow(user.id)).toMatchObject({
      name: "Acme Robotics",
      website: "https://acme.example",
      industry: "Technology",
      size: "51-200",
      description: "We build robots that build robots.",
      contactName: "Wile Coyote",
      contactTitle: "Head of Talent",
      country: "Germany",
      city: "Berlin",
      isDemo: false,
    });
    expect((await client.get("/api/auth/user")).json.companyName).toBe("Acme Robotics");
  });

  it("needs only the company name and contact name; the person's last name is never the company's", async () => {
    const input = companyInput({ lastName: undefined, company: { name: "Tiny GmbH", contactName: "Ann Lee" } });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ firstName: "Wile", lastName: "", companyName: "Tiny GmbH" });
    const user = await userRow(input.email as string);
    expect(await companyRow(user.id)).toMatchObject({
      name: "Tiny GmbH",
      contactName: "Ann Lee",
      website: null,
      industry: null,
      size: null,
      description: null,
      contactTitle: null,
    });
  });

  it("takes the website as people type it: acme.example/jobs is saved as https://acme.example/jobs", async () => {
    const input = companyInput({}, { website: " acme.example/jobs " });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status, response.text).toBe(201);
    expect(await companyRow(response.json.id)).toMatchObject({ website: "https://acme.example/jobs" });
  });

  it.each(INDUSTRIES.map((industry, index) => [industry, COMPANY_SIZES[index % COMPANY_SIZES.length]]))(
    "accepts the industry %s (size %s)",
    async (industry, size) => {
      const input = companyInput({}, { industry, size });
      const response = await createClient(harness.app).post("/api/auth/register", input);
      expect(response.status).toBe(201);
      expect(await companyRow(response.json.id)).toMatchObject({ industry, size });
    },
  );

  it("has the 14 industries and 5 sizes of the spec", () => {
    expect(INDUSTRIES).toHaveLength(14);
    expect(COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-1000", "1000+"]);
  });

  it.each([
    ["industry", { industry: "Space Piracy" }, "company.industry", "validation.invalidOption"],
    ["size", { size: "5000" }, "company.size", "validation.invalidOption"],
    ["website scheme", { website: "javascript:alert(1)" }, "company.website", "validation.invalidUrl"],
    ["website", { website: "not a url" }, "company.website", "validation.invalidUrl"],
    ["missing name", { name: undefined }, "company.name", "validation.required"],
    ["blank contact name", { contactName: "   " }, "company.contactName", "validation.required"],
  ])("refuses an invalid %s, naming the dotted field and storing nothing", async (_label, company, field, key) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", companyInput({}, company));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ [field]: key });
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("refuses a company registration without the company object", async () => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", companyInput({ company: undefined }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ "company.name": "validation.required" });
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("ignores company fields a client may not set", async () => {
    const input = companyInput({}, { userId: 1, id: 1, isDemo: true, logoUrl: "https://evil.example/logo.png" });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    const company = await companyRow(response.json.id);
    expect(company).toMatchObject({ userId: response.json.id, isDemo: false, logoUrl: null });
  });
});

describe("POST /api/auth/register: user types", () => {
  it.each([
    ["jobseeker", "jobseeker"],
    ["seeker", "jobseeker"],
    ["company", "company"],
    ["employer", "company"],
  ])("accepts userType %s as %s", async (userType, expected) => {
    const input = expected === "company" ? companyInput({ userType }) : seekerInput({ userType });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json.userType).toBe(expected);
    expect((await userRow(input.email as string)).userType).toBe(expected);
  });

  it("does not create a company profile for a job seeker who sends company details", async () => {
    const input = seekerInput({ company: companyDetails() });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json).not.toHaveProperty("companyName");
    expect(await companyRow(response.json.id)).toBeUndefined();
  });

  it.each(["admin", "Company", "recruiter"])("refuses userType %s", async (userType) => {
    const response = await createClient(harness.app).post("/api/auth/register", seekerInput({ userType }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ userType: "validation.invalidUserType" });
  });
});
