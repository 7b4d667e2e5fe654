// The API's guards: each takes the Hono context and returns the signed-in user, or throws the
// AppError the error handler answers with 401 (not signed in) or 403 (this kind of user may not).
// The rules are common/auth/permissions.ts's; app/lib/guards.server.ts gives pages the same four.
import type { Context } from "hono";
import { isAdmin, isCompany, isSeeker } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { THonoEnv } from "../context";
import { AppError } from "./app-error";

/**
 * Refuses with 403 and the sentence that says why, unless a rule of the permission module
 * allowed it. Services call it for the rules of their own domain, so every caller of the
 * service (API, page loader, task) gets the same answer.
 */
export function assertPermitted(isAllowed: boolean, messageKey: string): void {
  if (!isAllowed) throw new AppError("FORBIDDEN", messageKey);
}

export function requireUser(c: Context<THonoEnv>): TPublicUser {
  const user = c.get("currentUser");
  if (!user) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  return user;
}

/** A job seeker's account; an administrator passes only if the account is a job seeker's. */
export function requireSeeker(c: Context<THonoEnv>, messageKey = "errors.seekersOnly"): TPublicUser {
  const user = requireUser(c);
  assertPermitted(isSeeker(user), messageKey);
  return user;
}

/** A company's account; an administrator passes only if the account is a company's. */
export function requireCompany(c: Context<THonoEnv>, messageKey = "errors.companiesOnly"): TPublicUser {
  const user = requireUser(c);
  assertPermitted(isCompany(user), messageKey);
  return user;
}

export function requireAdmin(c: Context<THonoEnv>, messageKey = "errors.adminsOnly"): TPublicUser {
  const user = requireUser(c);
  assertPermitted(isAdmin(user), messageKey);
  return user;
}
