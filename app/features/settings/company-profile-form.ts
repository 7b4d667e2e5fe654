import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  COMPANY_SOCIAL_NETWORKS,
  ZCompanyProfileUpdateSchema,
  type TCompanyOwnProfile,
  type TCompanyProfileUpdate,
  type TCompanyProfileUpdateInput,
  type TCompanySocialLinks,
} from "@common/companies/profile";

// The Company section's form: its controls hold text ("" for nothing chosen), the body PUT
// /api/company/profile takes is built from them, and the one schema checks that body, so the
// form's messages are the server's and land under the same field names ("socialLinks.x").

export interface TCompanyFormValues {
  name: string;
  website: string;
  industry: string;
  size: string;
  country: string;
  city: string;
  description: string;
  foundedYear: string;
  socialLinks: Record<keyof TCompanySocialLinks, string>;
  contactName: string;
  contactTitle: string;
}

export function toFormValues(profile: TCompanyOwnProfile): TCompanyFormValues {
  return {
    name: profile.name,
    website: profile.website ?? "",
    industry: profile.industry ?? "",
    size: profile.size ?? "",
    country: profile.country ?? "",
    city: profile.city ?? "",
    description: profile.description ?? "",
    foundedYear: profile.foundedYear === null ? "" : String(profile.foundedYear),
    socialLinks: Object.fromEntries(
      COMPANY_SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks[network] ?? ""]),
    ) as TCompanyFormValues["socialLinks"],
    contactName: profile.contactName ?? "",
    contactTitle: profile.contactTitle ?? "",
  };
}

/**
 * The body the form's values stand for, as typed (the server trims and completes addresses
 * itself): a select left on its placeholder is null, and so is an empty year; a year that is not
 * a number stays one the schema refuses (NaN); blank text clears its field.
 */
export function toBody(values: TCompanyFormValues): TCompanyProfileUpdateInput {
  const year = values.foundedYear.trim();
  return {
    name: values.name,
    website: values.website,
    industry: (values.industry || null) as TCompanyProfileUpdateInput["industry"],
    size: (values.size || null) as TCompanyProfileUpdateInput["size"],
    country: values.country || null,
    city: values.city,
    description: values.description,
    foundedYear: year === "" ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    socialLinks: { ...values.socialLinks },
    contactName: values.contactName,
    contactTitle: values.contactTitle,
  };
}

const schemaResolver = zodResolver(ZCompanyProfileUpdateSchema);

/** ZCompanyProfileUpdateSchema as the form's resolver, applied to the body the values stand for. */
export const companyProfileResolver: Resolver<TCompanyFormValues, unknown, TCompanyProfileUpdate> = (
  values,
  context,
  options,
) =>
  schemaResolver(toBody(values), context, options as unknown as Parameters<typeof schemaResolver>[2]) as ReturnType<
    Resolver<TCompanyFormValues, unknown, TCompanyProfileUpdate>
  >;
