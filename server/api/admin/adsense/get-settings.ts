import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { readAdSettings } from "../../../services/monetization/read-ad-settings";

/** GET /api/admin/adsense/settings: the ad settings as they apply now, and which parts the environment sets. */
export async function getAdsenseSettingsHandler(c: Context<THonoEnv>) {
  return c.json(await readAdSettings(c.get("app")));
}
