import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { getPublicCompany } from "../../services/companies/public-company";

/**
 * GET /api/companies/{id}: a company's public profile and its listed jobs, for anyone (like its
 * page /companies/{id}-{slug}); an id that names no company ("abc", 0, unknown) is a 404.
 */
export async function getCompanyHandler(c: Context<THonoEnv>) {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  return c.json(await getPublicCompany(c.get("app"), { id }));
}
