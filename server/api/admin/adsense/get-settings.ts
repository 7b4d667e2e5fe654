import type { Context } from "hono";
import type { THonoEnv } from "../../../context";

// Groundwork: answered for real by the monetization issue's work in progress.
export async function getAdsenseSettingsHandler(c: Context<THonoEnv>) {
  return c.json({ code: "NOT_FOUND" }, 404);
}
