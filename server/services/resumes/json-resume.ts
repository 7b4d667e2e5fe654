import { isSupportedLanguage } from "@common/i18n";
import type { TResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { userLanguage } from "./create-resume";
import { toJsonResume } from "./json-resume-export";
import { fromJsonResume, JsonResumeError } from "./json-resume-import";
import { findReadableResume, type TResumeUser } from "./resume-access";
import { toResume } from "./to-saved-resume";

/**
 * One readable resume as a JSON Resume document (https://jsonresume.org). Its language goes in
 * `meta.language` (beside `meta.template`), so importing the file again keeps it.
 */
export async function exportJsonResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<Record<string, unknown>> {
  const resume = toResume(await findReadableResume(context, options));
  const document = toJsonResume(resume);
  const meta = typeof document.meta === "object" && document.meta !== null ? document.meta : {};
  return { ...document, meta: { ...meta, language: resume.language } };
}

/**
 * A JSON Resume document read into the builder's form values, and the parts that had no
 * place in them. Nothing is saved: the person checks the draft and saves it through the form.
 * The draft's language is the file's `meta.language` when the site ships it, else the user's;
 * its title is `title` ("Imported {date}"), which tells it from the person's other resumes.
 */
export async function importJsonResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; document: unknown; title: string },
): Promise<{ draft: TResume; unmapped: string[] }> {
  let imported: { draft: TResume; unmapped: string[] };
  try {
    imported = fromJsonResume(options.document);
  } catch (error) {
    // The mapper throws JsonResumeError only; anything else is a bug and stays a 500.
    if (!(error instanceof JsonResumeError)) throw error;
    throw new AppError("BAD_REQUEST", error.key, { body: error.key });
  }
  const meta = (options.document as { meta?: unknown }).meta;
  const named = typeof meta === "object" && meta !== null ? (meta as { language?: unknown }).language : undefined;
  const language =
    typeof named === "string" && isSupportedLanguage(named) ? named : await userLanguage(context, options.user.id);
  return { ...imported, draft: { ...imported.draft, title: options.title, language } };
}
