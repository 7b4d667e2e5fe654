// schema.org JobPosting for a job page ("Job-posting structured data";
// Google's required and recommended properties:
// https://developers.google.com/search/docs/appearance/structured-data/job-posting).
// Pure: the same job gives the same object. It is only built for jobs that accept
// applications; closed and expired jobs carry no JobPosting, as Google asks.
import type { TTranslate } from "../i18n";
import { companyPath } from "../companies/company-path";
import { getCountry } from "../locations";
import type { TEmploymentType, TJobDetail } from "./schemas";

/** Google's employmentType values for ours; freelance has no value of its own. */
export const SCHEMA_EMPLOYMENT_TYPES = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  freelance: "OTHER",
  internship: "INTERN",
  temporary: "TEMPORARY",
} as const satisfies Record<TEmploymentType, string>;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** A job description's paragraphs: separated by blank lines, trimmed, none empty. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The description as the HTML Google asks for: the text's paragraphs, then requirements and
 * benefits as lists. Every piece of user text is escaped, so it stays text.
 */
export function jobDescriptionHtml(
  job: Pick<TJobDetail, "description" | "requirements" | "benefits">,
  t: TTranslate,
): string {
  const paragraphs = splitParagraphs(job.description).map(
    (paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
  );
  const list = (titleKey: string, items: string[]) => {
    const entries = items.map((item) => item.trim()).filter(Boolean);
    if (!entries.length) return "";
    return `<h3>${escapeHtml(t(titleKey))}</h3><ul>${entries.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  };
  return [
    ...paragraphs,
    list("jobDetail.sections.requirements", job.requirements),
    list("jobDetail.sections.benefits", job.benefits),
  ].join("");
}

/** An http(s) address made absolute against the site (a stored "/uploads/…" path); undefined for anything else. */
export function absoluteUrl(value: string | null | undefined, publicUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, `${publicUrl}/`);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function withoutUndefined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** The JobPosting object for `script:ld+json`, in the page's language; publicUrl without a trailing slash. */
export function buildJobPostingJsonLd(
  job: TJobDetail,
  options: { publicUrl: string; t: TTranslate },
): Record<string, unknown> {
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  const country = getCountry(job.country);
  const countryCode = country?.code ?? job.country;
  const companyName = job.companyProfile?.name ?? job.company;
  const logo = absoluteUrl(job.companyLogo ?? job.companyProfile?.logoUrl, publicUrl);
  const website = absoluteUrl(job.companyProfile?.website, publicUrl);
  const isRemote = job.workType === "remote";
  const salaryEnds = [job.salaryMin, job.salaryMax].map((amount) =>
    amount !== null && amount > 0 ? amount : undefined,
  );
  const [salaryMin, salaryMax] =
    salaryEnds[0] !== undefined && salaryEnds[1] !== undefined && salaryEnds[0] > salaryEnds[1]
      ? [salaryEnds[1], salaryEnds[0]]
      : salaryEnds;
  const hasSalary = salaryMin !== undefined || salaryMax !== undefined;
  const skills = [...new Set(job.skills.map((item) => item.trim()).filter(Boolean))];
  const benefits = job.benefits.map((item) => item.trim()).filter(Boolean);

  return withoutUndefined({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job, options.t),
    identifier: { "@type": "PropertyValue", name: options.t("app.name"), value: String(job.id) },
    datePosted: job.createdAt,
    validThrough: job.expiresAt,
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: withoutUndefined({
      "@type": "Organization",
      name: companyName,
      sameAs: website,
      logo,
      // Its public page, when the job belongs to a company profile.
      url:
        job.companyId !== null && job.companyProfile
          ? `${publicUrl}${companyPath({ id: job.companyId, name: job.companyProfile.name })}`
          : undefined,
    }),
    // Remote jobs name the country applicants must live in; hybrid and on-site jobs the office.
    ...(isRemote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: country?.name ?? job.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: withoutUndefined({
              "@type": "PostalAddress",
              addressLocality: job.city ?? undefined,
              addressCountry: countryCode,
            }),
          },
        }),
    baseSalary: hasSalary
      ? {
          "@type": "MonetaryAmount",
          currency: job.currency,
          value: withoutUndefined({
            "@type": "QuantitativeValue",
            minValue: salaryMin,
            maxValue: salaryMax,
            unitText: "YEAR",
          }),
        }
      : undefined,
    industry: job.companyProfile?.industry ?? undefined,
    // Skill names only; the requirement sentences are in the description.
    skills: skills.length ? skills : undefined,
    jobBenefits: benefits.length ? benefits : undefined,
    // Applicants apply on the job's page here, with a saved resume; an imported job is applied to
    // on the company's site (its applyUrl).
    directApply: job.applyUrl === null,
    url: `${publicUrl}/jobs/${job.id}`,
  });
}
