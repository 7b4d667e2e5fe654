import type { Context } from "hono";
import { ZJobSeekerProfileSchema } from "@common/job-seeker-profile/schemas";
import type { THonoEnv } from "../../context";
import { requireSeeker } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { updateJobSeekerProfile } from "../../services/job-seeker-profile/job-seeker-profile";

/** Saves the signed-in job seeker's whole profile; answers it as GET does. */
export async function updateJobSeekerProfileHandler(c: Context<THonoEnv>) {
  const user = requireSeeker(c, "seekerProfile.seekersOnly");
  const profile = await parseJsonBody(c, ZJobSeekerProfileSchema);
  return c.json(await updateJobSeekerProfile(c.get("app"), { user, profile }));
}
