import { eq, inArray, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { companies, jobs, resumes, users } from "../schema";

export interface TClearDemoOutcome {
  jobs: number;
  resumes: number;
  companies: number;
  users: number;
}

/**
 * Deletes every demo record in one transaction, children first. Rows that people created while
 * signed in to a demo account (a job posted by a demo company, a resume of a demo seeker) go
 * with that account. Real accounts and their data are untouched.
 */
export async function clearDemoData(context: Pick<TAppContext, "db" | "env" | "logger">): Promise<TClearDemoOutcome> {
  return context.db.transaction(async (tx) => {
    const demoUserIds = tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const demoCompanyIds = tx
      .select({ id: companies.id })
      .from(companies)
      .where(or(eq(companies.isDemo, true), inArray(companies.userId, demoUserIds)));

    const deletedJobs = await tx
      .delete(jobs)
      .where(or(eq(jobs.isDemo, true), inArray(jobs.companyId, demoCompanyIds)))
      .returning({ id: jobs.id });
    const deletedResumes = await tx
      .delete(resumes)
      .where(or(eq(resumes.isDemo, true), inArray(resumes.userId, demoUserIds)))
      .returning({ id: resumes.id });
    const deletedCompanies = await tx
      .delete(companies)
      .where(or(eq(companies.isDemo, true), inArray(companies.userId, demoUserIds)))
      .returning({ id: companies.id });
    const deletedUsers = await tx.delete(users).where(eq(users.isDemo, true)).returning({ id: users.id });
    return {
      jobs: deletedJobs.length,
      resumes: deletedResumes.length,
      companies: deletedCompanies.length,
      users: deletedUsers.length,
    };
  });
}
