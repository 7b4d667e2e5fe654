import type { TSavedResume } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { findReadableResume, type TResumeUser } from "./resume-access";
import { toSavedResume } from "./to-saved-resume";

/** One resume: the user's own, or anyone's for an administrator. */
export async function getResume(
  context: Pick<TAppContext, "db">,
  options: { user: TResumeUser; id: number },
): Promise<TSavedResume> {
  return toSavedResume(await findReadableResume(context, options));
}
