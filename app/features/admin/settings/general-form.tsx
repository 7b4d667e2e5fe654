import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TAdminSetting, TAdminSettingKey, TAdminSettingsUpdate } from "@common/admin/settings";
import {
  OPERATOR_ADDRESS_MAX,
  OPERATOR_EMAIL_MAX,
  OPERATOR_JURISDICTION_MAX,
  OPERATOR_NAME_MAX,
  SITE_NAME_MAX,
  SITE_TIME_ZONES,
  type TSiteTimeZone,
} from "@common/site/general";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { findSetting, SetByEnv, useSaveSettings, type TSectionProps } from "./setting-field";

/** The General settings this form edits, in the order shown. */
const GENERAL_KEYS = [
  "siteName",
  "siteTimeZone",
  "operatorName",
  "operatorAddress",
  "operatorEmail",
  "operatorJurisdiction",
] as const satisfies readonly TAdminSettingKey[];
type TGeneralKey = (typeof GENERAL_KEYS)[number];
type TValues = Record<TGeneralKey, string>;

/** The spec's names of the four time zones, each stored as its IANA name. */
const TIME_ZONE_LABELS = {
  UTC: "adminSettings.general.timeZones.utc",
  "America/New_York": "adminSettings.general.timeZones.eastern",
  "America/Los_Angeles": "adminSettings.general.timeZones.pacific",
  "Europe/London": "adminSettings.general.timeZones.london",
} as const satisfies Record<TSiteTimeZone, string>;

const FIELDS = {
  siteName: { kind: "text", max: SITE_NAME_MAX, autoComplete: "organization" },
  siteTimeZone: { kind: "select", max: 0, autoComplete: "off" },
  operatorName: { kind: "text", max: OPERATOR_NAME_MAX, autoComplete: "organization" },
  operatorAddress: { kind: "textarea", max: OPERATOR_ADDRESS_MAX, autoComplete: "street-address" },
  operatorEmail: { kind: "email", max: OPERATOR_EMAIL_MAX, autoComplete: "email" },
  operatorJurisdiction: { kind: "text", max: OPERATOR_JURISDICTION_MAX, autoComplete: "off" },
} as const satisfies Record<TGeneralKey, { kind: string; max: number; autoComplete: string }>;

const valueOf = (setting: TAdminSetting) => (setting.value === undefined ? "" : String(setting.value));

/** Changes when a General value does: the form, keyed by it, starts again from the saved values. */
export const generalFormKey = (settings: TSectionProps["settings"]) =>
  JSON.stringify(GENERAL_KEYS.map((key) => [findSetting(settings, key).source, valueOf(findSetting(settings, key))]));

/**
 * What Save sends: each field an administrator changed (and the environment does not set), its
 * text trimmed; an emptied field clears its stored value, and one never stored is left alone.
 */
export function generalUpdate(settings: Record<TGeneralKey, TAdminSetting>, values: TValues): TAdminSettingsUpdate {
  const update: Record<string, string | null> = {};
  for (const key of GENERAL_KEYS) {
    const setting = settings[key];
    const value = values[key].trim();
    if (setting.source === "env" || value === valueOf(setting)) continue;
    if (value) update[key] = value;
    else if (setting.source === "database") update[key] = null;
  }
  return update as TAdminSettingsUpdate;
}

/**
 * Settings > General's form: the site's name and time zone, and who runs the site (the legal
 * pages show it). A field the environment sets is shown disabled with its variable's name.
 */
export function GeneralForm({ settings, onSaved }: Pick<TSectionProps, "settings" | "onSaved">) {
  const { t } = useTranslation();
  const id = useId();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const described = Object.fromEntries(GENERAL_KEYS.map((key) => [key, findSetting(settings, key)])) as Record<
    TGeneralKey,
    TAdminSetting
  >;
  const initial = Object.fromEntries(GENERAL_KEYS.map((key) => [key, valueOf(described[key])])) as TValues;
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<TGeneralKey, string>>>({});
  const { save, isSaving } = useSaveSettings(onSaved);

  function sourceText(setting: TAdminSetting) {
    if (setting.source === "database") return t("adminSettings.source.database");
    if (setting.source === "default") return t("adminSettings.source.default");
    return t("adminSettings.source.unset");
  }

  function field(key: TGeneralKey) {
    const setting = described[key];
    const spec = FIELDS[key];
    const fieldId = `${id}-${key}`;
    const hintId = `${fieldId}-hint`;
    const errorId = `${fieldId}-error`;
    const error = errors[key];
    const isEnv = setting.source === "env";
    const control = {
      id: fieldId,
      name: key,
      value: values[key],
      disabled: isEnv,
      "aria-invalid": Boolean(error),
      "aria-describedby": error ? `${hintId} ${errorId}` : hintId,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [key]: value }));
      },
    };
    return (
      <div key={key} className={cn("space-y-1.5", spec.kind === "textarea" && "sm:col-span-2")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={fieldId} className="block text-sm font-medium text-gray-900">
            {translate(`adminSettings.general.fields.${key}.label`)}
          </label>
          {isEnv ? <SetByEnv envVar={setting.envVar} /> : null}
        </div>
        {spec.kind === "select" ? (
          <select {...control} className={cn(inputClasses, "pe-8")}>
            {SITE_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(TIME_ZONE_LABELS[zone])}
              </option>
            ))}
          </select>
        ) : spec.kind === "textarea" ? (
          <textarea
            {...control}
            rows={4}
            maxLength={spec.max}
            autoComplete={spec.autoComplete}
            className={cn(inputClasses, "min-h-24 resize-y")}
          />
        ) : (
          <input
            {...control}
            type={spec.kind}
            maxLength={spec.max}
            autoComplete={spec.autoComplete}
            spellCheck={spec.kind === "email" ? false : undefined}
            className={inputClasses}
          />
        )}
        <p id={hintId} className="text-sm text-gray-600">
          {translate(`adminSettings.general.fields.${key}.hint`, { name: t("app.name") })}{" "}
          {isEnv ? null : sourceText(setting)}
        </p>
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {translate(error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t("adminSettings.general.formLabel")}
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save(generalUpdate(described, values)).then((answer) => {
          setErrors(answer.fieldErrors as Partial<Record<TGeneralKey, string>>);
        });
      }}
    >
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">{t("adminSettings.general.site")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("siteName")}
          {field("siteTimeZone")}
        </div>
      </fieldset>
      <fieldset className="space-y-4 border-t border-gray-100 pt-5">
        <legend className="float-start w-full text-base font-semibold text-gray-900">
          {t("adminSettings.general.operator")}
        </legend>
        <p className="clear-both text-sm text-gray-700">{t("adminSettings.general.operatorIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("operatorName")}
          {field("operatorEmail")}
          {field("operatorAddress")}
          {field("operatorJurisdiction")}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("adminSettings.saving") : t("adminSettings.save")}
        </Button>
      </div>
    </form>
  );
}
