// The Arabic texts only the server reads: the assistant's replies and knowledge base, the job sync's
// answers and reasons.
import type { TCatalogueArea } from "../catalogue-area";
import { assistantKnowledge } from "./assistant-knowledge";
import { assistantReplies } from "./assistant-replies";
import { jobImportApi } from "./job-import-api";
import { jobImportFetch } from "./job-import-fetch";

export const arServerAreas = {
  ...assistantReplies,
  ...assistantKnowledge,
  ...jobImportApi,
  ...jobImportFetch,
} satisfies TCatalogueArea;
