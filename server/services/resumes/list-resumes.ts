import { desc, eq, sql } from "drizzle-orm";
import type { TResumeSummary } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { assertCanKeepResumes, type TResumeUser } from "./resume-access";
import { toResumeSummary } from "./to-saved-resume";

/** The user's own resumes, the most recently changed first; the content stays in the database. */
export async function listResumes(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser },
): Promise<TResumeSummary[]> {
  assertCanKeepResumes(options.user);
  const rows = await context.db
    .select({
      id: resumes.id,
      title: resumes.title,
      template: resumes.template,
      language: resumes.language,
      fullName: sql<unknown>`${resumes.content} -> 'personalInfo' ->> 'fullName'`,
      createdAt: resumes.createdAt,
      updatedAt: resumes.updatedAt,
    })
    .from(resumes)
    .where(eq(resumes.userId, options.user.id))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
  return rows.map(toResumeSummary);
}
