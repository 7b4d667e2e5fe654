// PUT /api/admin/adsense/settings: the ad settings an administrator saves, as three runtime
// settings (adsensePublisherId, adsenseEnabled, adsenseLayout). Everything is checked before
// anything is written: a part an environment variable sets is read-only (a changed value is a
// 409 naming the field, as Settings > General answers; the same value passes), and ads are not
// enabled without a publisher ID. The audit log records who changed which parts.
import { isDeepStrictEqual } from "node:util";
import type { TActor } from "@common/auth/permissions";
import type { TAdsenseSettings, TAdsenseSettingsValues } from "@common/monetization/adsense";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { readAdSettings } from "./read-ad-settings";

/** The body's fields, grouped by the runtime setting that stores them. */
const LAYOUT_FIELDS = ["autoAds", "adUnits", "privacySettings"] as const;
type TField = "publisherId" | "enabled" | (typeof LAYOUT_FIELDS)[number];

const SET_BY_ENVIRONMENT = "adminSettingsApi.errors.setByEnvironment";

export async function saveAdSettings(
  context: TAppContext,
  options: { admin: TActor; values: TAdsenseSettingsValues; request: TAuditRequest },
): Promise<TAdsenseSettings> {
  const { values } = options;
  const current = await readAdSettings(context);
  const changed = (field: TField) => !isDeepStrictEqual(values[field], current[field]);

  const locked: TField[] = [
    ...(current.lockedByEnv.publisherId ? (["publisherId"] as const) : []),
    ...(current.lockedByEnv.enabled ? (["enabled"] as const) : []),
    ...(current.lockedByEnv.layout ? LAYOUT_FIELDS : []),
  ].filter(changed);
  if (locked.length) {
    throw new AppError(
      "CONFLICT",
      SET_BY_ENVIRONMENT,
      Object.fromEntries(locked.map((field) => [field, SET_BY_ENVIRONMENT])),
    );
  }
  // Ads shown with no publisher ID would be no ads at all: the administrator is told to give one.
  if (!current.lockedByEnv.enabled && values.enabled && values.publisherId === "") {
    throw new AppError("BAD_REQUEST", "monetizationApi.validation.publisherIdRequired", {
      publisherId: "monetizationApi.validation.publisherIdRequired",
    });
  }

  const fields = (["publisherId", "enabled", ...LAYOUT_FIELDS] as const).filter(changed);
  if (!fields.length) return current;

  if (!current.lockedByEnv.publisherId && changed("publisherId")) {
    if (values.publisherId === "") await context.settings.clear("adsensePublisherId");
    else await context.settings.set("adsensePublisherId", values.publisherId);
  }
  if (!current.lockedByEnv.enabled && changed("enabled")) {
    await context.settings.set("adsenseEnabled", values.enabled);
  }
  if (!current.lockedByEnv.layout && LAYOUT_FIELDS.some(changed)) {
    const { autoAds, adUnits, privacySettings } = values;
    await context.settings.set("adsenseLayout", { autoAds, adUnits, privacySettings });
  }

  const saved = await readAdSettings(context);
  await recordAuditEvent(context, {
    event: "admin.adsense-settings-changed",
    userId: options.admin.id,
    ...options.request,
    detail: { fields, enabled: saved.enabled, live: saved.live },
  });
  return saved;
}
