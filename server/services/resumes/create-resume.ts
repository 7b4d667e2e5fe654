import { eq } from "drizzle-orm";
import type { TLanguage } from "@common/i18n";
import type { TResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { resumes, users } from "../../db/schema";
import { assertCanKeepResumes, type TResumeUser } from "./resume-access";
import { toResumeLanguage, toStoredContent } from "./to-saved-resume";

/** The language a user reads the site in: a new resume's, unless it names its own. */
export async function userLanguage(context: Pick<TAppContext, "db">, userId: number): Promise<TLanguage> {
  const [row] = await context.db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return toResumeLanguage(row?.language);
}

/** Saves a new resume (already validated by ZResumeSchema) for the user, in their language unless it names one. */
export async function createResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; resume: TResume },
): Promise<{ id: number }> {
  assertCanKeepResumes(options.user);
  const { resume, user } = options;
  const language = resume.language ?? (await userLanguage(context, user.id));
  const [row] = await context.db
    .insert(resumes)
    .values({
      userId: user.id,
      title: resume.title,
      template: resume.template,
      language,
      content: toStoredContent(resume),
    })
    .returning({ id: resumes.id });
  return { id: row.id };
}
