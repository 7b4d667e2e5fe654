// The readiness check's texts join the English catalogue on the server here (the check names
// missing details in the request's language), not in common/i18n/en/index.ts, so no page's script
// carries them; the console's code adds them in the browser (app/features/admin/site-catalogue.ts).
import { addCatalogueAreas } from "@common/i18n";
import { adminMonetizationReadiness } from "@common/i18n/en/admin-monetization-readiness";

addCatalogueAreas("en", { ...adminMonetizationReadiness });
