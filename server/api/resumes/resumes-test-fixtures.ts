// Shared inputs and helpers for the resumes API tests (imported by *.test.ts only).
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TAppContext } from "../../context";
import { resumes, users } from "../../db/schema";
import { createClient, type createTestApp } from "../../test/test-app";
import { companyInput, seekerInput } from "../auth/auth-test-fixtures";

type THarness = Awaited<ReturnType<typeof createTestApp>>;
export type TClient = ReturnType<typeof createClient>;

/** A complete, valid body for POST /api/resumes and PUT /api/resumes/{id}. */
export function resumeInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Jane Doe - Resume",
    template: "modern",
    personalInfo: {
      fullName: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "+1 555 0100",
      location: "Berlin, Germany",
      summary: "Engineer who ships.",
    },
    experience: [
      {
        company: "Acme Robotics",
        position: "Senior Engineer",
        startDate: "2021-03",
        current: true,
        description: "Builds robots.",
      },
      {
        company: "Globex",
        position: "Engineer",
        startDate: "2018-01",
        endDate: "2021-02",
        current: false,
      },
    ],
    education: [
      {
        institution: "TU Berlin",
        degree: "Master of Science",
        field: "Computer Science",
        graduationDate: "2017-09",
        gpa: "1.3",
      },
    ],
    skills: ["TypeScript", "React", "PostgreSQL"],
    links: { github: "https://github.com/janedoe" },
    languages: [{ language: "German", proficiency: "fluent" }],
    certifications: [{ name: "AWS Solutions Architect", issuer: "Amazon", date: "2022-05" }],
    ...overrides,
  };
}

export async function signedInSeeker(harness: THarness): Promise<TClient> {
  const client = createClient(harness.app);
  const registered = await client.post("/api/auth/register", seekerInput());
  expect(registered.status, registered.text).toBe(201);
  return client;
}

export async function signedInCompany(harness: THarness): Promise<TClient> {
  const client = createClient(harness.app);
  const registered = await client.post("/api/auth/register", companyInput());
  expect(registered.status, registered.text).toBe(201);
  return client;
}

/** A job seeker promoted to administrator in the database (the session reads the role per request). */
export async function signedInAdmin(harness: THarness): Promise<TClient> {
  const client = await signedInSeeker(harness);
  const me = await client.get("/api/auth/user");
  await harness.context.db.update(users).set({ role: "admin" }).where(eq(users.id, me.json.id));
  return client;
}

export async function createResumeAs(client: TClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await client.post("/api/resumes", resumeInput(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.id as number;
}

export async function countResumes(context: Pick<TAppContext, "db">): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(resumes);
  return row.n;
}
