// The one set of test data for every domain's server tests (imported by *.test.ts only): request
// bodies for the API, rows written straight to the database, and signed-in clients of the app of
// test-app.ts.
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { toUsd } from "@common/money";
import type { TAppContext } from "../context";
import type { TDatabase } from "../db/client";
import { companies, jobs, loginAttempts, resumes, sessions, users } from "../db/schema";
import { createClient, type createTestApp } from "./test-app";

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TClient = ReturnType<typeof createClient>;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** An e-mail no other test uses, so tests in one file do not depend on each other. */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.com`;
}

/** A valid body for POST /api/auth/register of a job seeker. */
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

/** The company part of a company's registration. */
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

/** A valid body for POST /api/auth/register of a company account with its company. */
export function companyInput(
  overrides: Record<string, unknown> = {},
  company: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    email: uniqueEmail("company"),
    password: "correct-horse",
    firstName: "Wile",
    lastName: "Coyote",
    acceptTerms: true,
    userType: "company",
    company: companyDetails(company),
    ...overrides,
  };
}

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

/** A complete, valid body for POST /api/jobs and PUT /api/jobs/{id} (the posting form's state). */
export function jobPostingInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: "",
    companyEmail: "jobs@acme.example",
    jobTitle: "Robot Whisperer",
    jobType: "Full-time",
    country: "Germany",
    city: "Berlin",
    workType: "hybrid",
    salaryMin: 60000,
    salaryMax: 80000,
    description: "Teach our robots to listen.",
    requirements: "3+ years with robots\n\nPatience",
    benefits: ["Oil on Fridays"],
    urgent: false,
    ...overrides,
  };
}

/** The keys of a user as the API answers it. */
export const USER_JSON_KEYS = [
  "createdAt",
  "email",
  "emailVerified",
  "firstName",
  "id",
  "isVerified",
  "lastName",
  "profileImageUrl",
  "role",
  "userType",
];

/** A job as a test describes it: any column, and its dates relative to now. */
export type TJobFixture = Partial<typeof jobs.$inferInsert> & {
  /** Hours before now the job was posted (default 1); createdAt, when given, wins. */
  ageHours?: number;
  /** Hours from now until the listing ends (default 24 * 20); expiresAt, when given, wins. */
  expiresInHours?: number;
};

/**
 * Inserts jobs in one statement, so a test can write thousands: an active, open-ended on-site job
 * in New York unless the fixture says otherwise, salaries in their currency with the USD columns
 * derived.
 */
export async function insertJobs(db: TDatabase, fixtures: TJobFixture[], now = new Date()): Promise<number[]> {
  if (fixtures.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      fixtures.map(({ ageHours = 1, expiresInHours = 20 * 24, ...fixture }) => {
        const currency = fixture.currency ?? "USD";
        const salaryMin = fixture.salaryMin ?? null;
        const salaryMax = fixture.salaryMax ?? null;
        const country = fixture.country ?? "United States";
        const city = fixture.city === undefined ? "New York" : fixture.city;
        return {
          title: "Software Engineer",
          company: "Acme Fixtures",
          companyId: null,
          description: "A role on a friendly team.",
          requirements: [],
          location: `${city ?? "Anywhere"}, ${country}`,
          workType: "onsite" as const,
          status: "active" as const,
          createdAt: new Date(now.getTime() - ageHours * HOUR_MS),
          expiresAt: new Date(now.getTime() + expiresInHours * HOUR_MS),
          ...fixture,
          country,
          city,
          salaryMin,
          salaryMax,
          currency,
          salaryMinUsd: salaryMin === null ? null : toUsd(salaryMin, currency),
          salaryMaxUsd: salaryMax === null ? null : toUsd(salaryMax, currency),
        };
      }),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function insertJob(db: TDatabase, fixture: TJobFixture = {}, now = new Date()): Promise<number> {
  const [id] = await insertJobs(db, [fixture], now);
  return id;
}

/** A company profile written as given (no account): what is not given stays empty. */
export async function insertCompany(db: TDatabase, values: typeof companies.$inferInsert): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row.id;
}

export async function countRows(context: Pick<TAppContext, "db">) {
  const [[userCount], [companyCount], [sessionCount], [attemptCount], [resumeCount]] = await Promise.all([
    context.db.select({ n: count() }).from(users),
    context.db.select({ n: count() }).from(companies),
    context.db.select({ n: count() }).from(sessions),
    context.db.select({ n: count() }).from(loginAttempts),
    context.db.select({ n: count() }).from(resumes),
  ]);
  return {
    users: userCount.n,
    companies: companyCount.n,
    sessions: sessionCount.n,
    loginAttempts: attemptCount.n,
    resumes: resumeCount.n,
  };
}

/**
 * A client signed in through the API, as a browser on the site is: it keeps the session cookie
 * and sends the site's own Origin. `user` is the account as the API answered it.
 */
async function signedInClient(harness: TTestApp, input: Record<string, unknown>) {
  const origin = new URL(harness.context.env.PUBLIC_URL).origin;
  const client = createClient(harness.app, { headers: { origin } });
  const registered = await client.post("/api/auth/register", input);
  expect(registered.status, registered.text).toBe(201);
  return Object.assign(client, { user: registered.json });
}

export type TSignedInClient = Awaited<ReturnType<typeof signedInClient>>;

export function signedInSeeker(harness: TTestApp, overrides: Record<string, unknown> = {}): Promise<TSignedInClient> {
  return signedInClient(harness, seekerInput(overrides));
}

/** A company account with its company row. */
export function signedInCompany(
  harness: TTestApp,
  overrides: Record<string, unknown> = {},
  company: Record<string, unknown> = {},
): Promise<TSignedInClient> {
  return signedInClient(harness, companyInput(overrides, company));
}

/** A job seeker promoted to administrator in the database (the session reads the role per request). */
export async function signedInAdmin(harness: TTestApp): Promise<TSignedInClient> {
  const client = await signedInSeeker(harness);
  await harness.context.db.update(users).set({ role: "admin" }).where(eq(users.id, client.user.id));
  client.user.role = "admin";
  return client;
}

/** A resume created through the API by this client; its id. */
export async function createResumeAs(client: TClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await client.post("/api/resumes", resumeInput(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.id as number;
}
