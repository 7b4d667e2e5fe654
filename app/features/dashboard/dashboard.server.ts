import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TResumeSummary } from "@common/resumes/schema";
import { listResumes } from "../../../server/services/resumes/list-resumes";
import { isSignUpSession } from "../../../server/services/auth/session";

/**
 * A first visit: the session this request belongs to is the one registration opened, so the
 * person has not signed in since creating the account ("Welcome", not "Welcome back").
 */
export async function isFirstVisit(context: AppLoadContext): Promise<boolean> {
  const user = context.currentUser;
  if (!user || !context.sessionTokenHash) return false;
  return isSignUpSession(context.app, { tokenHash: context.sessionTokenHash, userCreatedAt: user.createdAt });
}

/** The job seeker's resumes for "My Resumes", the most recently changed first. */
export async function loadMyResumes(context: AppLoadContext): Promise<TResumeSummary[] | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.keepResumes(user)) return undefined;
  return listResumes(context.app, { user });
}

/** What the signed-in home needs besides the saved jobs (the dashboard and / when signed in). */
export async function loadDashboard(context: AppLoadContext) {
  const [resumes, firstVisit] = await Promise.all([loadMyResumes(context), isFirstVisit(context)]);
  return { resumes, isFirstVisit: firstVisit };
}
