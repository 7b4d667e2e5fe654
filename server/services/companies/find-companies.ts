import { countryCodeOf } from "@common/validation/country";
import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  COMPANY_DIRECTORY_LIMIT,
  type TCompanyCity,
  type TCompanyDirectory,
  type TCompanyDirectoryQuery,
  type TCompanySummary,
} from "@common/companies/schemas";
import { COUNTRY_NAMES } from "@common/locations";
import type { TAppContext } from "../../context";
import { companies, jobs } from "../../db/schema";
import { listedCondition } from "../jobs/listed";
import { containsPattern } from "../../lib/like-pattern";

// Bounds the work one search can ask for: words beyond these add nothing a user means.
const MAX_SEARCH_WORDS = 8;

/** An http(s) address as it was stored; null for anything a link must not point at. */
function httpUrlOrNull(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

function logoUrlOrNull(value: string | null): string | null {
  if (value && value.startsWith("/") && !value.startsWith("//")) return value;
  return httpUrlOrNull(value);
}

function formatLocation(city: string | null, country: string | null): string | null {
  return [city, country].filter((part): part is string => Boolean(part?.trim())).join(", ") || null;
}

/**
 * The companies directory (docs/product.md#companies): real company profiles with the number
 * of listed jobs (services/jobs/listed.ts) of each, counted in the same query; most open
 * positions first, then by name.
 */
export async function findCompanies(
  context: Pick<TAppContext, "db">,
  options: { query: TCompanyDirectoryQuery; now?: Date; limit?: number },
): Promise<TCompanyDirectory> {
  const { query } = options;
  const now = options.now ?? new Date();
  const limit = options.limit ?? COMPANY_DIRECTORY_LIMIT;

  const conditions: SQL[] = [];
  if (query.search) {
    const words = [...new Set(query.search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
    for (const word of words) {
      const pattern = containsPattern(word);
      conditions.push(or(ilike(companies.name, pattern), ilike(companies.description, pattern))!);
    }
  }
  if (query.industry) conditions.push(eq(companies.industry, query.industry));
  if (query.country) conditions.push(eq(companies.country, query.country));
  if (query.city) conditions.push(sql`lower(${companies.city}) = lower(${query.city})`);

  const liveJobs = context.db
    .select({ companyId: jobs.companyId, openPositions: count().as("open_positions") })
    .from(jobs)
    .where(listedCondition(now))
    .groupBy(jobs.companyId)
    .as("live_jobs");
  const openPositions = sql<number>`coalesce(${liveJobs.openPositions}, 0)`.mapWith(Number);

  const [rows, cityRows] = await Promise.all([
    context.db
      .select({
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
        website: companies.website,
        industry: companies.industry,
        size: companies.size,
        description: companies.description,
        country: companies.country,
        city: companies.city,
        openPositions,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(companies)
      .leftJoin(liveJobs, eq(liveJobs.companyId, companies.id))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(sql`${openPositions} desc`, sql`lower(${companies.name})`, asc(companies.id))
      .limit(limit),
    context.db
      .selectDistinct({ country: companies.country, city: companies.city })
      .from(companies)
      .where(and(isNotNull(companies.country), isNotNull(companies.city), sql`trim(${companies.city}) <> ''`)),
  ]);

  const summaries: TCompanySummary[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    countryCode: countryCodeOf(row.country),
    logoUrl: logoUrlOrNull(row.logoUrl),
    website: httpUrlOrNull(row.website),
    location: formatLocation(row.city, row.country),
  }));
  return {
    companies: summaries,
    total: rows[0]?.total ?? 0,
    cities: sortCities(
      (cityRows as { country: string; city: string }[]).map((row) => ({
        ...row,
        countryCode: countryCodeOf(row.country),
      })),
    ),
  };
}

/** Supported countries in the spec's order, others after them; cities alphabetically. */
function sortCities(cities: TCompanyCity[]): TCompanyCity[] {
  const rank = (country: string) => {
    const index = COUNTRY_NAMES.indexOf(country);
    return index === -1 ? COUNTRY_NAMES.length : index;
  };
  return [...cities].sort(
    (a, b) => rank(a.country) - rank(b.country) || a.country.localeCompare(b.country) || a.city.localeCompare(b.city),
  );
}
