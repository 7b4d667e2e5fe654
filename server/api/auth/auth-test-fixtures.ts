// Shared inputs and checks for the auth API tests (imported by *.test.ts only).
import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { expect } from "vitest";
import type { TAppContext } from "../../context";
import { companies, loginAttempts, sessions, users } from "../../db/schema";

/** An e-mail no other test uses, so tests in one file do not depend on each other. */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.com`;
}

export function seekerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail("seeker"),
    password: "correct-horse",
    firstName: "Jane",
    lastName: "Doe",
    acceptTerms: true,
    ...overrides,
  };
}

export function companyDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Acme Robotics",
    website: "https://acme.example",
    industry: "Technology",
    size: "51-200",
    description: "We build robots that build robots.",
    contactName: "Wile Coyote",
    contactTitle: "Head of Talent",
    country: "Germany",
    city: "Berlin",
    ...overrides,
  };
}

export function companyInput(
  overrides: Record<string, unknown> = {},
  company: Record<string, unknown> = {},
): Record<string, unknown> {
  const details = companyDetails(company);
  return {
    email: uniqueEmail("company"),
    password: "correct-horse",
    firstName: "Wile Coyote",
    lastName: "Acme Robotics",
    acceptTerms: true,
    userType: "company",
    company: details,
    ...overrides,
  };
}

export async function countRows(context: TAppContext) {
  const [[userCount], [companyCount], [sessionCount], [attemptCount]] = await Promise.all([
    context.db.select({ n: count() }).from(users),
    context.db.select({ n: count() }).from(companies),
    context.db.select({ n: count() }).from(sessions),
    context.db.select({ n: count() }).from(loginAttempts),
  ]);
  return { users: userCount.n, companies: companyCount.n, sessions: sessionCount.n, loginAttempts: attemptCount.n };
}

export const USER_JSON_KEYS = [
  "createdAt",
  "email",
  "firstName",
  "id",
  "isVerified",
  "lastName",
  "profileImageUrl",
  "role",
  "userType",
];

/** The error contract: JSON {message, errors?}, no stack trace, no internals. */
export function expectErrorContract(
  response: { status: number; headers: Headers; json: Record<string, unknown>; text: string },
  status: number,
): void {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(typeof response.json.message).toBe("string");
  expect(response.json.message).not.toBe("");
  for (const key of Object.keys(response.json)) expect(["message", "errors", "requestId"]).toContain(key);
  if (response.json.errors !== undefined) {
    for (const value of Object.values(response.json.errors as Record<string, unknown>)) {
      expect(typeof value).toBe("string");
      expect(value as string).not.toMatch(/^(validation|errors)\./); // translated, not a catalog key
    }
  }
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|Error:|node_modules|drizzle|SELECT |INSERT /i);
}
