// Admin > Content > Figures: each marketing figure with where it appears, its default texts (the
// catalogue's, in the administrator's language) and its change; a change replaces the value and
// label as typed, in every language, or hides the figure. Back to the default (both texts null,
// shown) removes the stored row.
import { eq } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import {
  FIGURE_KEYS,
  FIGURE_PLACES,
  SITE_FIGURES,
  type TAdminFigure,
  type TFigureChange,
  type TFigureKey,
} from "@common/site/figures";
import type { TAppContext } from "../../../context";
import { siteFigures } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { recordAuditEvent, type TAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

/** The audit log's event for a change of the site's content (detail: part, action, key). */
const CONTENT_CHANGED: TAuditEvent = "admin.site-content-changed";

function toAdminFigure(key: TFigureKey, change: TFigureChange | undefined, t: TTranslate): TAdminFigure {
  const keys = SITE_FIGURES[key];
  return {
    key,
    place: FIGURE_PLACES[key],
    defaultValue: t(keys.value),
    defaultLabel: keys.label === null ? null : t(keys.label),
    value: change?.value ?? null,
    label: change?.label ?? null,
    hidden: change?.hidden ?? false,
  };
}

/** GET /api/admin/content/figures: every figure, in the order of SITE_FIGURES. */
export async function listAdminFigures(
  context: Pick<TAppContext, "db">,
  options: { t: TTranslate },
): Promise<{ items: TAdminFigure[] }> {
  const rows = await context.db.select().from(siteFigures);
  const byKey = new Map(rows.map((row) => [row.key, { value: row.value, label: row.label, hidden: row.isHidden }]));
  return { items: FIGURE_KEYS.map((key) => toAdminFigure(key, byKey.get(key), options.t)) };
}

/**
 * PUT /api/admin/content/figures/{key}: stores the figure's change (or, back to the default,
 * removes it). A label for a figure that has none is refused, naming `label`.
 */
export async function changeFigure(
  context: TAppContext,
  options: { admin: TActor; key: TFigureKey; change: TFigureChange; request: TAuditRequest; t: TTranslate },
): Promise<TAdminFigure> {
  assertPermitted(permissions.administer(options.admin), "errors.adminsOnly");
  const { key, change } = options;
  if (SITE_FIGURES[key].label === null && change.label !== null) {
    throw new AppError("BAD_REQUEST", "contentApi.errors.figures.noLabel", {
      label: "contentApi.errors.figures.noLabel",
    });
  }
  const isDefault = change.value === null && change.label === null && !change.hidden;
  await context.db.transaction(async (tx) => {
    if (isDefault) await tx.delete(siteFigures).where(eq(siteFigures.key, key));
    else {
      const values = { value: change.value, label: change.label, isHidden: change.hidden, updatedAt: new Date() };
      await tx
        .insert(siteFigures)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: siteFigures.key, set: values });
    }
    await recordAuditEvent(inTransaction(context, tx), {
      event: CONTENT_CHANGED,
      userId: options.admin.id,
      ...options.request,
      detail: { part: "figures", action: isDefault ? "reset" : change.hidden ? "hidden" : "changed", key },
    });
  });
  context.siteContent.invalidate("figures");
  return toAdminFigure(key, isDefault ? undefined : change, options.t);
}
