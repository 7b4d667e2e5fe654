import { Ban, CircleCheck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TAdsenseSettings } from "@common/monetization/adsense";
import { Card } from "~/components/ui/card";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useRemote } from "../use-remote";
import { fetchAdsenseSettings } from "./api";
import { ReadinessPanel, useReadinessCheck } from "./readiness-panel";
import { RevenueNote } from "./revenue-note";
import { SettingsForm, settingsFormKey } from "./settings-form";

/**
 * Admin > Monetization: the readiness check of the live site (run on
 * opening and on Recheck), the stored ad settings with the ad code to paste, and the revenue note.
 */
export function MonetizationTab() {
  const { t } = useTranslation();
  const readiness = useReadinessCheck();
  return (
    <div className="min-w-0 space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-gray-900">{t("monetization.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-gray-700">{t("monetization.intro")}</p>
      </div>
      <ReadinessPanel readiness={readiness} />
      <SettingsSection />
      <RevenueNote />
    </div>
  );
}

function SettingsSection() {
  const { t } = useTranslation();
  const id = useId();
  const { state, refresh, retry } = useRemote("adsense-settings", fetchAdsenseSettings);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
            {t("monetization.settings.title")}
          </h2>
          {state.status === "ready" ? <LiveBadge settings={state.data} /> : null}
        </div>
        <p className="mt-1 max-w-3xl text-sm text-gray-700">{t("monetization.settings.intro")}</p>
        {state.status === "ready" ? (
          <p className="mt-1 text-sm break-words text-gray-700">
            {t(state.data.live ? "monetization.settings.adsTxtLive" : "monetization.settings.adsTxtOff", {
              url: state.data.adsTxtUrl,
            })}
          </p>
        ) : null}
        <div className="mt-5">
          {state.status === "ready" ? (
            <SettingsForm key={settingsFormKey(state.data)} settings={state.data} onSaved={refresh} />
          ) : state.status === "failed" ? (
            <ListState
              status="failed"
              message={t(errorMessageKey(state.error, "monetization.settings.failed"))}
              retryLabel={t("monetization.settings.retry")}
              onRetry={retry}
            />
          ) : (
            <ListState status="loading" label={t("monetization.settings.loading")} />
          )}
        </div>
      </Card>
    </section>
  );
}

function LiveBadge({ settings }: { settings: TAdsenseSettings }) {
  const { t } = useTranslation();
  const Icon = settings.live ? CircleCheck : Ban;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
        settings.live ? "bg-green-50 text-green-800 ring-1 ring-green-200" : "bg-gray-100 text-gray-800",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(settings.live ? "monetization.settings.liveOn" : "monetization.settings.liveOff")}
    </span>
  );
}
