// The English message catalog: every user-visible string of the app and the API comes from
// here, one file per area. Texts quoted by the spec are copied verbatim. Arabic and French
// catalogs will mirror these keys.
import { accountData } from "./account-data";
import type { adminAnalytics } from "./admin-analytics";
import { adminConsole } from "./admin-console";
import type { adminContent } from "./admin-content";
import type { adminContentPages } from "./admin-content-pages";
import type { adminJobImport } from "./admin-job-import";
import type { adminMonetization } from "./admin-monetization";
import type { adminMonetizationReadiness } from "./admin-monetization-readiness";
import { adminRecords } from "./admin-records";
import type { adminSeo } from "./admin-seo";
import { adminSettings } from "./admin-settings";
import { adminSettingsApi } from "./admin-settings-api";
import { adminUsers } from "./admin-users";
import type { ads } from "./ads";
import { ai } from "./ai";
import type { analyticsApi } from "./analytics-api";
import { applications } from "./applications";
import { assistantApi } from "./assistant-api";
import type { assistantPage } from "./assistant-page";
import type { assistantPanel } from "./assistant-panel";
import { assistantWidget } from "./assistant-widget";
import { auth } from "./auth";
import { avatar } from "./avatar";
import { companies } from "./companies";
import { companyAnalytics } from "./company-analytics";
import { companyDashboard } from "./company-dashboard";
import { companyPage } from "./company-page";
import { companyProfile } from "./company-profile";
import { companySettings } from "./company-settings";
import type { contentApi } from "./content-api";
import { core } from "./core";
import { emailChange } from "./email-change";
import { emailVerification } from "./email-verification";
import { employerDemo } from "./employer-demo";
import { insights } from "./insights";
import { jobAlerts } from "./job-alerts";
import { jobDetail } from "./job-detail";
import type { jobImportApi } from "./job-import-api";
import type { jobImportFetch } from "./job-import-fetch";
import { jobSeekerProfile } from "./job-seeker-profile";
import { jobs } from "./jobs";
import { landing } from "./landing";
import { legal } from "./legal";
import type { legalAdvertising } from "./legal-advertising";
import { location } from "./location";
import { mail } from "./mail";
import { matching } from "./matching";
import { messages } from "./messages";
import type { monetizationApi } from "./monetization-api";
import { pages } from "./pages";
import type { pagesApi } from "./pages-api";
import { passwordReset } from "./password-reset";
import { postJob } from "./post-job";
import { resumeBuilder } from "./resume-builder";
import { resumeImport } from "./resume-import";
import { resumeTemplates } from "./resume-templates";
import { resumes } from "./resumes";
import { seekerDashboard } from "./seeker-dashboard";
import { seekers } from "./seekers";
import { seekerSearch } from "./seekers-api";
import type { seoApi } from "./seo-api";
import { settings } from "./settings";
import { shell } from "./shell";
import { sitePages } from "./site-pages";
import { skillsAssessment } from "./skills-assessment";
import { unsubscribe } from "./unsubscribe";
import { languageSwitch } from "./language-switch";
import { uploads } from "./uploads";

export const en = {
  ...core,
  ...auth,
  ...shell,
  ...pages,
  ...passwordReset,
  ...emailVerification,
  ...legal,
  ...jobDetail,
  ...jobs,
  ...landing,
  ...companies,
  ...location,
  ...mail,
  ...resumes,
  ...resumeBuilder,
  ...resumeImport,
  ...resumeTemplates,
  ...settings,
  ...avatar,
  ...uploads,
  ...emailChange,
  ...accountData,
  ...jobSeekerProfile,
  ...unsubscribe,
  ...languageSwitch,
  ...seekerDashboard,
  ...applications,
  ...postJob,
  ...companyDashboard,
  ...companyAnalytics,
  ...matching,
  ...insights,
  ...seekers,
  ...seekerSearch,
  ...messages,
  ...skillsAssessment,
  ...jobAlerts,
  ...ai,
  ...adminUsers,
  ...adminRecords,
  ...adminSettings,
  ...adminSettingsApi,
  ...adminConsole,
  ...companyProfile,
  ...companySettings,
  ...companyPage,
  ...employerDemo,
  ...assistantWidget,
  ...assistantApi,
  ...sitePages,
} as const;

/**
 * Areas the browser adds when the code that uses them loads (addCatalogueAreas in
 * app/components/assistant/catalogue.ts and app/features/admin/site-catalogue.ts), so only the
 * assistant's page and panel, and the console's Analytics, SEO, Content and job sync panel, carry
 * them; typed with the rest. The server-only areas are added on the server: the assistant's replies
 * and knowledge base by server/services/assistant/catalogue.ts (read through untyped keys), the
 * job import's by server/services/job-import/catalogue.ts, the monetization calls' by
 * server/services/monetization/catalogue.ts. The ads' texts join with the ads' code
 * (app/components/ads/), the privacy policy's advertising section with its route module.
 */
export type TLoadedAreas = typeof assistantPage &
  typeof assistantPanel &
  typeof adminAnalytics &
  typeof adminSeo &
  typeof adminContent &
  typeof adminContentPages &
  typeof adminJobImport &
  typeof seoApi &
  typeof contentApi &
  typeof pagesApi &
  typeof analyticsApi &
  typeof jobImportApi &
  typeof jobImportFetch &
  typeof adminMonetization &
  typeof adminMonetizationReadiness &
  typeof monetizationApi &
  typeof ads &
  typeof legalAdvertising;

export type TMessages = typeof en & TLoadedAreas;
