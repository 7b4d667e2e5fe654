// The API's guards answer through the error handler: 401 when nobody is signed in, 403 with
// the catalogue key of the reason when this kind of user may not; the user when allowed.
import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { createTranslator, isCatalogueKey } from "@common/i18n";
import type { THonoEnv, TRequestVariables } from "../context";
import { createLogger } from "./logger";
import { handleError } from "./error-handler";
import { assertPermitted, requireAdmin, requireCompany, requireSeeker, requireUser } from "./guards";

const translate = createTranslator("en");

function user(userType: TPublicUser["userType"], role: TPublicUser["role"] = "user"): TPublicUser {
  return {
    id: 7,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    profileImageUrl: null,
    userType,
    role,
    isVerified: false,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

const USERS = {
  seeker: user("jobseeker"),
  company: user("company"),
  adminSeeker: user("jobseeker", "admin"),
  adminCompany: user("company", "admin"),
};

async function call(guard: (c: Context<THonoEnv>) => TPublicUser | void, currentUser: TPublicUser | null) {
  const app = new Hono<THonoEnv>();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    c.set("app", { logger: createLogger("silent") } as TRequestVariables["app"]);
    c.set("currentUser", currentUser);
    await next();
  });
  app.get("/api/test", (c) => c.json({ user: guard(c) ?? null }));
  app.onError(handleError);
  const response = await app.request("/api/test");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function refusal(code: string, messageKey: string) {
  expect(isCatalogueKey(messageKey)).toBe(true);
  return { code, messageKey, message: translate(messageKey), errors: {} };
}

describe("API guards", () => {
  it("answer 401 errors.notSignedIn to a visitor, whichever guard", async () => {
    for (const guard of [requireUser, requireSeeker, requireCompany, requireAdmin]) {
      expect(await call(guard, null)).toEqual({ status: 401, body: refusal("UNAUTHORIZED", "errors.notSignedIn") });
    }
  });

  it("requireUser lets every signed-in user through and hands the handler that user", async () => {
    for (const signedIn of Object.values(USERS)) {
      expect(await call(requireUser, signedIn)).toEqual({ status: 200, body: { user: signedIn } });
    }
  });

  it("requireSeeker refuses company accounts, administrators' too, with a reason", async () => {
    expect(await call(requireSeeker, USERS.seeker)).toMatchObject({ status: 200 });
    expect(await call(requireSeeker, USERS.adminSeeker)).toMatchObject({ status: 200 });
    for (const company of [USERS.company, USERS.adminCompany]) {
      expect(await call(requireSeeker, company)).toEqual({
        status: 403,
        body: refusal("FORBIDDEN", "errors.seekersOnly"),
      });
    }
  });

  it("requireCompany refuses job seeker accounts, administrators' too, with a reason", async () => {
    expect(await call(requireCompany, USERS.company)).toMatchObject({ status: 200 });
    expect(await call(requireCompany, USERS.adminCompany)).toMatchObject({ status: 200 });
    for (const seeker of [USERS.seeker, USERS.adminSeeker]) {
      expect(await call(requireCompany, seeker)).toEqual({
        status: 403,
        body: refusal("FORBIDDEN", "errors.companiesOnly"),
      });
    }
  });

  it("requireAdmin lets administrators of either kind through and refuses everyone else", async () => {
    expect(await call(requireAdmin, USERS.adminSeeker)).toMatchObject({ status: 200 });
    expect(await call(requireAdmin, USERS.adminCompany)).toMatchObject({ status: 200 });
    for (const other of [USERS.seeker, USERS.company]) {
      expect(await call(requireAdmin, other)).toEqual({ status: 403, body: refusal("FORBIDDEN", "errors.adminsOnly") });
    }
  });

  it("say the sentence an endpoint asks for", async () => {
    expect(await call((c) => requireSeeker(c, "savedJobs.seekersOnly"), USERS.company)).toEqual({
      status: 403,
      body: refusal("FORBIDDEN", "savedJobs.seekersOnly"),
    });
  });
});

describe("assertPermitted", () => {
  it("refuses with 403 and the given reason only when the rule said no", async () => {
    expect(await call(() => assertPermitted(true, "resumes.errors.seekersOnly"), USERS.company)).toMatchObject({
      status: 200,
    });
    expect(await call(() => assertPermitted(false, "resumes.errors.seekersOnly"), USERS.company)).toEqual({
      status: 403,
      body: refusal("FORBIDDEN", "resumes.errors.seekersOnly"),
    });
  });
});
