import type { TResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { assertCanKeepResumes, type TResumeUser } from "./resume-access";
import { toStoredContent } from "./to-saved-resume";

/** Saves a new resume (already validated by ZResumeSchema) for the user. */
export async function createResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; resume: TResume },
): Promise<{ id: number }> {
  assertCanKeepResumes(options.user);
  const { resume, user } = options;
  const [row] = await context.db
    .insert(resumes)
    .values({ userId: user.id, title: resume.title, template: resume.template, content: toStoredContent(resume) })
    .returning({ id: resumes.id });
  return { id: row.id };
}
