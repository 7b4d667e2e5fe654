import type { Context } from "hono";
import { ZNewThreadSchema } from "@common/messages/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { startThread } from "../../services/messages/start-thread";

export async function startThreadHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const input = await parseJsonBody(c, ZNewThreadSchema);
  return c.json(await startThread(c.get("app"), { user, input }), 201);
}
