import type { TTranslate } from "@common/i18n";
import { RESUME_LIMITS } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { resumes } from "../../db/schema";
import { assertCanKeepResumes, findOwnResume, type TResumeUser } from "./resume-access";
import { toResumeContent } from "./to-saved-resume";

/**
 * "{title} (copy)" in the request's language, the title shortened (never mid-character) so the
 * whole fits the limit.
 */
export function copyTitle(title: string, t: TTranslate): string {
  const suffix = t("resumes.copySuffix");
  const characters = Array.from(title);
  while (characters.join("").length + suffix.length > RESUME_LIMITS.title) characters.pop();
  return `${characters.join("").trimEnd()}${suffix}`;
}

/** Copies one of the user's own resumes; the copy is new (its own id and dates). */
export async function duplicateResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number; t: TTranslate },
): Promise<{ id: number }> {
  const { user, id } = options;
  assertCanKeepResumes(user);
  const original = await findOwnResume(context, { user, id });
  const [row] = await context.db
    .insert(resumes)
    .values({
      userId: user.id,
      title: copyTitle(original.title, options.t),
      template: original.template,
      language: original.language,
      content: toResumeContent(original.content),
    })
    .returning({ id: resumes.id });
  return { id: row.id };
}
