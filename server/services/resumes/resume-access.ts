import { eq } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";

export type TResumeUser = Pick<TPublicUser, "id" | "userType" | "role">;
export type TResumeRow = typeof resumes.$inferSelect;

export function resumeNotFound() {
  return new AppError("NOT_FOUND", "resumes.errors.notFound");
}

/**
 * Resumes belong to job seekers. A company account is refused with a
 * sentence saying why, rather than an empty list that looks like a bug.
 */
export function assertCanKeepResumes(user: Pick<TPublicUser, "userType">): void {
  assertPermitted(permissions.keepResumes(user), "resumes.errors.seekersOnly");
}

/**
 * The routes that name a resume: a company account keeps none, so it is refused whatever the id
 * or the body says (which then reveals nothing).
 */
export function assertMayUseResumeRoutes(user: Pick<TPublicUser, "userType" | "role">): void {
  assertPermitted(permissions.useResumeRoutes(user), "resumes.errors.seekersOnly");
}

/**
 * A resume the user may read: their own, or anyone's for an administrator. Another user's
 * resume is NOT_FOUND, not FORBIDDEN, so ids do not reveal which resumes exist; a company is
 * FORBIDDEN whatever the id.
 */
export async function findReadableResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<TResumeRow> {
  const { user, id } = options;
  assertMayUseResumeRoutes(user);
  if (!isDatabaseId(id)) throw resumeNotFound();
  const [row] = await context.db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
  if (!row || !permissions.readResume(user, row.userId)) throw resumeNotFound();
  return row;
}

/**
 * A resume the user may change: only their own. An administrator may read other users'
 * resumes, so for them the resume's existence is no secret and the refusal says why.
 */
export async function findOwnResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<TResumeRow> {
  const row = await findReadableResume(context, options);
  assertPermitted(permissions.changeResume(options.user, row.userId), "resumes.errors.adminReadOnly");
  return row;
}
