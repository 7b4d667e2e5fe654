import type { Context } from "hono";
import { ZSeoConfigurationInputSchema } from "@common/site/seo";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { createSeoConfiguration } from "../../../services/site/seo/seo-configurations";
import { seoChange } from "./seo-request";

/** POST /api/admin/seo: 201 with the configuration. */
export async function createSeoHandler(c: Context<THonoEnv>) {
  const change = seoChange(c);
  const values = await parseJsonBody(c, ZSeoConfigurationInputSchema);
  return c.json(await createSeoConfiguration(c.get("app"), { ...change, values }), 201);
}
