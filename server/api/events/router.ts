import { Hono } from "hono";
import { ZPageViewSchema } from "@common/events/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { recordPageView } from "../../platform/events/events";

/** POST /api/events/page-view: the beacon of every page; 202 whether or not it is counted. */
export function createEventsRouter() {
  return new Hono<THonoEnv>().post("/page-view", async (c) => {
    const view = await parseJsonBody(c, ZPageViewSchema);
    await recordPageView(c.get("app"), {
      ...view,
      ipAddress: c.get("clientIp"),
      userAgent: c.req.header("user-agent") ?? "",
      userId: c.get("currentUser")?.id ?? null,
      requestHost: c.req.header("host"),
    });
    return c.body(null, 202);
  });
}
