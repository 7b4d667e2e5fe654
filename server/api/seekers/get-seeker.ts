import type { Context } from "hono";
import { ZSeekerProfileQuerySchema } from "@common/seekers/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { getSeeker } from "../../services/seekers/get-seeker";
import { seekerIdParam } from "./seeker-id";

/** GET /api/seekers/{id}?jobId=: one visible candidate, for a company or an administrator. */
export async function getSeekerHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const seekerId = seekerIdParam(c);
  const { jobId } = parseQuery(c, ZSeekerProfileQuerySchema);
  return c.json(await getSeeker(c.get("app"), { user, seekerId, jobId }));
}
