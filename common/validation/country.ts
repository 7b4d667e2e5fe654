import { z } from "zod";
import { getCountry, type TCountry } from "../locations";

// One rule for countries in every body and query: one of the supported countries, by name or
// ISO code in any case ("Morocco", "MA", "ma"). The schema hands the service the form it stores:
// the name (jobs, accounts, companies) or the code (job-seeker profiles).

type TStoredAs = "name" | "code";

const INVALID = "validation.invalidOption";

/** The supported country `value` names, in the stored form, or a "validation.invalidOption" issue. */
function toStored(value: string, storedAs: TStoredAs, context: z.RefinementCtx): string {
  const country: TCountry | undefined = getCountry(value);
  if (!country) {
    context.addIssue({ code: "custom", message: INVALID });
    return z.NEVER;
  }
  return storedAs === "name" ? country.name : country.code;
}

const text = (message: (input: unknown) => string) => z.string({ error: (issue) => message(issue.input) }).trim();

/** A country that must be given. */
export const requiredCountry = (storedAs: TStoredAs = "name") =>
  text((input) => (input === undefined ? "validation.required" : INVALID))
    .min(1, "validation.required")
    .transform((value, context) => toStored(value, storedAs, context));

/** A country that may be absent or blank (undefined). */
export const optionalCountry = (storedAs: TStoredAs = "name") =>
  text(() => INVALID)
    .transform((value, context) => (value ? toStored(value, storedAs, context) : undefined))
    .optional();

/** A whole-record field: absent, null or blank is no country (null). */
export const nullableCountry = (storedAs: TStoredAs = "name") =>
  text(() => INVALID)
    .nullish()
    .transform((value, context) => (value ? toStored(value, storedAs, context) : null));

/** A PATCH's field: absent keeps what is stored (undefined); null or blank clears it (null). */
export const clearableCountry = (storedAs: TStoredAs = "name") =>
  z
    .union([z.null(), z.string({ error: INVALID }).trim()], { error: INVALID })
    .optional()
    .transform((value, context) =>
      value === undefined ? undefined : value ? toStored(value, storedAs, context) : null,
    );

/** The ISO code answers give beside a country's name (`countryCode`); null for no supported country. */
export function countryCodeOf(nameOrCode: string | null | undefined): string | null {
  return getCountry(nameOrCode)?.code ?? null;
}

/** A stored country (name or code) as every answer gives it: its name and `countryCode`. */
export function countryFields(nameOrCode: string | null | undefined): {
  country: string | null;
  countryCode: string | null;
} {
  const country = getCountry(nameOrCode);
  return country
    ? { country: country.name, countryCode: country.code }
    : { country: nameOrCode ?? null, countryCode: null };
}
