// Jobs inserted straight into the database for the saved-jobs and page tests (imported by
// *.test.ts only).
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertJob(
  context: Pick<TAppContext, "db">,
  overrides: Partial<typeof jobs.$inferInsert> = {},
): Promise<number> {
  const [row] = await context.db
    .insert(jobs)
    .values({
      title: "Senior TypeScript Engineer",
      company: "Acme Robotics",
      description: "Build the robots that build robots.",
      location: "Berlin, Germany",
      country: "Germany",
      city: "Berlin",
      workType: "hybrid",
      employmentType: "full-time",
      salaryMin: 70_000,
      salaryMax: 90_000,
      currency: "EUR",
      status: "active",
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
      ...overrides,
    })
    .returning({ id: jobs.id });
  return row.id;
}
