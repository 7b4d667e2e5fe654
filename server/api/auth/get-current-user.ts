import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";

export function getCurrentUser(c: Context<THonoEnv>) {
  return c.json(requireUser(c));
}
