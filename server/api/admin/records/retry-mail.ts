import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { retryMail } from "../../../services/admin/records/retry-mail";
import { mailIdParam } from "./mail-id";

/** POST /api/admin/outbox/{id}/retry: a failed message queued again; any other is a 409. */
export async function retryMailHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const request = { ipAddress: c.get("clientIp"), requestId: c.get("requestId") };
  return c.json(await retryMail(c.get("app"), { user, id: mailIdParam(c), request }));
}
