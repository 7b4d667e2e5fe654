import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { GeneralForm, generalFormKey } from "./general-form";
import { SectionHeading } from "./section-heading";
import { findSetting, type TSectionProps } from "./setting-field";
import { idleHoursLabel } from "./session-idle";

/**
 * General: the site's name, time zone and operator (a form), then what the server runs with,
 * read-only, each row set in another section or the server's environment.
 */
export function GeneralSection({ settings, onSaved }: TSectionProps) {
  const { t } = useTranslation();
  const publicUrl = useRouteLoaderData<{ publicUrl: string }>("root")?.publicUrl ?? "";
  const idle = findSetting(settings, "sessionIdleHours").value;
  const rows = [
    { label: t("adminSettings.general.publicUrl"), value: publicUrl },
    { label: t("adminSettings.general.assistant"), value: settings.assistant },
    {
      label: t("adminSettings.general.mail"),
      value: settings.smtpServer
        ? t("adminSettings.general.mailSmtp", { server: settings.smtpServer })
        : t("adminSettings.email.outboxOnly"),
    },
    { label: t("adminSettings.general.sessions"), value: typeof idle === "number" ? idleHoursLabel(idle, t) : "" },
  ];
  return (
    <section className="space-y-4">
      <SectionHeading title={t("adminSettings.sections.general")} body={t("adminSettings.general.intro")} />
      <GeneralForm key={generalFormKey(settings)} settings={settings} onSaved={onSaved} />
      <div className="space-y-3 pt-4">
        <div>
          <h3 className="text-base font-semibold text-gray-900">{t("adminSettings.general.server")}</h3>
          <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("adminSettings.general.serverIntro")}</p>
        </div>
        <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4 sm:px-5">
              <dt className="text-sm font-medium text-gray-700">{row.label}</dt>
              <dd className="text-sm break-words text-gray-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
