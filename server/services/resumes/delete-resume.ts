import { and, eq } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { findOwnResume, type TResumeUser } from "./resume-access";

/**
 * Deletes one of the user's own resumes. Not idempotent on purpose: a second delete answers
 * NOT_FOUND, as reading it would. Applications keep their own copy.
 */
export async function deleteResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<void> {
  const { user, id } = options;
  await findOwnResume(context, { user, id });
  await context.db.delete(resumes).where(and(eq(resumes.id, id), eq(resumes.userId, user.id)));
}
