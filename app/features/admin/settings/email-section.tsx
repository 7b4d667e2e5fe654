import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Server } from "lucide-react";
import { MailDialog } from "./mail-dialog";
import { OutboxList, useOutbox } from "./outbox-list";
import { SectionHeading } from "./section-heading";
import { findSetting, SettingField, type TSectionProps } from "./setting-field";
import { TestEmail } from "./test-email";

/**
 * Email: the SMTP server in use (or the local outbox), the sender and the SMTP URL, a test
 * e-mail sent at once, and the outbox and queue of the last 30 days (decision 032).
 */
export function EmailSection({ settings, onSaved, isShown }: TSectionProps) {
  const { t } = useTranslation();
  const [openMailId, setOpenMailId] = useState<number | null>(null);
  const outbox = useOutbox(isShown);

  return (
    <section className="space-y-4">
      <SectionHeading title={t("adminSettings.sections.email")} body={t("adminSettings.email.intro")} />
      <div className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
        <Server aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-600" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-gray-900">{t("adminSettings.email.server")}</p>
          <p
            className="mt-1 text-sm [overflow-wrap:anywhere] text-gray-800"
            dir={settings.smtpServer ? "ltr" : undefined}
          >
            {settings.smtpServer ?? t("adminSettings.email.outboxOnly")}
          </p>
        </div>
      </div>
      <SettingField
        setting={findSetting(settings, "mailFrom")}
        label={t("adminSettings.email.from")}
        hint={t("adminSettings.email.fromHint")}
        placeholder="Hirewise <no-reply@example.com>"
        onSaved={onSaved}
      />
      <SettingField
        setting={findSetting(settings, "smtpUrl")}
        label={t("adminSettings.email.smtpUrl")}
        hint={t("adminSettings.email.smtpUrlHint")}
        onSaved={onSaved}
      />
      <TestEmail onSent={outbox.remote.refresh} onOpen={setOpenMailId} />
      <OutboxList outbox={outbox} onOpen={setOpenMailId} />
      <MailDialog mailId={openMailId} onClose={() => setOpenMailId(null)} onRetried={outbox.remote.refresh} />
    </section>
  );
}
