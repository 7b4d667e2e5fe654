import { asc, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { demoPassword, type TSeedContext } from "../../db/seed/seed-demo";
import type { TDemoSignIns } from "../../lib/startup-message";

/**
 * One job seeker's and every company's demo sign-in, oldest first; null when the database holds
 * no demo account (startupMessage words them). A password set through DEMO_PASSWORD is never given back.
 */
export async function findDemoSignIns(context: TSeedContext): Promise<TDemoSignIns | null> {
  const demoUsers = await context.db
    .select({ email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.id));
  const seeker = demoUsers.find((user) => user.userType === "jobseeker");
  const companyEmails = demoUsers.filter((user) => user.userType === "company").map((user) => user.email);
  if (!seeker && companyEmails.length === 0) return null;
  const { password, isDefault } = demoPassword(context);
  return { seekerEmail: seeker?.email ?? null, companyEmails, defaultPassword: isDefault ? password : null };
}
