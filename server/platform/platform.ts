// Long-lived services: created once per app context (server/start.ts, the test app, the benches),
// held on it (server/context.ts), so every handler, service and page loader reaches the same
// instance, and closed together before the database. Storage and the AI provider join them here.
import type { Logger } from "pino";
import type { TDatabase } from "../db/client";
import { createPdfRenderer, type TPdfRendererOptions } from "../pdf/renderer";
import type { TPdfRenderer } from "../pdf/types";
import type { TEnv } from "../lib/env";
import { createConfiguredAi } from "./ai/ai-service";
import type { TAiProvider } from "./ai/types";
import { AppSecretKeeper } from "./app-secret/app-secret";
import { RuntimeSettings } from "./settings/settings";
import { PageViewLimiter } from "./events/events";
import { MailTransport } from "./mail/mail-transport";
import { MatchKeeper } from "./matching/match-keeper";
import { SearchIndexKeeper } from "./search-index/search-index";
import { SearchVocabulary } from "./search-index/search-vocabulary";
import { SiteContentCache } from "./site-content/site-content-cache";
import { TaskQueue } from "./task-queue/task-queue";
import { TRIGGERED_TASK_PAYLOADS, type TTriggeredTaskPayloads } from "./task-queue/triggered-tasks";

export interface TPlatform {
  /** Resume PDFs, rendered in worker threads that start on the first render. */
  pdf: TPdfRenderer;
  /** The job search index, built on first use, or beside the server once it is started. */
  searchIndex: SearchIndexKeeper;
  /** Known words, for the job search's typo corrections and completions. */
  searchVocabulary: SearchVocabulary;
  /** SMTP, used by the mail-queue task only (requests queue mail: platform/mail/mail-queue.ts). */
  mail: MailTransport;
  /** APP_SECRET, or the one generated and kept in the database: read it with appSecret(context). */
  appSecret: AppSecretKeeper;
  /** Runtime settings: the environment wins, else the stored value, else the default (platform/settings). */
  settings: RuntimeSettings;
  /** Page views per visitor in the current minute (platform/events), to drop floods. */
  pageViews: PageViewLimiter;
  /** The matching engine's prepared jobs and word statistics (platform/matching). */
  matching: MatchKeeper;
  /** The triggered tasks' payload schemas, and the wake of this process's runner: enqueueTask(context, ...). */
  taskQueue: TaskQueue<TTriggeredTaskPayloads>;
  /** The AI provider: the built-in engine, or the OpenAI-compatible endpoint of AI_BASE_URL (platform/ai). */
  ai: TAiProvider;
  /** The site content every page reads (SEO configurations, figures, published pages), cached briefly. */
  siteContent: SiteContentCache;
}

export function openPlatform(options: {
  db: TDatabase;
  env: TEnv;
  logger: Logger;
  pdf?: TPdfRendererOptions;
  /** A provider to use instead of the one the configuration names (tests). */
  ai?: TAiProvider;
}): TPlatform {
  const appSecret = new AppSecretKeeper(options.db);
  const settings = new RuntimeSettings(options.db, options.env, () => appSecret.get(options.env.APP_SECRET));
  return {
    pdf: createPdfRenderer(options.pdf),
    searchIndex: new SearchIndexKeeper(options.db, options.logger),
    searchVocabulary: new SearchVocabulary(options.db),
    mail: new MailTransport(),
    appSecret,
    settings,
    pageViews: new PageViewLimiter(),
    matching: new MatchKeeper(options.db),
    taskQueue: new TaskQueue(TRIGGERED_TASK_PAYLOADS),
    ai: options.ai ?? createConfiguredAi(settings, options.logger),
    siteContent: new SiteContentCache(),
  };
}

/** Closes every service, even when one fails, and waits for their work to end. */
export async function closePlatform(platform: TPlatform): Promise<void> {
  const outcomes = await Promise.allSettled([
    platform.pdf.close(),
    platform.searchIndex.close(),
    platform.searchVocabulary.close(),
    platform.mail.close(),
    platform.appSecret.close(),
    platform.matching.close(),
    platform.taskQueue.close(),
    platform.ai.close(),
  ]);
  const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, "closing the platform services failed");
}
