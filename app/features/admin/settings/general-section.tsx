import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { SectionHeading } from "./section-heading";
import { findSetting, type TSectionProps } from "./setting-field";
import { idleHoursLabel } from "./session-idle";

/** General: what the server runs with, each row leading to the section that changes it. */
export function GeneralSection({ settings }: TSectionProps) {
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
      <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4 sm:px-5">
            <dt className="text-sm font-medium text-gray-700">{row.label}</dt>
            <dd className="text-sm break-words text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
