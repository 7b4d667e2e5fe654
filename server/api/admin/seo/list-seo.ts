import type { Context } from "hono";
import type { TSeoConfigurationList } from "@common/site/seo";
import type { THonoEnv } from "../../../context";
import { listSeoConfigurations } from "../../../services/site/seo/seo-configurations";

/** GET /api/admin/seo: every configuration, by page path. */
export async function listSeoHandler(c: Context<THonoEnv>) {
  const answer: TSeoConfigurationList = { configurations: await listSeoConfigurations(c.get("app")) };
  return c.json(answer);
}
