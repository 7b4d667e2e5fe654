// Demo data for a fresh install (server/start.ts runs this when SEED_DEMO says so): companies,
// 400 active jobs over all 29 countries, and job seekers with resumes, most of them visible to
// employers. Every account, company, job and resume is flagged is_demo so `npm run demo:clear` can
// remove exactly these (and what hangs on the accounts).
import { and, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { generatedLogoPath } from "@common/companies/generated-logo";
import { JOB_LISTING_DAYS } from "@common/jobs/schemas";
import { getCountry } from "@common/locations";
import type { TAppContext } from "../../context";

/** What seeding needs of the app context. */
export type TSeedContext = Pick<TAppContext, "db" | "env" | "logger">;
import { hashPassword } from "../../lib/passwords";
import { companies, jobSeekerProfiles, jobs, resumes, users } from "../schema";
import { buildDemoData } from "./build-demo-data";
import { DEMO_EMPLOYER_PROFILES } from "./demo-seekers";

export const DEFAULT_DEMO_PASSWORD = "demo-password-2026";

// Serialises concurrent first starts of several server processes on one PostgreSQL database.
const SEED_ADVISORY_LOCK_KEY = 4_207_260_601;
const INSERT_BATCH_SIZE = 250;

export interface TSeedOutcome {
  seeded: boolean;
  companies: number;
  jobs: number;
  seekers: number;
  revivedJobs: number;
}

export function demoPassword(context: TSeedContext): { password: string; isDefault: boolean } {
  const fromEnv = context.env.DEMO_PASSWORD;
  if (fromEnv) return { password: fromEnv, isDefault: false };
  return { password: DEFAULT_DEMO_PASSWORD, isDefault: true };
}

/**
 * "Empty" means no jobs and no accounts other than administrators: ADMIN_EMAIL creates the
 * first administrator before the seed runs, and a fresh install should still get demo data.
 */
async function isEmptyForDemo(db: TAppContext["db"]): Promise<boolean> {
  const [anyJob] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  if (anyJob) return false;
  const [anyUser] = await db.select({ id: users.id }).from(users).where(ne(users.role, "admin")).limit(1);
  return !anyUser;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Inserts the demo data set when the database is empty; returns what it did. */
export async function seedDemoData(context: TSeedContext, options: { now?: Date } = {}): Promise<TSeedOutcome> {
  const now = options.now ?? new Date();
  const nothing = { seeded: false, companies: 0, jobs: 0, seekers: 0, revivedJobs: 0 };
  if (!(await isEmptyForDemo(context.db))) return nothing;

  const data = buildDemoData({ now });
  // One hash for every demo account: argon2id per account would take seconds.
  const passwordHash = await hashPassword(demoPassword(context).password);

  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_ADVISORY_LOCK_KEY})`);
    if (!(await isEmptyForDemo(tx as unknown as TAppContext["db"]))) return nothing;

    // Made-up addresses (example.com): confirmed, as nobody could open a link sent to them.
    const accountBase = {
      passwordHash,
      isVerified: true,
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      isDemo: true,
    } as const;
    const companyUsers = await tx
      .insert(users)
      .values(
        data.companies.map((company) => ({
          ...accountBase,
          email: company.email,
          firstName: company.contactFirstName,
          lastName: company.contactLastName,
          userType: "company" as const,
          location: `${company.city}, ${company.country}`,
          country: company.country,
          city: company.city,
        })),
      )
      .returning({ id: users.id });

    const companyRows = await tx
      .insert(companies)
      .values(
        data.companies.map((company, index) => ({
          userId: companyUsers[index].id,
          name: company.name,
          website: company.website,
          industry: company.industry,
          size: company.size,
          description: company.description,
          contactName: `${company.contactFirstName} ${company.contactLastName}`,
          contactTitle: company.contactTitle,
          country: company.country,
          city: company.city,
          isDemo: true,
        })),
      )
      .returning({ id: companies.id });
    // Every demo company shows the logo we generate for it (GET /api/companies/{id}/logo).
    for (const { id } of companyRows) {
      await tx
        .update(companies)
        .set({ logoUrl: generatedLogoPath(id) })
        .where(eq(companies.id, id));
    }

    for (const batch of chunks(data.jobs, INSERT_BATCH_SIZE)) {
      await tx.insert(jobs).values(
        batch.map((job) => {
          const { companyIndex, ...fields } = job;
          return {
            ...fields,
            companyId: companyRows[companyIndex].id,
            company: data.companies[companyIndex].name,
            status: "active" as const,
            applicationCount: 0,
            isDemo: true,
          };
        }),
      );
    }

    const seekerUsers = await tx
      .insert(users)
      .values(
        data.seekers.map((seeker) => ({
          ...accountBase,
          email: seeker.email,
          firstName: seeker.firstName,
          lastName: seeker.lastName,
          userType: "jobseeker" as const,
          location: `${seeker.city}, ${seeker.country}`,
          country: seeker.country,
          city: seeker.city,
        })),
      )
      .returning({ id: users.id });
    const seekerResumes = await tx
      .insert(resumes)
      .values(
        data.seekers.map((seeker, index) => ({
          userId: seekerUsers[index].id,
          title: seeker.resumeTitle,
          template: "professional",
          content: seeker.resume as unknown as Record<string, unknown>,
          isDemo: true,
        })),
      )
      .returning({ id: resumes.id });
    // Most demo job seekers are visible to employers, with their resume, in their own city.
    const visibleProfiles = data.seekers.flatMap((seeker, index) => {
      const profile = DEMO_EMPLOYER_PROFILES[seeker.email];
      if (!profile) return [];
      return [
        {
          userId: seekerUsers[index].id,
          visible: true,
          resumeId: seekerResumes[index].id,
          ...profile,
          country: getCountry(seeker.country)?.code ?? null,
          city: seeker.city,
        },
      ];
    });
    if (visibleProfiles.length > 0) await tx.insert(jobSeekerProfiles).values(visibleProfiles);

    return {
      seeded: true,
      companies: data.companies.length,
      jobs: data.jobs.length,
      seekers: data.seekers.length,
      revivedJobs: 0,
    };
  });
}

/**
 * Keeps a demo install from going empty: demo jobs whose 30-day listing has ended are moved
 * forward by whole 30-day periods, which lands them in the last 30 days with the same spread
 * of posting ages. Jobs paused, closed or left as drafts stay as they are.
 */
export async function reviveExpiredDemoJobs(context: TSeedContext, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const lifetime = sql.raw(`interval '${JOB_LISTING_DAYS} days'`);
  const periods = sql`floor(extract(epoch from (${nowValue} - ${jobs.createdAt})) / ${sql.raw(String(JOB_LISTING_DAYS * 86_400))})`;
  const revived = await context.db
    .update(jobs)
    .set({
      createdAt: sql`${jobs.createdAt} + ${periods} * ${lifetime}`,
      expiresAt: sql`${jobs.createdAt} + (${periods} + 1) * ${lifetime}`,
      status: "active",
    })
    .where(and(eq(jobs.isDemo, true), lte(jobs.expiresAt, now), inArray(jobs.status, ["active", "expired"])))
    .returning({ id: jobs.id });
  return revived.length;
}

async function logDemoSignIn(context: TSeedContext, heading: string): Promise<void> {
  const demoUsers = await context.db
    .select({ email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(users.id);
  if (demoUsers.length === 0) return;
  const seekerEmails = demoUsers.filter((user) => user.userType === "jobseeker").map((user) => user.email);
  const companyEmails = demoUsers.filter((user) => user.userType === "company").map((user) => user.email);
  const { password, isDefault } = demoPassword(context);
  const passwordText = isDefault ? `"${password}"` : "the DEMO_PASSWORD you set";
  context.logger.info(
    { seekerEmails, companyEmails: companyEmails.slice(0, 3), companyAccounts: companyEmails.length },
    `${heading}. Sign in as a job seeker (${seekerEmails.join(", ")}) or as a company ` +
      `(${companyEmails.slice(0, 3).join(", ")} and ${Math.max(0, companyEmails.length - 3)} more ` +
      `talent@<company>.example.com accounts) with the password ${passwordText}.`,
  );
}

/** Start-up task: seeds an empty database, otherwise revives expired demo jobs. */
export async function seedDemoDataIfEmpty(context: TSeedContext): Promise<void> {
  const startedAt = performance.now();
  const outcome = await seedDemoData(context);
  if (outcome.seeded) {
    const durationMs = Math.round(performance.now() - startedAt);
    context.logger.info(
      { companies: outcome.companies, jobs: outcome.jobs, seekers: outcome.seekers, durationMs },
      "demo data seeded",
    );
    await logDemoSignIn(context, "Demo data is ready");
    return;
  }
  const revivedJobs = await reviveExpiredDemoJobs(context);
  if (revivedJobs > 0) context.logger.info({ revivedJobs }, "expired demo jobs re-dated into the last 30 days");
  await logDemoSignIn(context, "Demo data is present");
}
