// Every language's catalogue, for the server: the page renderer (app/entry.server.tsx) and the API
// (server/app.ts) import this module once; the browser never does (it loads only its page's
// language, common/i18n/load-catalogue.ts).
import { addCatalogueAreas } from "./index";
import { ar } from "./ar/index";
import { arServerAreas } from "./ar/server-areas";
import { fr } from "./fr/index";
import { frServerAreas } from "./fr/server-areas";

addCatalogueAreas("ar", { ...ar, ...arServerAreas });
addCatalogueAreas("fr", { ...fr, ...frServerAreas });
