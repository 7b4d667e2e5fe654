import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireSeeker } from "../../lib/guards";
import { getJobSeekerProfile } from "../../services/job-seeker-profile/job-seeker-profile";

/** The signed-in job seeker's profile, its years of experience, the card employers see and their resumes. */
export async function getJobSeekerProfileHandler(c: Context<THonoEnv>) {
  const user = requireSeeker(c, "seekerProfile.seekersOnly");
  return c.json(await getJobSeekerProfile(c.get("app"), { user }));
}
