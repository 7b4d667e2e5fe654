// What the hiring tests share: a company with a job, a seeker with a resume, and applying.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { companies } from "../db/schema";
import {
  createResumeAs,
  insertJob,
  signedInCompany,
  signedInSeeker,
  type TJobFixture,
  type TSignedInClient,
  type TTestApp,
} from "./factories";

export interface THiringCompany {
  client: TSignedInClient;
  companyId: number;
  /** A job of this company's, active unless the fixture says otherwise. */
  job: (fixture?: TJobFixture) => Promise<number>;
}

export async function hiringCompany(
  harness: TTestApp,
  overrides: Record<string, unknown> = {},
): Promise<THiringCompany> {
  const client = await signedInCompany(harness, overrides, { name: "Acme Robotics" });
  const [company] = await harness.context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, client.user.id));
  const job = (fixture: TJobFixture = {}) =>
    insertJob(harness.context.db, {
      companyId: company.id,
      company: "Acme Robotics",
      title: "Robot Whisperer",
      ...fixture,
    });
  return { client, companyId: company.id, job };
}

export async function seekerWithResume(
  harness: TTestApp,
  overrides: Record<string, unknown> = {},
): Promise<TSignedInClient & { resumeId: number }> {
  const client = await signedInSeeker(harness, overrides);
  return Object.assign(client, { resumeId: await createResumeAs(client) });
}

/** The seeker applies to the job with their resume; the application's id. */
export async function applyAs(seeker: TSignedInClient & { resumeId: number }, jobId: number): Promise<number> {
  const response = await seeker.post("/api/applications", { jobId, resumeId: seeker.resumeId });
  expect(response.status, response.text).toBe(201);
  return response.json.id as number;
}
