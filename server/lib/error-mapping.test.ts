// How handleError maps errors that are not AppErrors: real database errors from the active
// driver (PGlite, or PostgreSQL with TEST_DATABASE_URL), zod errors, and the guards' errors.
import { Hono, type Context } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TRequestVariables } from "../context";
import { companies, users } from "../db/schema";
import { createLogger } from "./logger";
import { errorBodyOf } from "../test/expect-error";
import { createTestDatabase } from "../test/test-app";
import { handleError } from "./error-handler";
import { requireAdmin, requireUser } from "./guards";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  [{ id: userId }] = await database.db
    .insert(users)
    .values({ email: "owner@example.com", passwordHash: "x", firstName: "Owner" })
    .returning({ id: users.id });
  await database.db.insert(companies).values({ userId, name: "First" });
});
afterAll(async () => {
  await database?.close();
});

function appRunning(handler: (c: Context<{ Variables: TRequestVariables }>) => unknown, user?: object) {
  const logged: unknown[] = [];
  const logger = createLogger("silent");
  logger.error = ((payload: unknown) => logged.push(payload)) as typeof logger.error;
  const app = new Hono<{ Variables: TRequestVariables }>();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    c.set("app", { logger } as TRequestVariables["app"]);
    c.set("currentUser", (user ?? null) as TRequestVariables["currentUser"]);
    await next();
  });
  app.get("/api/test", async (c) => {
    await handler(c);
    return c.json({ ok: true });
  });
  app.onError(handleError);
  return { app, logged };
}

async function call(app: Hono<{ Variables: TRequestVariables }>) {
  const response = await app.request("/api/test");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("database errors", () => {
  it("answers a duplicate e-mail from the unique index with 409 naming the e-mail", async () => {
    const { app } = appRunning(() =>
      database.db.insert(users).values({ email: "owner@example.com", passwordHash: "x", firstName: "Twin" }),
    );
    expect(await call(app)).toEqual({
      status: 409,
      body: errorBodyOf("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" }),
    });
  });

  it("answers another unique violation with a generic 409, not as an e-mail conflict", async () => {
    const { app } = appRunning(() => database.db.insert(companies).values({ userId, name: "Second" }));
    expect(await call(app)).toEqual({ status: 409, body: errorBodyOf("CONFLICT", "errors.conflict") });
  });

  it("answers text the database cannot store (a NUL byte) with 400, not 500", async () => {
    const { app, logged } = appRunning(() =>
      database.db.insert(users).values({ email: "nul@example.com", passwordHash: "x", firstName: "a\u0000b" }),
    );
    expect(await call(app)).toEqual({ status: 400, body: errorBodyOf("BAD_REQUEST", "errors.invalidInput") });
    expect(logged).toEqual([]);
  });

  it("still answers 500 with a request id for a real server fault", async () => {
    const { app, logged } = appRunning(() => database.db.execute("SELECT * FROM no_such_table"));
    const result = await call(app);
    expect(result).toEqual({
      status: 500,
      body: { ...errorBodyOf("INTERNAL", "errors.internal"), requestId: "req-1" },
    });
    expect(logged).toHaveLength(1);
  });
});

describe("other errors", () => {
  it("answers a ZodError thrown by a service with 400 and dotted field names", async () => {
    const schema = z.object({ company: z.object({ name: z.string({ error: "validation.required" }) }) });
    const { app } = appRunning(() => schema.parse({ company: {} }));
    expect(await call(app)).toEqual({
      status: 400,
      body: errorBodyOf("BAD_REQUEST", "errors.invalidInput", { "company.name": "validation.required" }),
    });
  });

  it("answers requireUser without a user with 401, and requireAdmin for a non-admin with 403", async () => {
    expect(await call(appRunning((c) => requireUser(c)).app)).toEqual({
      status: 401,
      body: errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"),
    });
    expect(await call(appRunning((c) => requireAdmin(c)).app)).toMatchObject({ status: 401 });
    expect(await call(appRunning((c) => requireAdmin(c), { id: 1, role: "user" }).app)).toEqual({
      status: 403,
      body: errorBodyOf("FORBIDDEN", "errors.adminsOnly"),
    });
    expect(await call(appRunning((c) => requireAdmin(c), { id: 1, role: "admin" }).app)).toEqual({
      status: 200,
      body: { ok: true },
    });
  });
});
