import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_BACKUP_URL } from "./api";
import { SectionHeading } from "./section-heading";

/** Backups: the download (decision 030) and how to load it back, `npm run restore -- <file>`. */
export function BackupsSection() {
  const { t } = useTranslation();
  return (
    <section className="space-y-4">
      <SectionHeading title={t("adminSettings.sections.backups")} body={t("adminSettings.backups.intro")} />
      <a href={ADMIN_BACKUP_URL} download className={buttonClasses()}>
        <Download aria-hidden="true" className="size-4" />
        {t("adminSettings.backups.download")}
      </a>
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
        <h3 className="text-sm font-semibold text-gray-900">{t("adminSettings.backups.restoreTitle")}</h3>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-gray-900 px-3 py-2 text-sm text-white" dir="ltr">
          <code>npm run restore -- &lt;file&gt;</code>
        </pre>
        <p className="mt-2 max-w-2xl text-sm text-gray-700">{t("adminSettings.backups.restoreBody")}</p>
      </div>
    </section>
  );
}
