import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  Banknote,
  BarChart3,
  Briefcase,
  ChevronDown,
  Download,
  FileText,
  LayoutDashboard,
  Newspaper,
  Search,
  Settings,
  Users,
} from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { inputClasses } from "~/components/ui/input";
import { Tabs } from "~/components/ui/tabs";
import { ADMIN_EXPORTS, adminExportUrl } from "~/api/admin";
import type { TAdminJobEditing, TAdminJobStart } from "./admin.server";
import { AnalyticsTab } from "./analytics/analytics-tab";
import { ApplicationsTab } from "./applications-tab";
import { ContentTab } from "./content/content-tab";
import { JobsTab } from "./jobs-tab";
import { MonetizationTab } from "./monetization/monetization-tab";
import { OverviewTab } from "./overview-tab";
import { SeoTab } from "./seo/seo-tab";
import { SettingsTab } from "./settings/settings-tab";
import { UsersTab } from "./users/users-tab";
import "./site-catalogue";

export const ADMIN_TABS = [
  "overview",
  "jobs",
  "users",
  "applications",
  "analytics",
  "seo",
  "content",
  "monetization",
  "settings",
] as const;
export type TAdminTab = (typeof ADMIN_TABS)[number];

const TAB_ICONS = {
  overview: LayoutDashboard,
  jobs: Briefcase,
  users: Users,
  applications: FileText,
  analytics: BarChart3,
  seo: Search,
  content: Newspaper,
  monetization: Banknote,
  settings: Settings,
};

/**
 * The administrator console (/admin?tab=...): the header with Export Data and Settings, and the
 * nine tabs Overview, Jobs, Users, Applications, Analytics, SEO, Content, Monetization and
 * Settings. Under 640 px a select stands in for the tabs. The tab and each
 * tab's filters are in the URL, so reload and Back show the same; choosing a tab starts it
 * afresh. Only the chosen tab is drawn, and so read.
 */
export function AdminConsole({ jobStart, editing }: { jobStart: TAdminJobStart; editing: TAdminJobEditing }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = ADMIN_TABS.includes(requested as TAdminTab) ? (requested as TAdminTab) : "overview";
  const choose = (key: TAdminTab) => setParams(key === "overview" ? {} : { tab: key }, { preventScrollReset: true });

  const panels: Record<TAdminTab, React.ReactNode> = {
    overview: <OverviewTab />,
    jobs: <JobsTab jobStart={jobStart} editing={editing} />,
    users: <UsersTab />,
    applications: <ApplicationsTab />,
    analytics: <AnalyticsTab />,
    seo: <SeoTab />,
    content: <ContentTab />,
    monetization: <MonetizationTab />,
    settings: <SettingsTab />,
  };

  return (
    <div className="page-container py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t("adminConsole.heading")}</h1>
          <p className="mt-2 text-base text-gray-700">{t("adminConsole.intro")}</p>
        </div>
        <div className="flex w-full flex-wrap gap-3 sm:w-auto">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" className="flex-1 sm:flex-none">
                <Download aria-hidden="true" className="size-4" />
                {t("adminConsole.exportData")}
                <ChevronDown aria-hidden="true" className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {ADMIN_EXPORTS.map((kind) => (
                <DropdownMenuItem key={kind} asChild>
                  <a href={adminExportUrl(kind)} download>
                    <FileText aria-hidden="true" />
                    {t(`adminConsole.exportFormats.${kind}`)}
                  </a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => choose("settings")}>
            <Settings aria-hidden="true" className="size-4" />
            {t("adminConsole.settings")}
          </Button>
        </div>
      </div>

      <div className="mt-8 sm:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {t("adminConsole.sectionLabel")}
        </label>
        <select
          id={selectId}
          className={`${inputClasses} mt-1.5`}
          value={tab}
          onChange={(event) => choose(event.target.value as TAdminTab)}
        >
          {ADMIN_TABS.map((key) => (
            <option key={key} value={key}>
              {t(`adminConsole.tabs.${key}`)}
            </option>
          ))}
        </select>
      </div>

      {/* Under 640 px the select above chooses; the tab list is hidden, its panels are not. */}
      <Tabs<TAdminTab>
        label={t("adminConsole.tabsLabel")}
        selected={tab}
        onSelect={choose}
        className="sm:mt-8 [&>[role=tablist]]:hidden sm:[&>[role=tablist]]:flex"
        tabs={ADMIN_TABS.map((key) => ({
          key,
          label: t(`adminConsole.tabs.${key}`),
          icon: TAB_ICONS[key],
          href: key === "overview" ? "?" : `?tab=${key}`,
          panel: key === tab ? panels[key] : null,
        }))}
      />
    </div>
  );
}
