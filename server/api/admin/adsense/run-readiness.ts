import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { runReadinessCheck } from "../../../services/monetization/readiness/run-readiness-check";

/**
 * POST /api/admin/adsense/readiness: the live site's fifteen readiness checks, the score and the
 * level (administrators only: the admin router checks). A second request while a check runs gets
 * that run's answer.
 */
export async function runReadinessHandler(c: Context<THonoEnv>) {
  const result = await runReadinessCheck(c.get("app"), {
    renderPage: c.get("renderPage"),
    t: c.get("t"),
    language: c.get("language"),
  });
  return c.json(result);
}
