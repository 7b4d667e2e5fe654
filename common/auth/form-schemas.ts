import { z } from "zod";
import { ZCompanyProfileSchema, ZNewPasswordSchema, ZRegisterSchema, type TRegisterInput } from "./schemas";

// The sign-up forms' schemas. They reuse the API's field rules (ZRegisterSchema's shape) and
// add only what exists in the browser: the confirmation field, a checkbox that starts
// unticked, and empty <select> answers. ZRegisterSchema carries a refinement, so zod refuses
// .pick() on it; the fields are taken from its shape instead.
const registerFields = ZRegisterSchema.shape;

// A checkbox answers false until ticked; only `true` passes the API rule (spec: required terms).
const ZTermsCheckboxSchema = z.boolean({ error: "validation.acceptTerms" }).pipe(registerFields.acceptTerms);

/** An empty <select> answers "": that means "not chosen" for the optional API enums. */
function blankAsAbsent<TSchema extends z.ZodType>(schema: TSchema) {
  return z.union([z.literal("").transform(() => undefined), schema], { error: "validation.invalidOption" });
}

/** Email, password and first name required; confirmation must match. */
export const ZSeekerRegisterFormSchema = z
  .object({
    firstName: registerFields.firstName,
    lastName: registerFields.lastName,
    email: registerFields.email,
    password: registerFields.password,
    location: registerFields.location,
    acceptTerms: ZTermsCheckboxSchema,
  })
  .extend({
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
    // Compare as soon as both passwords are typed, even while other fields are still invalid,
    // so every problem shows on the first submit.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === "string" && typeof value.confirmPassword === "string" && value.confirmPassword !== ""
      );
    },
  });
export type TSeekerRegisterFormInput = z.input<typeof ZSeekerRegisterFormSchema>;
export type TSeekerRegisterForm = z.output<typeof ZSeekerRegisterFormSchema>;

/**
 * Email, password, company name and contact name required. Company fields
 * are nested under `company` like the API body, so the API's field errors ("company.name")
 * land on the matching inputs unchanged.
 */
export const ZCompanyRegisterFormSchema = z.object({
  company: ZCompanyProfileSchema.extend({
    industry: blankAsAbsent(ZCompanyProfileSchema.shape.industry),
    size: blankAsAbsent(ZCompanyProfileSchema.shape.size),
  }),
  email: registerFields.email,
  password: registerFields.password,
  acceptTerms: ZTermsCheckboxSchema,
});
export type TCompanyRegisterFormInput = z.input<typeof ZCompanyRegisterFormSchema>;
export type TCompanyRegisterForm = z.output<typeof ZCompanyRegisterFormSchema>;

/** Where a detected (or stored) location came from: country and city names. */
export interface TKnownLocation {
  country: string;
  city?: string;
}

/** "City, Country" as the Location field shows it (placeholder "City, Country"). */
export function formatLocation(location: TKnownLocation): string {
  return [location.city, location.country].filter((part) => part && part.trim()).join(", ");
}

/**
 * The /register API body. Country and city are sent only while the Location text is still the
 * detected one: once the person types another place, the detected parts no longer describe it.
 */
export function toSeekerRegisterBody(values: TSeekerRegisterForm, detected: TKnownLocation | null): TRegisterInput {
  const body: TRegisterInput = {
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    acceptTerms: true,
    userType: "jobseeker",
    location: values.location,
  };
  if (detected && values.location && values.location === formatLocation(detected)) {
    body.country = detected.country;
    if (detected.city) body.city = detected.city;
  }
  return body;
}

/**
 * A person's full name as first and last name: the first word, then the rest ("Rana Khoury" is
 * Rana / Khoury, "Ana María de la Cruz" is Ana / María de la Cruz); one word has no last name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The /register-company API body. The account is the contact person's: their own first and last
 * name, taken from the contact name (the company's name belongs to the company, not to them).
 */
export function toCompanyRegisterBody(values: TCompanyRegisterForm): TRegisterInput {
  const { firstName, lastName } = splitFullName(values.company.contactName);
  return {
    email: values.email,
    password: values.password,
    firstName,
    ...(lastName ? { lastName } : {}),
    userType: "company",
    acceptTerms: true,
    company: values.company,
  };
}

/** The company form's fields for API errors about the user record (firstName, lastName). */
export const COMPANY_FORM_FIELD_ALIASES: Readonly<Record<string, string>> = {
  firstName: "company.contactName",
  lastName: "company.contactName",
};

/** /reset-password: the new password twice; the token comes from the link. */
export const ZResetPasswordFormSchema = z
  .object({
    password: ZNewPasswordSchema,
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });
