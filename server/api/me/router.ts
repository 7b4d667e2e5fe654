import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { changePasswordHandler } from "./change-password";
import { updateNotificationPreferencesHandler } from "./update-notification-preferences";
import { updateProfileHandler } from "./update-profile";

/** The signed-in user's own account (/settings). */
export function createMeRouter() {
  return new Hono<THonoEnv>()
    .patch("/", updateProfileHandler)
    .post("/password", changePasswordHandler)
    .put("/notifications", updateNotificationPreferencesHandler);
}
