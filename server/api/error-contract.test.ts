// One bad request in each domain, through the real app: every /api error answers the one body of
// @common/errors/error-body, {code, message, messageKey, errors: {<field path>: <catalogue key>}},
// so a client can show it in its own language without reading the English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { expectErrorContract } from "../test/expect-error";
import {
  resumeInput,
  seekerInput,
  signedInSeeker,
  type TClient,
  type TSignedInClient,
  type TTestApp,
} from "../test/factories";
import { createClient, createTestApp } from "../test/test-app";

const translate = createTranslator("en");

let harness: TTestApp;
let visitor: TClient;
let seeker: TSignedInClient;
const account = seekerInput();

beforeAll(async () => {
  harness = await createTestApp();
  visitor = createClient(harness.app);
  seeker = await signedInSeeker(harness, account);
});
afterAll(async () => {
  await harness?.close();
});

type TCase = {
  label: string;
  send: () => ReturnType<TClient["get"]>;
  status: number;
  messageKey: string;
  /** The field paths the body names. */
  fields: string[];
};

const MB = 1024 * 1024;

const CASES: TCase[] = [
  {
    label: "auth: register with an e-mail that is not an address",
    send: () => visitor.post("/api/auth/register", seekerInput({ email: "not-an-address" })),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["email"],
  },
  {
    label: "auth: register an e-mail that has an account",
    send: () => visitor.post("/api/auth/register", seekerInput({ email: account.email })),
    status: 409,
    messageKey: "errors.emailTaken",
    fields: ["email"],
  },
  {
    label: "auth: sign in with a wrong password",
    send: () => visitor.post("/api/auth/login", { email: account.email, password: "not-the-password" }),
    status: 401,
    messageKey: "errors.invalidCredentials",
    fields: [],
  },
  {
    label: "jobs: list with a work type that does not exist",
    send: () => visitor.get("/api/jobs?workType=underwater&page=0"),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["page", "workType"],
  },
  {
    label: "jobs: a job id that is not a number",
    send: () => visitor.get("/api/jobs/abc"),
    status: 404,
    messageKey: "errors.notFound",
    fields: [],
  },
  {
    label: "companies: list while signed out",
    send: () => visitor.get("/api/companies"),
    status: 401,
    messageKey: "errors.notSignedIn",
    fields: [],
  },
  {
    label: "companies: list with an industry that does not exist, signed in",
    send: () => seeker.get("/api/companies?industry=Astrology"),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["industry"],
  },
  {
    label: "resumes: create with an invalid body",
    send: () => seeker.post("/api/resumes", resumeInput({ title: "", skills: ["Go", "go"], certifications: "none" })),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["certifications", "skills", "title"],
  },
  {
    label: "resumes: a resume that is not there",
    send: () => seeker.get("/api/resumes/987654"),
    status: 404,
    messageKey: "resumes.errors.notFound",
    fields: [],
  },
  {
    label: "saved jobs: save a job id that is not a number",
    send: () => seeker.post("/api/saved-jobs", { jobId: "abc" }),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["jobId"],
  },
  {
    label: "saved jobs: remove a job id that is not a number",
    send: () => seeker.delete("/api/saved-jobs/abc"),
    status: 400,
    messageKey: "errors.invalidInput",
    fields: ["jobId"],
  },
  {
    // GET /api/location reads no input, so it has nothing to refuse but a method it does not have.
    label: "location: a method it does not answer",
    send: () => visitor.post("/api/location", {}),
    status: 404,
    messageKey: "errors.apiNotFound",
    fields: [],
  },
  {
    label: "an unknown /api path",
    send: () => visitor.get("/api/nothing-here"),
    status: 404,
    messageKey: "errors.apiNotFound",
    fields: [],
  },
  {
    label: "a malformed JSON body",
    send: () => visitor.post("/api/auth/login", '{"email":"a@example.com",'),
    status: 400,
    messageKey: "validation.invalidBody",
    fields: ["body"],
  },
  {
    label: "a cross-origin POST",
    send: () => seeker.post("/api/saved-jobs", { jobId: 1 }, { origin: "https://evil.example" }),
    status: 403,
    messageKey: "errors.crossOrigin",
    fields: [],
  },
  {
    label: "a body over the size limit",
    send: () => visitor.post("/api/auth/register", seekerInput({ firstName: "x".repeat(MB + 10) })),
    status: 413,
    messageKey: "errors.payloadTooLarge",
    fields: [],
  },
];

describe("every /api error answers the error contract", () => {
  it.each(CASES)("$label → $status", async ({ send, status, messageKey, fields }) => {
    // The status, the body against ZErrorBodySchema, its code against STATUS_BY_CODE, catalogue keys
    // for messageKey and every field, and message as the English of messageKey.
    const body = expectErrorContract(await send(), status);
    expect(body.messageKey).toBe(messageKey);
    expect(Object.keys(body.errors).sort()).toEqual(fields);
  });
});

describe("the tests' check of the contract", () => {
  const answer = (json: Record<string, unknown>, status = 400) => ({
    status,
    headers: new Headers({ "content-type": "application/json" }),
    json,
    text: JSON.stringify(json),
  });

  it("refuses the old English body and English field errors", () => {
    expect(() => expectErrorContract(answer({ message: "Some fields are invalid", errors: {} }), 400)).toThrow();
    const englishField = {
      code: "BAD_REQUEST",
      message: translate("errors.invalidInput"),
      messageKey: "errors.invalidInput",
      errors: { email: translate("validation.invalidEmail") },
    };
    expect(() => expectErrorContract(answer(englishField), 400)).toThrow();
  });

  it("refuses a code of another status and a message that is not its key's English", () => {
    const body = { code: "BAD_REQUEST", message: "Nope", messageKey: "errors.invalidInput", errors: {} };
    expect(() => expectErrorContract(answer(body), 400)).toThrow();
    expect(() =>
      expectErrorContract(answer({ ...body, message: translate("errors.invalidInput") }, 409), 409),
    ).toThrow();
    expect(expectErrorContract(answer({ ...body, message: translate("errors.invalidInput") }), 400)).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
