import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { TRequestVariables } from "../context";
import { errorBodyOf } from "../test/expect-error";
import { handleError } from "./error-handler";
import { createLogger } from "./logger";

function appThatThrows(error: unknown) {
  const logged: unknown[] = [];
  const logger = createLogger("silent");
  logger.error = ((payload: unknown) => logged.push(payload)) as typeof logger.error;
  const app = new Hono<{ Variables: TRequestVariables }>();
  app.use(async (c, next) => {
    c.set("requestId", "req-123");
    c.set("app", { logger } as TRequestVariables["app"]);
    await next();
  });
  app.all("*", () => {
    throw error;
  });
  app.onError(handleError);
  return { app, logged };
}

describe("unexpected server errors", () => {
  it("answer API calls with a JSON 500 carrying the request id, never the stack", async () => {
    const { app, logged } = appThatThrows(new Error("database exploded at secret.ts:42"));
    const response = await app.request("/api/anything");
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ ...errorBodyOf("INTERNAL", "errors.internal"), requestId: "req-123" });
    expect(JSON.stringify(body)).not.toContain("secret.ts");
    expect(logged).toHaveLength(1);
  });

  it("answer pages with a friendly error page showing the request id", async () => {
    const { app } = appThatThrows(new Error("boom at secret.ts:42"));
    const response = await app.request("/jobs");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain("req-123");
    expect(html).not.toContain("secret.ts");
    expect(html).not.toContain("<script");
  });
});
