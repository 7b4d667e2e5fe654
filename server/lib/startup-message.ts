import { asc, eq } from "drizzle-orm";
import { users } from "../db/schema";
import { demoPassword, type TSeedContext } from "../db/seed/seed-demo";

const LOCAL_HOSTS = new Set(["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"]);

/**
 * What `npm start` prints for a person beside its JSON log once the server listens: the address
 * to open and, when the database holds demo data, one job seeker's and one company's sign-in.
 */
export async function startupMessage(context: TSeedContext, port: number): Promise<string> {
  const host = LOCAL_HOSTS.has(context.env.HOST) ? "localhost" : context.env.HOST;
  const lines = [`Hirewise is running at http://${host.includes(":") ? `[${host}]` : host}:${port}`];
  const demoUsers = await context.db
    .select({ email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.id));
  const seeker = demoUsers.find((user) => user.userType === "jobseeker");
  const companies = demoUsers.filter((user) => user.userType === "company");
  if (seeker || companies.length > 0) {
    const { password, isDefault } = demoPassword(context);
    lines.push(`Demo sign-ins, password ${isDefault ? `"${password}"` : "the DEMO_PASSWORD you set"}:`);
    if (seeker) lines.push(`  job seeker  ${seeker.email}`);
    if (companies.length > 0) {
      const others = companies.length - 1;
      lines.push(`  company     ${companies[0].email}${others > 0 ? ` (and ${others} more demo companies)` : ""}`);
    }
  }
  return lines.join("\n");
}
