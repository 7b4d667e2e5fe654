// The page loaders' guards: the same four as the API's (server/lib/guards.ts), on the same rules
// (common/auth/permissions.ts). A page does not throw: it tells the visitor what to do, so a guard
// says "signed-out" or "denied" and the page shows the access page its spec gives it (or
// redirects, as /dashboard does).
import { data, type AppLoadContext } from "react-router";
import { accessFor, type TAccess } from "@common/auth/permissions";

export function requireUser(context: AppLoadContext): TAccess {
  return accessFor(context.currentUser, "user");
}

/** A job seeker's account; an administrator passes only if the account is a job seeker's. */
export function requireSeeker(context: AppLoadContext): TAccess {
  return accessFor(context.currentUser, "seeker");
}

/** A company's account; an administrator passes only if the account is a company's. */
export function requireCompany(context: AppLoadContext): TAccess {
  return accessFor(context.currentUser, "company");
}

export function requireAdmin(context: AppLoadContext): TAccess {
  return accessFor(context.currentUser, "admin");
}

/**
 * A refused page's loader answer: the page shows its access page, with the status an API
 * would answer (401 to sign in first, 403 when signing in would not help).
 */
export function refusePage(access: Exclude<TAccess, "allowed">) {
  return data({ access }, { status: access === "signed-out" ? 401 : 403 });
}
