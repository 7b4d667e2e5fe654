import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Bell, Building2, Shield, User } from "lucide-react";
import type { TAccountSettings } from "@common/account/schemas";
import type { TCompanyOwnProfile } from "@common/companies/profile";
import type { TJobSeekerProfileView } from "@common/job-seeker-profile/schemas";
import { Tabs, type TTab } from "~/components/ui/tabs";
import { CompanyProfileSection } from "./company-profile-section";
import { DigitsSection } from "./digits-section";
import { JobSeekerProfileSection } from "./job-seeker-profile-section";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";

type TTabKey = "profile" | "company" | "security" | "notifications";

/**
 * /settings for a signed-in user: the Profile, Security and Notifications tabs; a job
 * seeker's Profile tab also holds the job-seeker profile employers see, an Arabic page's Profile
 * tab the digits numbers are written with (decision 041), and a company account
 * has a Company tab for its company's profile (docs/product.md#settings).
 */
export function AccountSettings(props: {
  settings: TAccountSettings;
  security: React.ComponentProps<typeof SecurityTab>;
  /** A job seeker's profile as employers see it; null for a company account. */
  seekerProfile: TJobSeekerProfileView | null;
  /** A company account's company profile; null for any other account. */
  companyProfile: TCompanyOwnProfile | null;
}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<TTabKey>("profile");
  const tabs: TTab<TTabKey>[] = [
    {
      key: "profile",
      label: t("settings.tabs.profile"),
      icon: User,
      panel: (
        <div className="space-y-6">
          <ProfileTab initial={props.settings} PasswordInput={props.security.PasswordInput} />
          {i18n.language === "ar" ? <DigitsSection initial={props.settings.digits} /> : null}
          {props.seekerProfile ? <JobSeekerProfileSection initial={props.seekerProfile} /> : null}
        </div>
      ),
    },
    ...(props.companyProfile
      ? [
          {
            key: "company" as const,
            label: t("companySettings.tab"),
            icon: Building2,
            panel: <CompanyProfileSection initial={props.companyProfile} />,
          },
        ]
      : []),
    { key: "security", label: t("settings.tabs.security"), icon: Shield, panel: <SecurityTab {...props.security} /> },
    {
      key: "notifications",
      label: t("settings.tabs.notifications"),
      icon: Bell,
      panel: <NotificationsTab initial={props.settings.notifications} />,
    },
  ];
  return (
    <div className="page-container max-w-3xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("settings.title")}</h1>
      <p className="mt-2 text-gray-600">{t("settings.intro")}</p>
      <div className="mt-8">
        <Tabs label={t("settings.tabsLabel")} tabs={tabs} selected={selected} onSelect={setSelected} />
      </div>
    </div>
  );
}
