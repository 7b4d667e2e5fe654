// The job import's texts join the English catalogue on the server here, not in
// common/i18n/en/index.ts, so no page's script carries them; the console's code adds the panel's.
import { addCatalogueAreas } from "@common/i18n";
import { adminJobImport } from "@common/i18n/en/admin-job-import";
import { jobImportApi } from "@common/i18n/en/job-import-api";
import { jobImportFetch } from "@common/i18n/en/job-import-fetch";

addCatalogueAreas("en", { ...adminJobImport, ...jobImportApi, ...jobImportFetch });
