import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { createApp } from "../app";
import type { TAppContext } from "../context";
import { openDatabase, type TDatabase } from "../db/client";
import { parseEnv, type TEnv } from "../lib/env";
import { createLogger } from "../lib/logger";
import { closePlatform, openPlatform } from "../platform/platform";

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * uniquely named database on that PostgreSQL server, dropped by close(). Each starts as a copy
 * of the run's migrated template (server/test/database-template.ts) when the run made one, and
 * is migrated from scratch otherwise.
 */
export async function createTestDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplateFile");
    const loadDataDir = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ dataDir: "memory://", loadDataDir });
    return { ...handle, url: undefined, close: handle.close };
  }
  const name = `hirewise_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplateDatabase");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    /** For a test that needs a connection of its own. */
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): TEnv {
  return parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000", ...overrides });
}

const noPagesBuild = async (): Promise<ServerBuild> => {
  throw new Error("API tests do not render pages");
};

// Every in-process request comes from one socket address, and test files sign up far more than
// 20 accounts; a test of the registration limit passes the real one in `limits`.
const TEST_REGISTRATIONS_PER_ADDRESS_PER_HOUR = 100_000;

export interface TTestAppOptions {
  env?: Record<string, string>;
  limits?: TAppContext["limits"];
  /** The AI provider, instead of the one the env names (e.g. one with a short time-out). */
  ai?: TAppContext["ai"];
}

/**
 * An app context over a database, with platform services of its own (nothing is shared between
 * test files); close() closes the services, the database stays open.
 */
export function createTestContext(db: TDatabase, options: TTestAppOptions = {}) {
  const logger = createLogger("silent");
  const env = testEnv(options.env);
  const context: TAppContext = {
    db,
    env,
    logger,
    limits: { registrationsPerAddressPerHour: TEST_REGISTRATIONS_PER_ADDRESS_PER_HOUR, ...options.limits },
    ...openPlatform({ db, env, logger, ai: options.ai }),
  };
  return { context, close: () => closePlatform(context) };
}

/** The real HTTP app over a fresh database, driven in-process with app.request(). */
export async function createTestApp(options: TTestAppOptions = {}) {
  const database = await createTestDatabase();
  const { context, close: closeContext } = createTestContext(database.db, options);
  const app = createApp({
    app: context,
    mode: "production",
    getBuild: noPagesBuild,
    getRemoteAddress: () => "203.0.113.10",
  });
  const close = async () => {
    try {
      await closeContext();
    } finally {
      await database.close();
    }
  };
  return { app, context, database, close };
}

// Test assertions read arbitrary response fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = Record<string, any>;

/** A client that keeps cookies between calls, like a browser. */
export function createClient(app: ReturnType<typeof createApp>, defaults: { headers?: Record<string, string> } = {}) {
  const cookies = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const requestHeaders: Record<string, string> = { ...defaults.headers, ...headers };
    if (cookies.size) requestHeaders.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // A FormData body is sent as multipart/form-data, its boundary in the type the request sets.
    const isForm = body instanceof FormData;
    if (body !== undefined && typeof body !== "string" && !isForm) requestHeaders["content-type"] = "application/json";
    else if (typeof body === "string") requestHeaders["content-type"] ??= "application/json";
    const response = await app.request(path, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : typeof body === "string" || isForm ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      const isDeletion = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (isDeletion) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as TJson, text };
  }
  return {
    cookies,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call("PUT", path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) => call("PATCH", path, body, headers),
    delete: (path: string, body?: unknown, headers?: Record<string, string>) => call("DELETE", path, body, headers),
  };
}
