import { and, eq } from "drizzle-orm";
import type { TResume, TSavedResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { findOwnResume, resumeNotFound, type TResumeUser } from "./resume-access";
import { toSavedResume, toStoredContent } from "./to-saved-resume";

/** Replaces the whole of one of the user's own resumes (PUT semantics: no merge, no copy). */
export async function updateResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number; resume: TResume; now?: Date },
): Promise<TSavedResume> {
  const { user, id, resume } = options;
  await findOwnResume(context, { user, id });
  const [row] = await context.db
    .update(resumes)
    .set({
      title: resume.title,
      template: resume.template,
      // Absent, the resume keeps its language (a client that does not know of it changes nothing).
      ...(resume.language ? { language: resume.language } : {}),
      content: toStoredContent(resume),
      updatedAt: options.now ?? new Date(),
    })
    .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
    .returning();
  // Deleted between the look-up and the update.
  if (!row) throw resumeNotFound();
  return toSavedResume(row);
}
