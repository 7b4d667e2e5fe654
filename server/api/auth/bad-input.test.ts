import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, users } from "../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { companyInput, countRows, seekerInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const TEN_KB = "x".repeat(10_000);
const BAD_VALUES: [string, unknown][] = [
  ["empty", ""],
  ["10 kB long", TEN_KB],
  ["a number", 42],
  ["an array", ["x"]],
  ["an object", { value: "x" }],
  ["null", null],
];

type TKind =
  | "requiredText"
  | "optionalText"
  | "email"
  | "newPassword"
  | "loginPassword"
  | "terms"
  | "userType"
  | "url"
  | "option"
  | "country";

const ACCEPTED = "accepted";

/** What the API must answer for a bad value of a field of this kind: a catalogue key, or acceptance. */
function expectedOutcome(kind: TKind, label: string): string {
  const isWrongType = !["empty", "10 kB long"].includes(label);
  switch (kind) {
    case "requiredText":
      if (label === "empty") return "validation.required";
      return isWrongType ? "validation.invalidText" : "validation.tooLong";
    case "optionalText":
      if (label === "empty") return ACCEPTED;
      return isWrongType ? "validation.invalidText" : "validation.tooLong";
    case "email":
      if (label === "empty") return "validation.required";
      return isWrongType ? "validation.invalidText" : "validation.tooLong";
    case "newPassword":
    case "loginPassword":
      if (label === "empty") return "validation.required";
      return isWrongType ? "validation.invalidText" : "passwordPolicy.tooLong";
    case "terms":
      return "validation.acceptTerms";
    case "userType":
      return "validation.invalidUserType";
    case "url":
      if (label === "empty") return ACCEPTED;
      return isWrongType ? "validation.invalidUrl" : "validation.tooLong";
    case "option":
      return "validation.invalidOption";
    case "country":
      return label === "empty" ? ACCEPTED : "validation.invalidOption";
  }
}

const SEEKER_FIELDS: [string, TKind][] = [
  ["email", "email"],
  ["password", "newPassword"],
  ["firstName", "requiredText"],
  ["lastName", "optionalText"],
  ["acceptTerms", "terms"],
  ["location", "optionalText"],
  ["country", "country"],
  ["city", "optionalText"],
  ["userType", "userType"],
];

const COMPANY_FIELDS: [string, TKind][] = [
  ["name", "requiredText"],
  ["website", "url"],
  ["industry", "option"],
  ["size", "option"],
  ["description", "optionalText"],
  ["contactName", "requiredText"],
  ["contactTitle", "optionalText"],
  ["country", "country"],
  ["city", "optionalText"],
];

function cases(fields: [string, TKind][]) {
  return fields.flatMap(([field, kind]) =>
    BAD_VALUES.map(([label, value]) => ({ field, label, value, expected: expectedOutcome(kind, label) })),
  );
}

async function expectRefused(
  response: Awaited<ReturnType<ReturnType<typeof createClient>["post"]>>,
  field: string,
  key: string,
  before: Awaited<ReturnType<typeof countRows>>,
) {
  expectErrorContract(response, 400);
  expect(response.json.messageKey).toBe(field === "body" ? "validation.invalidBody" : "errors.invalidInput");
  expect(response.json.errors).toEqual({ [field]: key });
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await countRows(harness.context)).toEqual(before);
}

describe("register (job seeker): every field with bad values", () => {
  it.each(cases(SEEKER_FIELDS))("$field $label → $expected", async ({ field, value, expected }) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", seekerInput({ [field]: value }));
    if (expected === ACCEPTED) {
      expect(response.status).toBe(201);
      expect((await countRows(harness.context)).users).toBe(before.users + 1);
    } else {
      await expectRefused(response, field, expected, before);
    }
  });
});

