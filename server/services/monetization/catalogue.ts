// The monetization calls' texts join the English catalogue on the server here, not in
// common/i18n/en/index.ts, so no page's script carries them; the console's code adds them in the
// browser (app/features/admin/site-catalogue.ts).
import { addCatalogueAreas } from "@common/i18n";
import { monetizationApi } from "@common/i18n/en/monetization-api";

addCatalogueAreas("en", { ...monetizationApi });
