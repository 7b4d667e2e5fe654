import { eq } from "drizzle-orm";
import type { TPublicUser, TRegister } from "@common/auth/schemas";
import type { TLanguage } from "@common/i18n";
import type { TAppContext } from "../../context";
import { companies, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { rememberSignInAddress } from "./authenticate";
import { queueVerificationMail } from "./email-verification";
import { toPublicUser } from "./public-user";
import { reserveRegistration } from "./registration-limit";

/**
 * Creates a job-seeker or company account (and its company profile) in one transaction. With
 * `request` (a sign-up from the site) the address's registration limit applies, checked before
 * anything else (the password is not hashed, and whether the e-mail is taken is not told, past
 * it), the account's creation is written to the audit log, and the welcome mail with its
 * verification link is queued.
 */
export async function registerUser(
  context: TAppContext,
  options: {
    input: TRegister;
    isDemo?: boolean;
    request?: TAuditRequest & { ipAddress: string };
    /** The language of the request that signs up: the account's site and mail language. */
    language?: TLanguage;
  },
): Promise<TPublicUser> {
  const { input, request } = options;
  const reservation = request ? await reserveRegistration(context, request) : undefined;
  let user: TPublicUser;
  try {
    user = await createAccount(context, { input, isDemo: options.isDemo ?? false, language: options.language ?? "en" });
  } catch (error) {
    await reservation?.release();
    throw error;
  }
  if (request) {
    // Sign-up opens a session: the address counts as one the owner signed in from.
    await rememberSignInAddress(context, { userId: user.id, ipAddress: request.ipAddress });
    await recordAuditEvent(context, { event: "registration", userId: user.id, email: user.email, ...request });
    await queueVerificationMail(context, { user });
  }
  return user;
}

async function createAccount(
  context: TAppContext,
  options: { input: TRegister; isDemo: boolean; language: TLanguage },
) {
  const { input } = options;
  const [existing] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new AppError("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" });

  const passwordHash = await hashPassword(input.password);
  const company = input.userType === "company" ? input.company : undefined;
  const row = await context.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName ?? "",
        userType: input.userType,
        language: options.language,
        location: input.location ?? null,
        country: input.country ?? company?.country ?? null,
        city: input.city ?? company?.city ?? null,
        termsAcceptedAt: new Date(),
        isDemo: options.isDemo,
      })
      .returning();
    if (company) {
      await tx.insert(companies).values({
        userId: user.id,
        name: company.name,
        website: company.website ?? null,
        industry: company.industry ?? null,
        size: company.size ?? null,
        description: company.description ?? null,
        contactName: company.contactName,
        contactTitle: company.contactTitle ?? null,
        country: company.country ?? null,
        city: company.city ?? null,
        isDemo: options.isDemo,
      });
    }
    return user;
  });
  return toPublicUser(context, row);
}
