import { z } from "zod";
import { emptyToUndefined, optionalQueryText } from "../validation/query";
import { adminPageQuery, type TAdminPage } from "./paging";

// The administrator console's Users tab: GET /api/admin/users and its row actions
// (POST /api/admin/users/{id}/role|verify|suspend|reinstate, DELETE /api/admin/users/{id}).

/** The role filter: everyone, job seekers, companies, or administrators (of either kind). */
export const ADMIN_USER_FILTERS = ["all", "jobseeker", "company", "admin"] as const;
export type TAdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const ZAdminUsersQuerySchema = z.object({
  /** Part of the name (first, last or both) or of the e-mail address, in any case. */
  q: optionalQueryText(200),
  role: z.preprocess(
    (value) => emptyToUndefined(value) ?? "all",
    z.enum(ADMIN_USER_FILTERS, { error: "validation.invalidOption" }),
  ),
  ...adminPageQuery,
});
export type TAdminUsersQuery = z.output<typeof ZAdminUsersQuerySchema>;

/** POST /api/admin/users/{id}/role: make the account an administrator (true) or not (false). */
export const ZAdminUserRoleSchema = z.object({
  admin: z.boolean({ error: "validation.invalidOption" }),
});
export type TAdminUserRole = z.output<typeof ZAdminUserRoleSchema>;

/** POST /api/admin/users/{id}/verify: the "Verified" badge (is_verified) on or off; never the e-mail confirmation. */
export const ZAdminUserVerifySchema = z.object({
  verified: z.boolean({ error: "validation.invalidOption" }),
});
export type TAdminUserVerify = z.output<typeof ZAdminUserVerifySchema>;

/** One row of the Users table, display-ready; dates are ISO strings. */
export interface TAdminUser {
  id: number;
  firstName: string;
  lastName: string;
  /** The company's name for a company account, else null. */
  companyName: string | null;
  email: string;
  userType: "jobseeker" | "company";
  role: "user" | "admin";
  /** "E-mail confirmed": the owner opened the link sent to the address (email_verified_at). */
  emailConfirmed: boolean;
  /** "Verified": the badge an administrator gives (is_verified). */
  isVerified: boolean;
  isSuspended: boolean;
  suspendedAt: string | null;
  /** Joined. */
  createdAt: string;
  /** The latest successful sign-in of the audit log, or null if none is kept. */
  lastSignInAt: string | null;
  /** Whether this row is the administrator looking at it (the UI hides actions on oneself). */
  isSelf: boolean;
}

export type TAdminUserList = TAdminPage<TAdminUser>;
