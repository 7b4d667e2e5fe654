import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { changePasswordHandler } from "./change-password";
import { getJobSeekerProfileHandler } from "./get-job-seeker-profile";
import { updateJobSeekerProfileHandler } from "./update-job-seeker-profile";
import { updateNotificationPreferencesHandler } from "./update-notification-preferences";
import { updateProfileHandler } from "./update-profile";

/** The signed-in user's own account (/settings). */
export function createMeRouter() {
  return new Hono<THonoEnv>()
    .patch("/", updateProfileHandler)
    .post("/password", changePasswordHandler)
    .put("/notifications", updateNotificationPreferencesHandler)
    .get("/profile", getJobSeekerProfileHandler)
    .put("/profile", updateJobSeekerProfileHandler);
}
