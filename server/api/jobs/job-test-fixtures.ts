import { toUsd } from "@common/money";
import type { TDatabase } from "../../db/client";
import { companies, jobs } from "../../db/schema";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface TJobFixture {
  title: string;
  company?: string;
  companyId?: number | null;
  description?: string;
  requirements?: string[];
  country?: string;
  city?: string | null;
  location?: string;
  workType?: "remote" | "hybrid" | "onsite";
  salaryMin?: number | null;
  salaryMax?: number | null;
  currency?: string;
  status?: "draft" | "active" | "paused" | "closed" | "expired";
  /** Hours before now the job was posted (default 1). */
  ageHours?: number;
  /** Hours from now until the listing ends (default 24 * 20). */
  expiresInHours?: number;
}

/** Inserts jobs as written (salaries in their currency, USD columns derived), in one statement. */
export async function insertJobs(db: TDatabase, fixtures: TJobFixture[], now = new Date()): Promise<number[]> {
  if (fixtures.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      fixtures.map((fixture) => {
        const currency = fixture.currency ?? "USD";
        const salaryMin = fixture.salaryMin ?? null;
        const salaryMax = fixture.salaryMax ?? null;
        const country = fixture.country ?? "United States";
        const city = fixture.city === undefined ? "New York" : fixture.city;
        return {
          title: fixture.title,
          company: fixture.company ?? "Acme Fixtures",
          companyId: fixture.companyId ?? null,
          description: fixture.description ?? "A role on a friendly team.",
          requirements: fixture.requirements ?? [],
          country,
          city,
          location: fixture.location ?? `${city ?? "Anywhere"}, ${country}`,
          workType: fixture.workType ?? "onsite",
          salaryMin,
          salaryMax,
          currency,
          salaryMinUsd: salaryMin === null ? null : toUsd(salaryMin, currency),
          salaryMaxUsd: salaryMax === null ? null : toUsd(salaryMax, currency),
          status: fixture.status ?? "active",
          createdAt: new Date(now.getTime() - (fixture.ageHours ?? 1) * HOUR_MS),
          expiresAt: new Date(now.getTime() + (fixture.expiresInHours ?? 20 * 24) * HOUR_MS),
        };
      }),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function insertCompany(
  db: TDatabase,
  values: { name: string; size?: string | null; logoUrl?: string | null; description?: string },
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name: values.name,
      size: values.size ?? null,
      logoUrl: values.logoUrl ?? null,
      description: values.description ?? `${values.name} builds things.`,
      website: `https://${values.name.toLowerCase().replace(/\W+/g, "")}.example.com`,
      industry: "Technology",
      country: "United States",
      city: "New York",
    })
    .returning({ id: companies.id });
  return row.id;
}
