// Long-lived services: created once per app context (server/start.ts, the test app, the benches),
// held on it (server/context.ts), so every handler, service and page loader reaches the same
// instance, and closed together before the database. Mail, storage, the AI provider and the
// scheduler join them here.
import type { Logger } from "pino";
import type { TDatabase } from "../db/client";
import { createPdfRenderer, type TPdfRendererOptions } from "../pdf/renderer";
import type { TPdfRenderer } from "../pdf/types";
import { SearchIndexKeeper } from "./search-index/search-index";
import { SearchVocabulary } from "./search-index/search-vocabulary";

export interface TPlatform {
  /** Resume PDFs, rendered in worker threads that start on the first render. */
  pdf: TPdfRenderer;
  /** The job search index, built on first use, or beside the server once it is started. */
  searchIndex: SearchIndexKeeper;
  /** Known words, for the job search's typo corrections and completions. */
  searchVocabulary: SearchVocabulary;
}

export function openPlatform(options: { db: TDatabase; logger: Logger; pdf?: TPdfRendererOptions }): TPlatform {
  return {
    pdf: createPdfRenderer(options.pdf),
    searchIndex: new SearchIndexKeeper(options.db, options.logger),
    searchVocabulary: new SearchVocabulary(options.db),
  };
}

/** Closes every service, even when one fails, and waits for their work to end. */
export async function closePlatform(platform: TPlatform): Promise<void> {
  const outcomes = await Promise.allSettled([
    platform.pdf.close(),
    platform.searchIndex.close(),
    platform.searchVocabulary.close(),
  ]);
  const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, "closing the platform services failed");
}
