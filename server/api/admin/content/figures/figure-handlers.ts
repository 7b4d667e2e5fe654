// /api/admin/content/figures: the marketing figures, each editable and hideable.
import type { Context } from "hono";
import { ZFigureChangeSchema } from "@common/site/figure-change";
import { isFigureKey } from "@common/site/figures";
import type { THonoEnv } from "../../../../context";
import { AppError } from "../../../../lib/app-error";
import { requireAdmin } from "../../../../lib/guards";
import { parseJsonBody } from "../../../../lib/validation";
import { changeFigure, listAdminFigures } from "../../../../services/site/figures/admin-figures";

/** GET: every figure with where it appears, its default texts and its change. */
export async function listFiguresHandler(c: Context<THonoEnv>) {
  return c.json(await listAdminFigures(c.get("app"), { t: c.get("t") }));
}

/** PUT /{key} {value: string|null, label: string|null, hidden}: the figure as it now is; unknown key 404. */
export async function changeFigureHandler(c: Context<THonoEnv>) {
  const admin = requireAdmin(c);
  const key = c.req.param("key");
  if (!isFigureKey(key)) throw new AppError("NOT_FOUND", "contentApi.errors.figures.notFound");
  const change = await parseJsonBody(c, ZFigureChangeSchema);
  return c.json(
    await changeFigure(c.get("app"), {
      admin,
      key,
      change,
      request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
      t: c.get("t"),
    }),
  );
}
