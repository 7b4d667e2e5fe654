import { eq } from "drizzle-orm";
import type { TPublicUser, TRegister } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { companies, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import { toPublicUser } from "./public-user";

/** Creates a job-seeker or company account (and its company profile) in one transaction. */
export async function registerUser(
  context: TAppContext,
  options: { input: TRegister; isDemo?: boolean },
): Promise<TPublicUser> {
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
        lastName: input.lastName ?? company?.name ?? "",
        userType: input.userType,
        location: input.location ?? null,
        country: input.country ?? company?.country ?? null,
        city: input.city ?? company?.city ?? null,
        termsAcceptedAt: new Date(),
        isDemo: options.isDemo ?? false,
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
        isDemo: options.isDemo ?? false,
      });
    }
    return user;
  });
  return toPublicUser(context, row);
}