describe("register (company): every company field with bad values", () => {
  it.each(cases(COMPANY_FIELDS))("company.$field $label → $expected", async ({ field, value, expected }) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", companyInput({}, { [field]: value }));
    if (expected === ACCEPTED) {
      expect(response.status).toBe(201);
      expect((await countRows(harness.context)).companies).toBe(before.companies + 1);
    } else {
      await expectRefused(response, `company.${field}`, expected, before);
    }
  });

  it.each([
    ["a string", "Acme"],
    ["a number", 42],
    ["an array", [{ name: "Acme", contactName: "Ann" }]],
    ["null", null],
  ])("company as %s → 400 naming company", async (_label, company) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", companyInput({ company }));
    await expectRefused(response, "company", "validation.invalidValue", before);
  });
});

describe("login: every field with bad values", () => {
  const LOGIN_FIELDS: [string, TKind][] = [
    ["email", "email"],
    ["password", "loginPassword"],
  ];
  it.each(cases(LOGIN_FIELDS))("$field $label → $expected", async ({ field, value, expected }) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/login", {
      email: uniqueEmail("login"),
      password: "whatever-password",
      [field]: value,
    });
    await expectRefused(response, field, expected, before);
  });

  it("refuses an e-mail that is not an address, naming it", async () => {
    for (const email of ["plainaddress", "@example.com", "a@", "a b@example.com", "' OR 1=1 --"]) {
      const response = await createClient(harness.app).post("/api/auth/login", { email, password: "whatever" });
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ email: "validation.invalidEmail" });
    }
  });

  it("names both fields when both are missing", async () => {
    const response = await createClient(harness.app).post("/api/auth/login", {});
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({
      email: "validation.required",
      password: "validation.required",
    });
  });
});

describe("other invalid register values", () => {
  it.each([
    ["a password of 7 characters", { password: "k9#mq2L" }, "password", "passwordPolicy.tooShort"],
    ["a password of 7 emoji (14 UTF-16 units)", { password: "🔑".repeat(7) }, "password", "passwordPolicy.tooShort"],
    ["a password of 129 characters", { password: "p".repeat(129) }, "password", "passwordPolicy.tooLong"],
    ["a common password", { password: "password1" }, "password", "passwordPolicy.tooCommon"],
    ["a common password in capitals", { password: "SUNSHINE" }, "password", "passwordPolicy.tooCommon"],
    ["a first name of spaces", { firstName: "   " }, "firstName", "validation.required"],
    ["a first name of 101 characters", { firstName: "J".repeat(101) }, "firstName", "validation.tooLong"],
    ["an e-mail without a domain", { email: "jane@" }, "email", "validation.invalidEmail"],
    ["an e-mail of 255 characters", { email: `${"j".repeat(243)}@example.com` }, "email", "validation.tooLong"],
    ["a NUL character in a name", { firstName: "Ja\u0000ne" }, "firstName", "validation.invalidCharacters"],
    ["an escape sequence in a name", { lastName: "\u001b[31mDoe" }, "lastName", "validation.invalidCharacters"],
    ["a NUL character in the city", { city: "Ber\u0000lin" }, "city", "validation.invalidCharacters"],
    ["a NUL character in the e-mail", { email: "ja\u0000ne@example.com" }, "email", "validation.invalidEmail"],
  ])("refuses %s", async (_label, overrides, field, key) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", seekerInput(overrides));
    await expectRefused(response, field, key, before);
  });

  it("refuses a NUL character in a company field", async () => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post(
      "/api/auth/register",
      companyInput({}, { description: "We\u0000build" }),
    );
    await expectRefused(response, "company.description", "validation.invalidCharacters", before);
  });

  it("accepts passwords of exactly 8 and 128 characters, counted as people count them", async () => {
    for (const password of ["k9#mq2Lz", "p".repeat(128), "🔑".repeat(8)]) {
      const input = seekerInput({ password });
      expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
      const login = await createClient(harness.app).post("/api/auth/login", { email: input.email, password });
      expect(login.status).toBe(200);
    }
  });
});

