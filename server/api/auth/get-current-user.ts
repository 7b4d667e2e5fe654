import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";

export function getCurrentUserHandler(c: Context<THonoEnv>) {
  return c.json(requireUser(c));
}
