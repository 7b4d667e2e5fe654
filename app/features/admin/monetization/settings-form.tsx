import { Lock } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFieldErrors } from "@common/errors/error-body";
import type { TAdPrivacy, TAdsenseSettings, TAdsenseSettingsInput } from "@common/monetization/adsense";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { AdCodePanel } from "./ad-code-panel";
import { AdUnitsEditor } from "./ad-units-editor";
import { saveAdsenseSettings } from "./api";

type TTranslate = (key: string, values?: Record<string, unknown>) => string;

/** The environment variables that set each part (server/lib/env.ts). */
const ENV_VARS = { publisherId: "ADSENSE_PUBLISHER_ID", enabled: "ADSENSE_ENABLED", layout: "ADSENSE_LAYOUT" } as const;
const PRIVACY_KEYS = [
  "cookieConsent",
  "gdprCompliant",
  "ccpaCompliant",
] as const satisfies readonly (keyof TAdPrivacy)[];

/** What the form edits and PUT sends: the whole of the settings. */
export const formValues = (settings: TAdsenseSettings): TAdsenseSettingsInput => ({
  publisherId: settings.publisherId,
  enabled: settings.enabled,
  autoAds: settings.autoAds,
  adUnits: settings.adUnits.map((unit) => ({ ...unit })),
  privacySettings: { ...settings.privacySettings },
});

/** Changes when the stored settings do: the form, keyed by it, starts again from them. */
export const settingsFormKey = (settings: TAdsenseSettings) => JSON.stringify(settings);

