import { eq } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { companies, type TUserRow } from "../../db/schema";

/** The user JSON of the API contract: never the password hash. */
export async function toPublicUser(context: TAppContext, row: TUserRow): Promise<TPublicUser> {
  const user: TPublicUser = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    userType: row.userType,
    role: row.role,
    isVerified: row.isVerified,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.userType === "company") {
    const [company] = await context.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.userId, row.id))
      .limit(1);
    user.companyName = company?.name ?? row.lastName;
  }
  return user;
}
