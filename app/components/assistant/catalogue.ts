// The assistant's page and panel texts join the catalogue when their code loads (the chat page's
// route, the widget's panel on first open), so no other page's first-load script carries them.
import { addCatalogueAreas } from "@common/i18n";
import { assistantPage } from "@common/i18n/en/assistant-page";
import { assistantPanel } from "@common/i18n/en/assistant-panel";

addCatalogueAreas("en", { ...assistantPage, ...assistantPanel });
