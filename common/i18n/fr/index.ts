// The French catalogue the browser loads for a French page: the areas of the English catalogue
// (common/i18n/en/index.ts) and those the English pages add when their code loads (the assistant,
// the console's panels, the ads, the privacy policy's advertising section), in one chunk.
import type { TCatalogueArea } from "../catalogue-area";
import { accountData } from "./account-data";
import { adminAnalytics } from "./admin-analytics";
import { adminConsole } from "./admin-console";
import { adminContent } from "./admin-content";
import { adminContentPages } from "./admin-content-pages";
import { adminJobImport } from "./admin-job-import";
import { adminMonetization } from "./admin-monetization";
import { adminMonetizationReadiness } from "./admin-monetization-readiness";
import { adminRecords } from "./admin-records";
import { adminSeo } from "./admin-seo";
import { adminSettings } from "./admin-settings";
import { adminSettingsApi } from "./admin-settings-api";
import { adminUsers } from "./admin-users";
import { ads } from "./ads";
import { ai } from "./ai";
import { analyticsApi } from "./analytics-api";
import { applications } from "./applications";
import { assistantApi } from "./assistant-api";
import { assistantPage } from "./assistant-page";
import { assistantPanel } from "./assistant-panel";
import { assistantWidget } from "./assistant-widget";
import { auth } from "./auth";
import { avatar } from "./avatar";
import { companies } from "./companies";
import { companyAnalytics } from "./company-analytics";
import { companyDashboard } from "./company-dashboard";
import { companyPage } from "./company-page";
import { companyProfile } from "./company-profile";
import { companySettings } from "./company-settings";
import { contentApi } from "./content-api";
import { core } from "./core";
import { emailChange } from "./email-change";
import { emailVerification } from "./email-verification";
import { employerDemo } from "./employer-demo";
import { insights } from "./insights";
import { jobAlerts } from "./job-alerts";
import { jobDetail } from "./job-detail";
import { jobSeekerProfile } from "./job-seeker-profile";
import { jobs } from "./jobs";
import { landing } from "./landing";
import { legal } from "./legal";
import { legalAdvertising } from "./legal-advertising";
import { location } from "./location";
import { mail } from "./mail";
import { matching } from "./matching";
import { messages } from "./messages";
import { monetizationApi } from "./monetization-api";
import { pages } from "./pages";
import { pagesApi } from "./pages-api";
import { passwordReset } from "./password-reset";
import { postJob } from "./post-job";
import { resumeBuilder } from "./resume-builder";
import { resumeImport } from "./resume-import";
import { resumeTemplates } from "./resume-templates";
import { resumes } from "./resumes";
import { seekerDashboard } from "./seeker-dashboard";
import { seekers } from "./seekers";
import { seekerSearch } from "./seekers-api";
import { seoApi } from "./seo-api";
import { settings } from "./settings";
import { shell } from "./shell";
import { sitePages } from "./site-pages";
import { skillsAssessment } from "./skills-assessment";
import { unsubscribe } from "./unsubscribe";
import { languageSwitch } from "./language-switch";
import { uploads } from "./uploads";

export const fr = {
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
  ...assistantPage,
  ...assistantPanel,
  ...adminAnalytics,
  ...adminSeo,
  ...adminContent,
  ...adminContentPages,
  ...adminJobImport,
  ...adminMonetization,
  ...adminMonetizationReadiness,
  ...monetizationApi,
  ...seoApi,
  ...contentApi,
  ...pagesApi,
  ...analyticsApi,
  ...ads,
  ...legalAdvertising,
} satisfies TCatalogueArea;
