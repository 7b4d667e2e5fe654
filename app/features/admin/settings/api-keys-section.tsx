import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";
import { SectionHeading } from "./section-heading";
import { findSetting, SettingField, type TSectionProps } from "./setting-field";

/**
 * API Keys: the AI provider the AI layer uses when no variable sets it (decision 027), its key
 * stored sealed with the app secret and never shown (decision 023).
 */
export function ApiKeysSection({ settings, onSaved }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-4">
      <SectionHeading title={t("adminSettings.sections.apikeys")} body={t("adminSettings.apiKeys.intro")} />
      <p className="text-sm text-gray-800">
        <span className="font-medium">{t("adminSettings.general.assistant")}:</span> {settings.assistant}
      </p>
      {settings.isAppSecretGenerated ? (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p>{t("adminSettings.apiKeys.sameDatabase")}</p>
        </div>
      ) : null}
      <SettingField
        setting={findSetting(settings, "aiBaseUrl")}
        label={t("adminSettings.apiKeys.baseUrl")}
        hint={t("adminSettings.apiKeys.baseUrlHint")}
        type="url"
        placeholder="https://api.openai.com/v1"
        onSaved={onSaved}
      />
      <SettingField
        setting={findSetting(settings, "aiModel")}
        label={t("adminSettings.apiKeys.model")}
        hint={t("adminSettings.apiKeys.modelHint")}
        onSaved={onSaved}
      />
      <SettingField
        setting={findSetting(settings, "aiApiKey")}
        label={t("adminSettings.apiKeys.apiKey")}
        hint={t("adminSettings.apiKeys.apiKeyHint")}
        onSaved={onSaved}
      />
    </section>
  );
}
