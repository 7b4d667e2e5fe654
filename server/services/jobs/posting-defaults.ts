import { eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TJobPostingAnswer, TPostingDefaults } from "@common/jobs/posting";
import { COUNTRIES, defaultCityFor, getCountry, isCityOf } from "@common/locations";
import { countryCodeOf } from "@common/validation/country";
import type { TAppContext } from "../../context";
import { companies } from "../../db/schema";
import { assertMayPost, findManagedJob, findOwnCompany } from "./managed-job";

/**
 * What /post-job fills in for the poster: the company it posts as (none for an administrator,
 * who names one), the account's e-mail as the contact, and the company's country and city.
 */
export async function getPostingDefaults(
  context: Pick<TAppContext, "db">,
  options: { user: TActor & { email: string } },
): Promise<TPostingDefaults> {
  assertMayPost(options.user);
  const company = await findOwnCompany(context.db, options.user);
  const [place] = company
    ? await context.db
        .select({ country: companies.country, city: companies.city })
        .from(companies)
        .where(eq(companies.id, company.id))
    : [];
  const country = getCountry(place?.country)?.name ?? COUNTRIES[0].name;
  const city = place?.city && isCityOf(country, place.city) ? place.city : defaultCityFor(country);
  return {
    companyName: company?.name ?? null,
    contactEmail: options.user.email,
    country,
    countryCode: countryCodeOf(country),
    city,
  };
}

/**
 * A job's posting as the form edits it, for its company's account or an administrator (anyone
 * else: NOT_FOUND). The contact is the posting's own, else the account's e-mail.
 */
export async function getJobPostingForm(
  context: Pick<TAppContext, "db">,
  options: { user: TActor & { email: string }; id: number },
): Promise<TJobPostingAnswer> {
  const job = await findManagedJob(context.db, options);
  return {
    companyName: job.company,
    companyEmail: job.contactEmail ?? options.user.email,
    jobTitle: job.title,
    jobType: job.employmentType,
    country: job.country,
    countryCode: countryCodeOf(job.country),
    city: job.city ?? defaultCityFor(job.country),
    workType: job.workType,
    salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
    description: job.description,
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    urgent: job.urgent,
  };
}
