import { Hono, type Context } from "hono";
import { ZAdminSettingsUpdateSchema } from "@common/admin/settings";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseJsonBody } from "../../../lib/validation";
import { readAdminSettings, updateAdminSettings } from "../../../services/admin/settings/admin-settings";

/** GET /api/admin/settings: each setting with its source; secrets only as set or not. */
async function readSettingsHandler(c: Context<THonoEnv>) {
  return c.json(await readAdminSettings(c.get("app"), { t: c.get("t") }));
}

/** PUT /api/admin/settings: the settings named are stored (null clears one); answers them all again. */
async function updateSettingsHandler(c: Context<THonoEnv>) {
  const admin = requireAdmin(c);
  const update = await parseJsonBody(c, ZAdminSettingsUpdateSchema);
  return c.json(
    await updateAdminSettings(c.get("app"), {
      admin,
      update,
      request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
      t: c.get("t"),
    }),
  );
}

/** The console's settings (mounted at /api/admin). */
export function createAdminSettingsRouter() {
  return new Hono<THonoEnv>().get("/settings", readSettingsHandler).put("/settings", updateSettingsHandler);
}
