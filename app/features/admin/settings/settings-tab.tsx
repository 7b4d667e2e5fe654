import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Archive, KeyRound, Mail, Settings2, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { choiceParam, useAdminParams } from "../admin-url";
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
  const { params, href, update } = useAdminParams();
  const selectId = useId();
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
    <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
      <div className="md:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {t("adminSettings.sectionLabel")}
        </label>
        <div className="mt-1">
          <ImmediateSelect
            id={selectId}
            value={section}
            onPick={(value) => update({ ...SECTION_RESET, section: value === "general" ? null : value })}
          >
            {SETTINGS_SECTIONS.map((key) => (
              <option key={key} value={key}>
                {t(`adminSettings.sections.${key}`)}
              </option>
            ))}
          </ImmediateSelect>
        </div>
      </div>
      <nav aria-label={t("adminSettings.sectionsLabel")} className="hidden md:block">
        <ul className="space-y-1">
          {SETTINGS_SECTIONS.map((key) => {
            const Icon = ICONS[key];
            const isCurrent = key === section;
            return (
              <li key={key}>
                <Link
                  to={href({ ...SECTION_RESET, section: key === "general" ? null : key })}
                  preventScrollReset
                  aria-current={isCurrent ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    isCurrent
                      ? "bg-primary-50 text-primary-800"
                      : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(`adminSettings.sections.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6 min-w-0 md:mt-0">{body}</div>
    </div>
  );
}
