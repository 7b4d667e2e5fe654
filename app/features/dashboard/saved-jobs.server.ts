import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TJob } from "@common/jobs/schemas";
import { listSavedJobs } from "../../../server/services/saved-jobs/list-saved-jobs";

/** The dashboard's saved jobs: job seekers only (company accounts cannot save jobs). */
export async function loadSavedJobs(context: AppLoadContext): Promise<TJob[] | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.saveJobs(user)) return undefined;
  return listSavedJobs(context.app, { user });
}
