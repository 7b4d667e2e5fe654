import type { Context } from "hono";
import { ZSeoScoreQuerySchema } from "@common/site/seo";
import type { THonoEnv } from "../../../context";
import { parseQuery } from "../../../lib/validation";
import { checkPageScore } from "../../../services/site/seo/check-page-score";

/** GET /api/admin/seo/score?path=/jobs: the page's checks and its score out of 100. */
export async function scoreSeoHandler(c: Context<THonoEnv>) {
  const { path } = parseQuery(c, ZSeoScoreQuerySchema);
  return c.json(await checkPageScore(c.get("app"), { path, renderPage: c.get("renderPage") }));
}
