import { z } from "zod";
import { COMPANY_SIZES, INDUSTRIES } from "../company";
import { optionalCountry } from "../validation/country";
import { optionalText, requiredString, requiredText } from "../validation/text";
import { optionalWebAddress } from "../validation/web-address";
import { ZCurrentPasswordSchema, ZNewPasswordSchema } from "./password-policy";

// Messages are keys of the message catalog (common/i18n/en.ts): the server answers them in
// English, the forms show them through t().
export { ZNewPasswordSchema };
const SHORT_TEXT_MAX = 100;
const LONG_TEXT_MAX = 2000;

export const ZEmailSchema = z
  .string(requiredString())
  .trim()
  .toLowerCase()
  .min(1, "validation.required")
  .max(254, { error: "validation.tooLong" })
  .pipe(z.email({ error: "validation.invalidEmail" }));

export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: ZCurrentPasswordSchema,
});
export type TLogin = z.infer<typeof ZLoginSchema>;

const USER_TYPE_ALIASES = {
  jobseeker: "jobseeker",
  seeker: "jobseeker",
  company: "company",
  employer: "company",
} as const;

export const ZUserTypeSchema = z
  .enum(["jobseeker", "seeker", "company", "employer"], { error: "validation.invalidUserType" })
  .transform((value) => USER_TYPE_ALIASES[value]);

export const ZCompanyProfileSchema = z.object(
  {
    name: requiredText(SHORT_TEXT_MAX),
    website: optionalWebAddress(2048),
    industry: z.enum(INDUSTRIES, { error: "validation.invalidOption" }).optional(),
    size: z.enum(COMPANY_SIZES, { error: "validation.invalidOption" }).optional(),
    description: optionalText(LONG_TEXT_MAX),
    contactName: requiredText(SHORT_TEXT_MAX),
    contactTitle: optionalText(SHORT_TEXT_MAX),
    country: optionalCountry(),
    city: optionalText(SHORT_TEXT_MAX),
  },
  { error: "validation.invalidValue" },
);
export type TCompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

export const ZRegisterSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    firstName: requiredText(SHORT_TEXT_MAX),
    lastName: optionalText(SHORT_TEXT_MAX),
    acceptTerms: z.literal(true, { error: "validation.acceptTerms" }),
    location: optionalText(200),
    country: optionalCountry(),
    city: optionalText(SHORT_TEXT_MAX),
    userType: ZUserTypeSchema.default("jobseeker"),
    company: ZCompanyProfileSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.userType === "company" && !value.company) {
      context.addIssue({ code: "custom", path: ["company", "name"], message: "validation.required" });
    }
  });
export type TRegisterInput = z.input<typeof ZRegisterSchema>;
export type TRegister = z.output<typeof ZRegisterSchema>;

/** The user as the API answers it (never a password hash). */
export interface TPublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  userType: "jobseeker" | "company";
  role: "user" | "admin";
  isVerified: boolean;
  /** Whether the owner confirmed the e-mail address by the link sent to it. */
  emailVerified?: boolean;
  createdAt: string;
  companyName?: string;
}

/** A single-use token from a link in an e-mail (password reset, e-mail verification). */
const ZEmailLinkTokenSchema = z
  .string(requiredString())
  .trim()
  .min(1, "validation.required")
  .max(200, { error: "accountRecovery.linkInvalid" });

export const ZForgotPasswordSchema = z.object({ email: ZEmailSchema });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z.object({ token: ZEmailLinkTokenSchema, password: ZNewPasswordSchema });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: ZEmailLinkTokenSchema });
export type TVerifyEmail = z.infer<typeof ZVerifyEmailSchema>;
