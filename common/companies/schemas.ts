import { z } from "zod";
import { INDUSTRIES } from "../company";
import { optionalCountry } from "../validation/country";

// The companies directory contract (docs/product.md#companies): GET /api/companies and the
// /companies page read the same query.
export const COMPANY_SEARCH_MAX_LENGTH = 200;
export const COMPANY_CITY_MAX_LENGTH = 100;
/** The most companies one answer lists; `total` says how many matched. */
export const COMPANY_DIRECTORY_LIMIT = 100;

// "", "all" and "All" mean no filter: the spec's filters offer "All".
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && (value.trim() === "" || value.trim().toLowerCase() === "all") ? undefined : value;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

const queryText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "validation.invalidText" })
      .trim()
      .max(max, { error: "validation.tooLong" })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: "validation.invalidCharacters" })
      .optional(),
  );

export const ZCompanyDirectoryQuerySchema = z.object({
  /** Words matched against the name or the description; every word must match. */
  search: queryText(COMPANY_SEARCH_MAX_LENGTH),
  industry: z.preprocess(emptyToUndefined, z.enum(INDUSTRIES, { error: "validation.invalidOption" }).optional()),
  /** One of the 29 supported countries, by name or ISO code; answered as the name. */
  country: z.preprocess(emptyToUndefined, optionalCountry()),
  city: queryText(COMPANY_CITY_MAX_LENGTH),
});
export type TCompanyDirectoryQuery = z.output<typeof ZCompanyDirectoryQuerySchema>;
export type TCompanyDirectoryFilter = keyof TCompanyDirectoryQuery;
export const COMPANY_DIRECTORY_FILTERS = [
  "search",
  "industry",
  "country",
  "city",
] as const satisfies readonly TCompanyDirectoryFilter[];

/** A company as the directory shows it. */
export interface TCompanySummary {
  id: number;
  name: string;
  /** An http(s) address or a site path; null when absent or unsafe. */
  logoUrl: string | null;
  /** An http(s) address; null when absent or unsafe. */
  website: string | null;
  industry: string | null;
  size: string | null;
  description: string | null;
  country: string | null;
  /** The country's ISO code; null for none or a country outside the supported list. */
  countryCode: string | null;
  city: string | null;
  /** "City, Country", or whichever of the two is known. */
  location: string | null;
  /** Live jobs: active and not expired. */
  openPositions: number;
}

/** A city that appears in company profiles, for the City filter. */
export interface TCompanyCity {
  country: string;
  countryCode: string | null;
  city: string;
}

export interface TCompanyDirectory {
  /** Most open positions first, then by name; at most COMPANY_DIRECTORY_LIMIT. */
  companies: TCompanySummary[];
  /** How many companies match the filters (may exceed companies.length). */
  total: number;
  /** Every city in company profiles, whatever the filters. */
  cities: TCompanyCity[];
}
