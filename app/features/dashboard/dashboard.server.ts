import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TResumeSummary } from "@common/resumes/schema";
import { sessions } from "../../../server/db/schema";
import { listResumes } from "../../../server/services/resumes/list-resumes";
import { hashSessionToken, sessionCookieName } from "../../../server/services/auth/session";

// Registration opens the account's first session in the same request that creates the account.
const SIGN_UP_SESSION_MS = 60_000;

/**
 * A first visit: the session this request belongs to is the one registration opened, so the
 * person has not signed in since creating the account ("Welcome", not "Welcome back").
 */
export async function isFirstVisit(context: AppLoadContext, request: Request): Promise<boolean> {
  const user = context.currentUser;
  if (!user) return false;
  const name = sessionCookieName(context.app.env.isHttps);
  const token = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
  if (!token) return false;
  const [session] = await context.app.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(decodeURIComponent(token))))
    .limit(1);
  if (!session) return false;
  return session.createdAt.getTime() - new Date(user.createdAt).getTime() < SIGN_UP_SESSION_MS;
}

/** The job seeker's resumes for "My Resumes", the most recently changed first. */
export async function loadMyResumes(context: AppLoadContext): Promise<TResumeSummary[] | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.keepResumes(user)) return undefined;
  return listResumes(context.app, { user });
}

/** What the signed-in home needs besides the saved jobs (the dashboard and / when signed in). */
export async function loadDashboard(context: AppLoadContext, request: Request) {
  const [resumes, firstVisit] = await Promise.all([loadMyResumes(context), isFirstVisit(context, request)]);
  return { resumes, isFirstVisit: firstVisit };
}
