import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { getCompanyLogo } from "../../services/companies/get-company-logo";

// A name rarely changes: a day in caches spares the database on every list of jobs.
const CACHE_CONTROL = "public, max-age=86400";

/** GET /api/companies/{id}/logo: an SVG image, public (job pages and JSON-LD point at it). */
export async function getCompanyLogoHandler(c: Context<THonoEnv>) {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  const svg = await getCompanyLogo(c.get("app"), { id });
  c.header("Cache-Control", CACHE_CONTROL);
  // Opened on its own, the image may run nothing and load nothing.
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
}
