// The console's Analytics, SEO and Content texts, the answers of their calls, and the job sync
// panel's and the Monetization tab's texts join the catalogue when the console's code loads, so no other page's first-load
// script carries them.
import { addCatalogueAreas } from "@common/i18n";
import { adminAnalytics } from "@common/i18n/en/admin-analytics";
import { adminContent } from "@common/i18n/en/admin-content";
import { adminContentPages } from "@common/i18n/en/admin-content-pages";
import { adminJobImport } from "@common/i18n/en/admin-job-import";
import { adminMonetization } from "@common/i18n/en/admin-monetization";
import { adminMonetizationReadiness } from "@common/i18n/en/admin-monetization-readiness";
import { adminSeo } from "@common/i18n/en/admin-seo";
import { analyticsApi } from "@common/i18n/en/analytics-api";
import { contentApi } from "@common/i18n/en/content-api";
import { monetizationApi } from "@common/i18n/en/monetization-api";
import { pagesApi } from "@common/i18n/en/pages-api";
import { seoApi } from "@common/i18n/en/seo-api";

addCatalogueAreas("en", {
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
});
