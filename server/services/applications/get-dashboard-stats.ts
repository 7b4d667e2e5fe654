import { eq, sql } from "drizzle-orm";
import type { TDashboardStats } from "@common/applications/schemas";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { applications } from "../../db/schema";

/**
 * The seeker dashboard's tiles (docs/product.md#dashboard), from the user's own applications:
 * Applied counts every application but withdrawn ones; Offers includes hires.
 */
export async function getDashboardStats(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id"> },
): Promise<TDashboardStats> {
  const [row] = await context.db
    .select({
      applied: sql<number>`count(*) filter (where ${applications.status} <> 'withdrawn')`.mapWith(Number),
      reviewing: sql<number>`count(*) filter (where ${applications.status} = 'reviewing')`.mapWith(Number),
      interviews: sql<number>`count(*) filter (where ${applications.status} = 'interview')`.mapWith(Number),
      offers: sql<number>`count(*) filter (where ${applications.status} in ('offer', 'hired'))`.mapWith(Number),
    })
    .from(applications)
    .where(eq(applications.userId, options.user.id));
  return row;
}
