import type { Context } from "hono";
import type { TIpLocationResponse } from "@common/location/location-detection";
import type { THonoEnv } from "../../context";
import { detectLocationFromIp } from "../../services/location/detect-location-from-ip";

// Public: the sign-up forms use it before there is an account. The answer depends on the
// caller's address, so no shared cache may keep it.
export async function getLocationHandler(c: Context<THonoEnv>) {
  const location = await detectLocationFromIp({ ip: c.get("clientIp") });
  const body: TIpLocationResponse = location ? { source: "ip", ...location } : { source: "none" };
  c.header("Cache-Control", "private, no-store");
  return c.json(body);
}
