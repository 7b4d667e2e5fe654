import type { Context } from "hono";
import { ZAdsenseSettingsSchema } from "@common/monetization/adsense";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseJsonBody } from "../../../lib/validation";
import { saveAdSettings } from "../../../services/monetization/save-ad-settings";

/** PUT /api/admin/adsense/settings: the whole of the ad settings, checked, then stored; answers them again. */
export async function updateAdsenseSettingsHandler(c: Context<THonoEnv>) {
  const admin = requireAdmin(c);
  const values = await parseJsonBody(c, ZAdsenseSettingsSchema);
  return c.json(
    await saveAdSettings(c.get("app"), {
      admin,
      values,
      request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
    }),
  );
}
