// The sitemap's company pages: every company with a row has a public page
// (/companies/{id}-{slug}, services/companies/public-company.ts), with or without listed jobs.
import { asc, count } from "drizzle-orm";
import { companyPath } from "@common/companies/company-path";
import type { TAppContext } from "../../context";
import { companies } from "../../db/schema";

/** How many company pages there are: the sitemap's company URLs, in all. */
export async function countCompanyPages(context: Pick<TAppContext, "db">): Promise<number> {
  const [{ total }] = await context.db.select({ total: count() }).from(companies);
  return Number(total);
}

/** Company pages' paths in the order of their ids, one sitemap file's worth. */
export async function listCompanyPagePaths(
  context: Pick<TAppContext, "db">,
  options: { offset: number; limit: number },
): Promise<string[]> {
  const rows = await context.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(companyPath);
}
