// schema.org Organization for a company's public page (https://schema.org/Organization; Google's
// logo and organization properties: name, url, logo, sameAs). Pure: the same company gives the
// same object. Every address in it is absolute; one that is not http(s) is left out.
import { absoluteUrl, withoutUndefined } from "../jobs/job-posting-json-ld";
import { COMPANY_SOCIAL_NETWORKS, type TPublicCompany } from "./profile";

/** An absolute http(s) address as it was given, normalised; undefined for a relative path or anything else. */
function externalUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The Organization object for `script:ld+json`; publicUrl without a trailing slash. */
export function buildOrganizationJsonLd(
  company: TPublicCompany,
  options: { publicUrl: string },
): Record<string, unknown> {
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  // The company's own site and its social profiles: the pages that say who it is.
  const sameAs = [
    ...new Set(
      [company.website, ...COMPANY_SOCIAL_NETWORKS.map((network) => company.socialLinks[network])]
        .map(externalUrl)
        .filter((address) => address !== undefined),
    ),
  ];
  const hasAddress = Boolean(company.city || company.countryCode || company.country);
  return withoutUndefined({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: `${publicUrl}${company.path}`,
    logo: absoluteUrl(company.logoUrl, publicUrl),
    description: company.description?.trim() || undefined,
    foundingDate: company.foundedYear !== null ? String(company.foundedYear) : undefined,
    address: hasAddress
      ? withoutUndefined({
          "@type": "PostalAddress",
          addressLocality: company.city ?? undefined,
          addressCountry: company.countryCode ?? company.country ?? undefined,
        })
      : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}
