import { fromJsonResume, JsonResumeError, toJsonResume } from "./json-resume-mapping";
import type { TResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { findReadableResume, type TResumeUser } from "./resume-access";
import { toResume } from "./to-saved-resume";

/** One readable resume as a JSON Resume document (https://jsonresume.org). */
export async function exportJsonResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<Record<string, unknown>> {
  return toJsonResume(toResume(await findReadableResume(context, options)));
}

/**
 * A JSON Resume document read into the builder's form values, and the parts that had no
 * place in them. Nothing is saved: the person checks the draft and saves it through the form.
 */
export function importJsonResume(options: { document: unknown }): { draft: TResume; unmapped: string[] } {
  try {
    return fromJsonResume(options.document);
  } catch (error) {
    // The mapper throws JsonResumeError only; anything else is a bug and stays a 500.
    if (!(error instanceof JsonResumeError)) throw error;
    throw new AppError("BAD_REQUEST", error.key, { body: error.key });
  }
}
