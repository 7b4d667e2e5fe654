import type { Context } from "hono";
import { ZSeoConfigurationInputSchema } from "@common/site/seo";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { updateSeoConfiguration } from "../../../services/site/seo/seo-configurations";
import { seoChange, seoIdParam } from "./seo-request";

/** PUT /api/admin/seo/{id}: the whole configuration; answers it as stored. */
export async function updateSeoHandler(c: Context<THonoEnv>) {
  const change = seoChange(c);
  const id = seoIdParam(c);
  const values = await parseJsonBody(c, ZSeoConfigurationInputSchema);
  return c.json(await updateSeoConfiguration(c.get("app"), { ...change, id, values }));
}