describe("unicode, HTML and SQL-looking values are stored as text", () => {
  it.each([
    ["José", "García Márquez"],
    ["محمد", "عبد الله"],
    ["张伟", "王"],
    ["Zoë 👩‍💻", "Ñandú-O'Brien"],
    ["Ἀθηνᾶ", "Δ"],
  ])("accepts the name %s %s and answers it unchanged", async (firstName, lastName) => {
    const input = seekerInput({ firstName, lastName, city: "Zürich", country: "eg", location: "القاهرة" });
    const client = createClient(harness.app);
    const response = await client.post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ firstName, lastName });
    expect((await client.get("/api/auth/user")).json).toMatchObject({ firstName, lastName });
    const [row] = await harness.context.db
      .select()
      .from(users)
      .where(eq(users.email, input.email as string));
    expect(row).toMatchObject({ firstName, lastName, city: "Zürich", country: "Egypt", location: "القاهرة" });
  });

  it("accepts a unicode password and signs in with it", async () => {
    const input = seekerInput({ password: "пароль-密码-🔑" });
    expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
    const login = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: "пароль-密码-🔑",
    });
    expect(login.status).toBe(200);
  });

  it("refuses a non-ASCII e-mail address with a 400 naming it", async () => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post(
      "/api/auth/register",
      seekerInput({ email: "josé@exämple.com" }),
    );
    await expectRefused(response, "email", "validation.invalidEmail", before);
  });

  it("stores HTML and script as plain text and answers it as correct JSON", async () => {
    const firstName = "<script>alert(1)</script>";
    const lastName = `"><img src=x onerror=alert('x')>`;
    const description = '<b>bold</b> & <i>"quoted"</i> </script><!--';
    const input = companyInput({ firstName, lastName }, { description, name: "<svg onload=alert(1)>" });
    const client = createClient(harness.app);
    const response = await client.post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(response.text)).toMatchObject({ firstName, lastName, companyName: "<svg onload=alert(1)>" });

    const [row] = await harness.context.db
      .select()
      .from(users)
      .where(eq(users.email, input.email as string));
    expect(row).toMatchObject({ firstName, lastName });
    const [company] = await harness.context.db.select().from(companies).where(eq(companies.userId, row.id));
    expect(company).toMatchObject({ name: "<svg onload=alert(1)>", description });
  });

  it("stores SQL-looking values literally and leaves the tables intact", async () => {
    const before = await countRows(harness.context);
    const input = seekerInput({
      email: `o'hara.${Date.now()}@example.com`,
      password: "' OR '1'='1",
      firstName: "' OR 1=1 --",
      lastName: "Robert'); DROP TABLE users;--",
      city: "1; DELETE FROM sessions",
    });
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ firstName: "' OR 1=1 --", lastName: "Robert'); DROP TABLE users;--" });
    const after = await countRows(harness.context);
    expect(after.users).toBe(before.users + 1);
    expect(after.sessions).toBe(before.sessions + 1);

    const login = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: "' OR '1'='1",
    });
    expect(login.status).toBe(200);
    const injected = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: "' OR 1=1 --",
    });
    expectErrorContract(injected, 401);
  });

  it("treats a NUL byte in a password as part of it", async () => {
    const input = seekerInput({ password: "secret\u0000suffix" });
    expect((await createClient(harness.app).post("/api/auth/register", input)).status).toBe(201);
    const truncated = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: "secret",
    });
    expectErrorContract(truncated, 401);
    const whole = await createClient(harness.app).post("/api/auth/login", {
      email: input.email,
      password: "secret\u0000suffix",
    });
    expect(whole.status).toBe(200);
  });

  it("does not let __proto__ in the body change anything", async () => {
    const input = seekerInput();
    const body = `{"__proto__":{"role":"admin","isVerified":true},${JSON.stringify(input).slice(1)}`;
    const response = await createClient(harness.app).post("/api/auth/register", body);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ role: "user", isVerified: false });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe("bodies that are not a JSON object", () => {
  const BODIES: [string, string, Record<string, string>?][] = [
    ["an empty body", ""],
    ["plain text", "not json at all"],
    ["truncated JSON", '{"email":"a@example.com","password":'],
    ["a JSON array", "[]"],
    ["a JSON array holding a valid object", JSON.stringify([seekerInput()])],
    ["JSON null", "null"],
    ["a JSON number", "42"],
    ["a JSON string", '"hello"'],
    ["JSON true", "true"],
    ["deeply nested arrays", `${"[".repeat(50_000)}${"]".repeat(50_000)}`],
  ];

  it.each(BODIES)("register with %s → 400 naming the body", async (_label, body, headers) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", body, headers);
    await expectRefused(response, "body", "validation.invalidBody", before);
  });

  it.each(BODIES)("login with %s → 400 naming the body", async (_label, body, headers) => {
    const response = await createClient(harness.app).post("/api/auth/login", body, headers);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ body: "validation.invalidBody" });
  });

  // Bodies of another type never reach the handler (server/api/content-type.test.ts).
  it.each([
    ["a form-encoded body", "email=a%40example.com&password=secret1", "application/x-www-form-urlencoded"],
    [
      "a multipart body",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--',
      "multipart/form-data; boundary=x",
    ],
  ])("register with %s → 415, nothing written", async (_label, body, contentType) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", body, { "content-type": contentType });
    expect(expectErrorContract(response, 415).messageKey).toBe("requestErrors.unsupportedMediaType");
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("refuses bytes that are not UTF-8", async () => {
    const response = await harness.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { body: "validation.invalidBody" } });
  });

  it("answers a field nested very deep as a wrong type, not a crash", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const body = `{"email":${deep},"password":"whatever"}`;
    const response = await createClient(harness.app).post("/api/auth/login", body);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ email: "validation.invalidText" });
  });

  it("strips tens of thousands of unknown fields quickly", async () => {
    const input: Record<string, unknown> = seekerInput();
    for (let index = 0; index < 30_000; index++) input[`extra${index}`] = index;
    const started = Date.now();
    const response = await createClient(harness.app).post("/api/auth/register", input);
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("bodies over 1 MB", () => {
  const MB = 1024 * 1024;

  it("answers 413 JSON for a body over 1 MB that declares its length", async () => {
    const before = await countRows(harness.context);
    const body = JSON.stringify(seekerInput({ firstName: "x".repeat(MB + 10) }));
    const response = await createClient(harness.app).post("/api/auth/register", body, {
      "content-length": String(Buffer.byteLength(body)),
    });
    expectErrorContract(response, 413);
    expect(response.json).toEqual(errorBodyOf("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge"));
    expect(response.headers.get("connection")).toBe("close");
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("answers 413 JSON for a streamed body over 1 MB without a declared length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"email":"a@example.com","password":"'));
        if (sent > 2 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await harness.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(errorBodyOf("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge"));
  });

  it("answers a body just under 1 MB with the validation error, not 413", async () => {
    const before = await countRows(harness.context);
    const body = JSON.stringify(seekerInput({ firstName: "x".repeat(MB - 1000) }));
    expect(Buffer.byteLength(body)).toBeLessThan(MB);
    const response = await createClient(harness.app).post("/api/auth/register", body);
    await expectRefused(response, "firstName", "validation.tooLong", before);
  });
});

describe("unknown API paths and methods", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["POST", "/api/nothing-here"],
    ["GET", "/api/auth/nothing-here"],
    ["POST", "/api/auth/nothing-here"],
    ["GET", "/api/auth/login"],
    ["GET", "/api/auth/register"],
    ["DELETE", "/api/auth/user"],
    ["PUT", "/api/auth/user"],
    ["GET", "/api/"],
  ])("%s %s → JSON 404", async (method, path) => {
    const response = await harness.app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(errorBodyOf("NOT_FOUND", "errors.apiNotFound"));
  });
});

describe("after all of the above", () => {
  it("still serves: a new user can register, sign in and out", async () => {
    const input = seekerInput();
    const client = createClient(harness.app);
    expect((await client.post("/api/auth/register", input)).status).toBe(201);
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await client.post("/api/auth/login", { email: input.email, password: input.password })).status).toBe(200);
    expect((await client.get("/api/auth/user")).json.email).toBe(input.email);
  });
});
