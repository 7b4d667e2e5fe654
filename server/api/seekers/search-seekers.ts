import type { Context } from "hono";
import { ZSeekerSearchQuerySchema } from "@common/seekers/schemas";
import type { THonoEnv } from "../../context";
import { parseQuery } from "../../lib/validation";
import { searchSeekers } from "../../services/seekers/search-seekers";

/** GET /api/seekers: cards for a company or an administrator, `{total}` alone signed out, 403 for a job seeker. */
export async function searchSeekersHandler(c: Context<THonoEnv>) {
  const query = parseQuery(c, ZSeekerSearchQuerySchema);
  return c.json(await searchSeekers(c.get("app"), { user: c.get("currentUser") ?? null, query }));
}
