// Which paths an SEO configuration may name: a page the site serves to visitors. The app's fixed
// pages (app/routes.ts; page-paths.test.ts keeps the two lists together), a job's page while the
// job exists, a company's page (stored at its current /companies/{id}-{slug}) and a published
// content page. Anything else would be a configuration no page ever reads.
import { and, eq, ne } from "drizzle-orm";
import { companyIdFromParam, companyPath } from "@common/companies/company-path";
import { ZIdParamSchema } from "@common/validation/ids";
import type { TAppContext } from "../../../context";
import { companies, jobs } from "../../../db/schema";
import { readPublishedPages } from "../pages/published-pages";

/** The app's pages without parameters, as app/routes.ts names them. */
export const FIXED_PAGE_PATHS = [
  "/",
  "/dashboard",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/unsubscribe",
  "/job-alerts/pause",
  "/register",
  "/register-company",
  "/jobs",
  "/resume-builder",
  "/post-job",
  "/seekers",
  "/companies",
  "/settings",
  "/messages",
  "/skills-assessment",
  "/ai-agent",
  "/admin",
  "/employer-demo",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/** Routes that only redirect (/job-search answers 308 to /jobs): no head of their own to configure. */
export const REDIRECTING_PATHS = ["/job-search"] as const;

const FIXED = new Set<string>(FIXED_PAGE_PATHS);

/**
 * The path as a configuration stores it when a page answers there, else null. A company's page
 * is stored at its current address whichever slug (or none) was given, as its page redirects
 * there.
 */
export async function resolveSeoPagePath(
  context: Pick<TAppContext, "db" | "siteContent">,
  path: string,
): Promise<string | null> {
  if (FIXED.has(path)) return path;
  const segments = path.split("/").slice(1);
  if (segments.length !== 2) return null;
  const [section, param] = segments as [string, string];
  if (section === "jobs") {
    const id = ZIdParamSchema.safeParse(param).data;
    if (id === undefined) return null;
    const [job] = await context.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), ne(jobs.status, "draft")))
      .limit(1);
    return job ? `/jobs/${job.id}` : null;
  }
  if (section === "companies") {
    const id = companyIdFromParam(decodeSegment(param));
    if (id === null) return null;
    const [company] = await context.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, id))
      .limit(1);
    return company ? companyPath(company) : null;
  }
  if (section === "pages") {
    const pages = await readPublishedPages(context);
    return pages.some((page) => page.slug === param) ? path : null;
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
