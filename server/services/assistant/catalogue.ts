// The assistant's replies and knowledge base are read on the server only: they join the English
// catalogue here, not in common/i18n/en/index.ts, so no page's script carries them.
import { addCatalogueAreas } from "@common/i18n";
import { assistantKnowledge } from "@common/i18n/en/assistant-knowledge";
import { assistantReplies } from "@common/i18n/en/assistant-replies";

addCatalogueAreas("en", { ...assistantReplies, ...assistantKnowledge });
