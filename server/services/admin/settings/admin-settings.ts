import {
  ADMIN_SETTING_KEYS,
  type TAdminSetting,
  type TAdminSettings,
  type TAdminSettingsUpdate,
} from "@common/admin/settings";
import type { TActor } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import type { TAppContext } from "../../../context";
import { AppError } from "../../../lib/app-error";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

// The console's settings (decision 023): each with where its value comes from; a secret only says
// whether it is set. A setting its environment variable gives is read-only here.

/** The SMTP server of an smtp:// address as host:port, never its user or password. */
function smtpServerOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return null;
  }
}

/** GET /api/admin/settings. */
export async function readAdminSettings(
  context: Pick<TAppContext, "settings" | "env" | "ai">,
  options: { t: TTranslate },
): Promise<TAdminSettings> {
  const settings = await Promise.all(
    ADMIN_SETTING_KEYS.map(async (key): Promise<TAdminSetting> => {
      const { source, envVar, secret, value, hasValue } = await context.settings.describe(key);
      return secret
        ? { key, source, envVar, secret, hasValue: Boolean(hasValue) }
        : { key, source, envVar, secret, ...(value === undefined ? {} : { value: value as string | number }) };
    }),
  );
  await context.ai.refresh?.();
  return {
    settings,
    smtpServer: smtpServerOf(await context.settings.get("smtpUrl")),
    isAppSecretGenerated: !context.env.APP_SECRET,
    assistant: context.ai.kind === "built-in" ? options.t("ai.builtInLabel") : context.ai.label,
  };
}

/**
 * PUT /api/admin/settings: every named setting is checked first (one an environment variable gives
 * is a 409 naming it), then stored or, for null, cleared; the audit log records which settings an
 * administrator changed, never their values.
 */
export async function updateAdminSettings(
  context: TAppContext,
  options: { admin: TActor; update: TAdminSettingsUpdate; request: TAuditRequest; t: TTranslate },
): Promise<TAdminSettings> {
  const keys = ADMIN_SETTING_KEYS.filter((key) => options.update[key] !== undefined);
  const descriptions = await Promise.all(keys.map((key) => context.settings.describe(key)));
  const fixed = descriptions.filter((description) => description.source === "env");
  if (fixed.length) {
    throw new AppError(
      "CONFLICT",
      "adminSettingsApi.errors.setByEnvironment",
      Object.fromEntries(fixed.map((description) => [description.key, "adminSettingsApi.errors.setByEnvironment"])),
    );
  }
  for (const key of keys) {
    const value = options.update[key];
    if (value === null) await context.settings.clear(key);
    else if (value !== undefined) await context.settings.set(key, value as never);
  }
  if (keys.length) {
    await recordAuditEvent(context, {
      event: "admin.settings-changed",
      userId: options.admin.id,
      ...options.request,
      detail: { keys },
    });
  }
  return readAdminSettings(context, { t: options.t });
}
