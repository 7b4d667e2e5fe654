import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import { listResumes } from "../../../server/services/resumes/list-resumes";

/**
 * What the /skills-assessment page needs to know about its reader: whether the results are kept
 * (a job seeker's), and whether "Find Matching Jobs" can sort by best match (a resume to match).
 */
export async function loadSkillsAssessmentPage(context: AppLoadContext) {
  const user = context.currentUser;
  if (!user || !permissions.keepSkillAssessments(user)) return { canKeep: false, hasResume: false };
  const hasResume = permissions.keepResumes(user) && (await listResumes(context.app, { user })).length > 0;
  return { canKeep: true, hasResume };
}
