import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { deleteSeoConfiguration } from "../../../services/site/seo/seo-configurations";
import { seoChange, seoIdParam } from "./seo-request";

/** DELETE /api/admin/seo/{id}: { ok: true } once it is gone. */
export async function deleteSeoHandler(c: Context<THonoEnv>) {
  await deleteSeoConfiguration(c.get("app"), { ...seoChange(c), id: seoIdParam(c) });
  return c.json({ ok: true as const });
}
