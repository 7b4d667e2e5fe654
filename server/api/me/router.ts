import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { changePasswordHandler } from "./change-password";
import { deleteAccountHandler } from "./delete-account";
import { exportAccountDataHandler } from "./export-account-data";
import { getAccountSettingsHandler } from "./get-account-settings";
import { getJobSeekerProfileHandler } from "./get-job-seeker-profile";
import { getMarketInsightsHandler } from "./get-market-insights";
import { removeAvatarHandler } from "./remove-avatar";
import { updateJobSeekerProfileHandler } from "./update-job-seeker-profile";
import { updateNotificationPreferencesHandler } from "./update-notification-preferences";
import { updateProfileHandler } from "./update-profile";
import { uploadAvatarHandler } from "./upload-avatar";

/** The signed-in user's own account (/settings). */
export function createMeRouter() {
  return new Hono<THonoEnv>()
    .get("/", getAccountSettingsHandler)
    .patch("/", updateProfileHandler)
    .delete("/", deleteAccountHandler)
    .get("/export", exportAccountDataHandler)
    .post("/password", changePasswordHandler)
    .put("/notifications", updateNotificationPreferencesHandler)
    .get("/profile", getJobSeekerProfileHandler)
    .put("/profile", updateJobSeekerProfileHandler)
    .get("/insights", getMarketInsightsHandler)
    .post("/avatar", uploadAvatarHandler)
    .delete("/avatar", removeAvatarHandler);
}
