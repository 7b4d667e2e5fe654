import { useTranslation } from "react-i18next";
import { Archive, KeyRound, Mail, Settings2, ShieldCheck } from "lucide-react";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { choiceParam, useAdminParams } from "../admin-url";
import { SectionLayout } from "../section-layout";
import { useRemote } from "../use-remote";
import { ADMIN_SETTINGS_PATH, fetchAdminSettings } from "./api";
import { ApiKeysSection } from "./api-keys-section";
import { BackupsSection } from "./backups-section";
import { EmailSection } from "./email-section";
import { GeneralSection } from "./general-section";
import { SecuritySection } from "./security-section";

export const SETTINGS_SECTIONS = ["general", "email", "security", "apikeys", "backups"] as const;
export type TSettingsSection = (typeof SETTINGS_SECTIONS)[number];

const ICONS = { general: Settings2, email: Mail, security: ShieldCheck, apikeys: KeyRound, backups: Archive } as const;

/** What a section's address drops: the filters and page of the section left behind. */
const SECTION_RESET = { status: null, q: null, event: null, page: null } as const;

/**
 * The console's Settings tab (?tab=settings&section=...): General, Email, Security, API Keys and
 * Backups, a vertical list of links on a wide screen and a select on a phone. The settings are
 * read once while the tab is shown; each section saves its own and reads them again.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const { params } = useAdminParams();
  const isShown = params.get("tab") === "settings";
  const section = choiceParam(params.get("section"), SETTINGS_SECTIONS, "general");
  const settings = useRemote(isShown ? ADMIN_SETTINGS_PATH : null, fetchAdminSettings);

  const needsSettings = section !== "backups";
  let body: React.ReactNode;
  if (!needsSettings) body = <BackupsSection />;
  else if (settings.state.status === "idle" || settings.state.status === "loading") {
    body = <ListState status="loading" label={t("adminSettings.loading")} />;
  } else if (settings.state.status === "failed") {
    body = (
      <ListState
        status="failed"
        message={t(errorMessageKey(settings.state.error, "adminSettings.failed"))}
        retryLabel={t("adminSettings.retry")}
        onRetry={settings.retry}
      />
    );
  } else {
    const props = { settings: settings.state.data, onSaved: settings.refresh, isShown };
    body =
      section === "general" ? (
        <GeneralSection {...props} />
      ) : section === "email" ? (
        <EmailSection {...props} />
      ) : section === "security" ? (
        <SecuritySection {...props} />
      ) : (
        <ApiKeysSection {...props} />
      );
  }

  return (
    <SectionLayout
      sections={SETTINGS_SECTIONS}
      current={section}
      label={(key) => t(`adminSettings.sections.${key}`)}
      icons={ICONS}
      selectLabel={t("adminSettings.sectionLabel")}
      navLabel={t("adminSettings.sectionsLabel")}
      reset={SECTION_RESET}
    >
      {body}
    </SectionLayout>
  );
}