/**
 * The ad settings: publisher ID, Enabled, Auto Ads, the ad units and the
 * privacy settings. Auto Ads and each unit's switch are disabled unless Enabled is on; a part an
 * environment variable sets is read-only with the variable's name. Save stores the whole.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: TAdsenseSettings;
  onSaved: (settings: TAdsenseSettings) => void;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslate;
  const id = useId();
  const [values, setValues] = useState<TAdsenseSettingsInput>(() => formValues(settings));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const locked = settings.lockedByEnv;
  const set = (patch: Partial<TAdsenseSettingsInput>) => setValues((current) => ({ ...current, ...patch }));

  async function save() {
    setIsSaving(true);
    try {
      const saved = await saveAdsenseSettings(values);
      setErrors({});
      dismissFailures();
      notify({
        title: t("monetization.settings.saved"),
        description: t(saved.live ? "monetization.settings.savedLive" : "monetization.settings.savedOff"),
      });
      onSaved(saved);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      const hasFields = Object.keys(fieldErrors).length > 0;
      notify({
        title: t("monetization.settings.saveFailed"),
        description: [
          t(errorMessageKey(error, "monetization.settings.saveFailedMessage")),
          hasFields ? t("monetization.settings.saveFailedFields") : "",
        ]
          .filter(Boolean)
          .join(" "),
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
    }
  }

  const errorText = (path: string) => (errors[path] ? translate(errors[path]) : undefined);
  const publisherError = errorText("publisherId");

  const switchRow = (props: {
    key: string;
    label: string;
    hint: string;
    isOn: boolean;
    onChange: (isOn: boolean) => void;
    disabled: boolean;
    needsEnabled?: boolean;
    envVar?: string;
  }) => {
    const labelId = `${id}-${props.key}-label`;
    const hintId = `${id}-${props.key}-hint`;
    const error = errorText(props.key);
    return (
      <div
        key={props.key}
        className="flex min-w-0 items-start justify-between gap-4 rounded-xl border border-gray-200 p-4"
      >
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span id={labelId} className="text-sm font-medium text-gray-900">
              {props.label}
            </span>
            {props.envVar ? <SetByEnv envVar={props.envVar} /> : null}
          </div>
          <p id={hintId} className="text-sm text-gray-600">
            {props.hint}
            {props.needsEnabled ? ` ${t("monetization.settings.needsEnabled")}` : ""}
          </p>
          {error ? (
            <p id={`${hintId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <Switch
          isOn={props.isOn}
          onChange={props.onChange}
          labelledBy={labelId}
          describedBy={error ? `${hintId} ${hintId}-error` : hintId}
          disabled={props.disabled}
        />
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label={t("monetization.settings.title")}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="min-w-0 space-y-4">
        <legend className="sr-only">{t("monetization.settings.title")}</legend>
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`${id}-publisherId`} className="block text-sm font-medium text-gray-900">
              {t("monetization.settings.publisherId")}
            </label>
            {locked.publisherId ? <SetByEnv envVar={ENV_VARS.publisherId} /> : null}
          </div>
          <input
            id={`${id}-publisherId`}
            name="publisherId"
            type="text"
            value={values.publisherId}
            onChange={(event) => set({ publisherId: event.target.value })}
            disabled={locked.publisherId}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder="pub-0000000000000000"
            aria-invalid={Boolean(publisherError)}
            aria-describedby={
              publisherError ? `${id}-publisherId-hint ${id}-publisherId-error` : `${id}-publisherId-hint`
            }
            className={cn(inputClasses, "max-w-md font-mono")}
          />
          <p id={`${id}-publisherId-hint`} className="text-sm text-gray-600">
            {t("monetization.settings.publisherIdHint")}
          </p>
          {publisherError ? (
            <p id={`${id}-publisherId-error`} className="text-sm text-red-700">
              {publisherError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          {switchRow({
            key: "enabled",
            label: t("monetization.settings.enabled"),
            hint: t("monetization.settings.enabledHint"),
            isOn: values.enabled,
            onChange: (enabled) => set({ enabled }),
            disabled: locked.enabled,
            envVar: locked.enabled ? ENV_VARS.enabled : undefined,
          })}
          {switchRow({
            key: "autoAds",
            label: t("monetization.settings.autoAds"),
            hint: t("monetization.settings.autoAdsHint"),
            isOn: values.autoAds,
            onChange: (autoAds) => set({ autoAds }),
            disabled: locked.layout || !values.enabled,
            needsEnabled: !values.enabled,
            envVar: locked.layout ? ENV_VARS.layout : undefined,
          })}
        </div>
      </fieldset>

      {locked.layout ? (
        <p className="text-sm text-gray-700">{t("monetization.settings.lockedLayout", { envVar: ENV_VARS.layout })}</p>
      ) : null}

      <AdUnitsEditor
        units={values.adUnits}
        onChange={(adUnits) => set({ adUnits })}
        isEnabled={values.enabled}
        isLocked={locked.layout}
        errors={errors}
      />

      <fieldset className="min-w-0 space-y-4 border-t border-gray-100 pt-5">
        <legend className="float-start w-full text-base font-semibold text-gray-900">
          {t("monetization.settings.privacy.title")}
        </legend>
        <div className="clear-both grid gap-3 md:grid-cols-3">
          {PRIVACY_KEYS.map((key) =>
            switchRow({
              key: `privacySettings.${key}`,
              label: t(`monetization.settings.privacy.${key}`),
              hint: t(`monetization.settings.privacy.${key}Hint`),
              isOn: values.privacySettings[key],
              onChange: (isOn) => set({ privacySettings: { ...values.privacySettings, [key]: isOn } }),
              disabled: locked.layout,
            }),
          )}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-5">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving || undefined}>
          {isSaving ? t("monetization.settings.saving") : t("monetization.settings.save")}
        </Button>
      </div>

      <AdCodePanel
        input={{ publisherId: values.publisherId, autoAds: values.autoAds, adUnits: values.adUnits }}
        onPublisherError={(key) =>
          setErrors((current) => {
            const { publisherId: _previous, ...rest } = current;
            return key ? { ...rest, publisherId: key } : rest;
          })
        }
      />
    </form>
  );
}

/** The badge of a part an environment variable sets. */
function SetByEnv({ envVar }: { envVar: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
      <Lock aria-hidden="true" className="size-3" />
      {t("monetization.settings.setBy", { envVar })}
    </span>
  );
}
