import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Lock } from "lucide-react";
import type { TAdminSetting, TAdminSettingKey, TAdminSettings, TAdminSettingsUpdate } from "@common/admin/settings";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { updateAdminSettings } from "./api";

/** What every section is given: the settings as read, and how to read them again after a save. */
export interface TSectionProps {
  settings: TAdminSettings;
  onSaved: () => void;
  /** Whether the Settings tab is the one shown (a section's own lists read only then). */
  isShown: boolean;
}

export function findSetting(settings: TAdminSettings, key: TAdminSettingKey): TAdminSetting {
  return (
    settings.settings.find((setting) => setting.key === key) ?? { key, source: "unset", envVar: "", secret: false }
  );
}

/**
 * Saves some settings with PUT /api/admin/settings: a toast either way, the field's own error
 * back to the form (the server's catalogue key), and the settings read again once saved.
 */
export function useSaveSettings(onSaved: () => void) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  async function save(update: TAdminSettingsUpdate, doneKey: "saved" | "removed" = "saved") {
    setSaving(true);
    try {
      await updateAdminSettings(update);
      dismissFailures();
      notify({ title: t(`adminSettings.${doneKey}`) });
      onSaved();
      return { isSaved: true, fieldErrors: {} };
    } catch (error) {
      notify({ title: t(errorMessageKey(error, "adminSettings.saveFailed")), variant: "destructive" });
      return { isSaved: false, fieldErrors: error instanceof ApiError ? error.fieldErrors : {} };
    } finally {
      setSaving(false);
    }
  }
  return { save, isSaving };
}

/** "Set by MAIL_FROM": a setting the environment gives, which this console cannot change. */
export function SetByEnv({ envVar }: { envVar: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
      <Lock aria-hidden="true" className="size-3" />
      {t("adminSettings.setBy", { envVar })}
    </span>
  );
}

/** Where a value comes from, under its field. */
function sourceText(setting: TAdminSetting, t: (key: string) => string) {
  if (setting.source === "database") return t("adminSettings.source.database");
  if (setting.source === "default") return t("adminSettings.source.default");
  return t("adminSettings.source.unset");
}

/**
 * One text or secret setting: read-only with its variable's name when the environment sets it;
 * else a field and Save, and Remove for a value stored here. A secret is never shown, only
 * "Configured" or not, and its field only replaces it.
 */
export function SettingField({
  setting,
  label,
  hint,
  type = "text",
  placeholder,
  onSaved,
}: {
  setting: TAdminSetting;
  label: string;
  hint?: string;
  type?: "text" | "url";
  placeholder?: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { save, isSaving } = useSaveSettings(onSaved);
  const [error, setError] = useState<string | undefined>();
  const translate = t as unknown as (key: string) => string;
  const isEnv = setting.source === "env";
  const configured = setting.secret ? (setting.hasValue ?? false) : setting.value !== undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function submit(value: string | null) {
    const answer = await save({ [setting.key]: value }, value === null ? "removed" : "saved");
    setError(answer.fieldErrors[setting.key]);
    return answer.isSaved;
  }

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isEnv ? (
          <p className="text-sm font-semibold text-gray-900">{label}</p>
        ) : (
          <label htmlFor={id} className="text-sm font-semibold text-gray-900">
            {label}
          </label>
        )}
        {isEnv ? (
          <SetByEnv envVar={setting.envVar} />
        ) : setting.secret ? (
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold",
              configured ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700",
            )}
          >
            {t(configured ? "adminSettings.configured" : "adminSettings.notConfigured")}
          </span>
        ) : null}
      </div>
      {isEnv ? (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-gray-800">
          {setting.secret
            ? t(configured ? "adminSettings.configured" : "adminSettings.notConfigured")
            : String(setting.value ?? t("adminSettings.notConfigured"))}
        </p>
      ) : (
        <form
          className="mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const value = String(new FormData(form).get("value") ?? "").trim();
            if (!value) {
              setError("validation.required");
              return;
            }
            // A secret's field is emptied once sent: it is never shown again.
            void submit(value).then((isSaved) => isSaved && setting.secret && form.reset());
          }}
        >
          <Input
            key={setting.secret ? undefined : String(setting.value ?? "")}
            id={id}
            name="value"
            type={setting.secret ? "password" : type}
            autoComplete={setting.secret ? "new-password" : "off"}
            defaultValue={setting.secret ? undefined : String(setting.value ?? "")}
            placeholder={setting.secret && configured ? t("adminSettings.replaceSecret") : placeholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            spellCheck={false}
          />
          <p id={hintId} className="mt-1.5 text-sm text-gray-600">
            {hint ? `${hint} ` : null}
            {sourceText(setting, translate)}
          </p>
          {error ? (
            <p id={errorId} className="mt-1.5 text-sm text-red-700">
              {translate(error)}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t("adminSettings.saving") : t("adminSettings.save")}
            </Button>
            {setting.source === "database" ? (
              <Button
                variant="secondary"
                disabled={isSaving}
                aria-label={t("adminSettings.removeLabel", { label })}
                onClick={() => void submit(null)}
              >
                {t("adminSettings.remove")}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
