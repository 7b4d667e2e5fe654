// The answers of the console's SEO, content, pages and analytics calls join the English catalogue
// on the server here, not in common/i18n/en/index.ts, so no page's first-load script carries them;
// the console's code adds them in the browser (app/features/admin/site-catalogue.ts). server/app.ts
// imports this module, so they are there before any request is translated.
import { addCatalogueAreas } from "@common/i18n";
import { analyticsApi } from "@common/i18n/en/analytics-api";
import { contentApi } from "@common/i18n/en/content-api";
import { pagesApi } from "@common/i18n/en/pages-api";
import { seoApi } from "@common/i18n/en/seo-api";

addCatalogueAreas("en", { ...seoApi, ...contentApi, ...pagesApi, ...analyticsApi });
