// POST /api/admin/adsense/readiness: the live site inspected as AdSense's reviewers and crawler
// see it, the fifteen checks in their order with the score (the rounded share of passed checks)
// and the level (80 and above ready, 60 to 79 nearly ready). Independent checks run at once;
// pages render at most RENDER_CONCURRENCY at a time (render-pages.ts). A check that cannot
// complete fails with its reason; the run itself always answers.
import type { TTranslate } from "@common/i18n";
import {
  READINESS_CHECK_IDS,
  readinessLevel,
  readinessScore,
  type TReadinessCheck,
  type TReadinessCheckId,
  type TReadinessResult,
} from "@common/monetization/readiness";
import type { TAppContext } from "../../../context";
import { siteAnalytics } from "../../site/analytics/site-analytics";
import { readSiteGeneral } from "../../site/general/read-general";
import "./catalogue";
import { unexpectedError } from "./check-result";
import { checkListedJobs, checkOriginalContent, checkOwnJobs } from "./content-checks";
import { checkFreshContent, checkProhibitedContent } from "./guideline-checks";
import { checkContactPage, checkOperatorDetails } from "./legal-checks";
import { checkLegalPages, checkNavigationLinks, checkNotFoundPage } from "./page-checks";
import { limitRenders, type TRenderPage } from "./render-pages";
import { readListedJobFigures, readPublishedPageTexts } from "./site-facts";
import { checkHttps, checkRobots, checkSitemap } from "./technical-checks";
import { checkEngagement, checkTraffic } from "./traffic-checks";

type TReadinessContext = Pick<TAppContext, "db" | "env" | "settings" | "logger">;

export interface TReadinessOptions {
  /** A page as a signed-out visitor gets it (server/app.ts); tests give a stand-in. */
  renderPage: TRenderPage;
  /** The request's text function and language: the reasons name missing details in it. */
  t: TTranslate;
  language: string;
  now?: Date;
}

async function inspectSite(context: TReadinessContext, options: TReadinessOptions): Promise<TReadinessResult> {
  const now = options.now ?? new Date();
  const render = limitRenders(options.renderPage);
  const reader = { t: options.t, language: options.language };
  // Read once, shared by the checks that need them; a failed read fails only those checks.
  const figures = readListedJobFigures(context, { now });
  const pages = readPublishedPageTexts(context);
  const analytics = siteAnalytics(context, { now });
  const general = readSiteGeneral(context);

  const checks: Record<TReadinessCheckId, () => Promise<TReadinessCheck> | TReadinessCheck> = {
    listedJobs: async () => checkListedJobs(await figures),
    originalContent: async () => checkOriginalContent(await pages),
    ownJobs: async () => checkOwnJobs(await figures),
    navigationLinks: () => checkNavigationLinks(render, options.language),
    notFoundPage: () => checkNotFoundPage(render),
    legalPages: () => checkLegalPages(render, options.language),
    operatorDetails: async () => checkOperatorDetails((await general).operator, reader),
    contactPage: async () => checkContactPage(await pages),
    https: () => checkHttps(context.env.PUBLIC_URL),
    sitemap: () => checkSitemap(render),
    robots: () => checkRobots(render),
    traffic: async () => checkTraffic(await analytics),
    engagement: async () => checkEngagement(await analytics),
    prohibitedContent: async () =>
      checkProhibitedContent(context, { now, pages: await pages, language: options.language }),
    freshContent: async () => checkFreshContent(await figures, await pages, now),
  };
  const results = await Promise.all(
    READINESS_CHECK_IDS.map(async (id) => {
      try {
        return await checks[id]();
      } catch (error) {
        context.logger.warn({ err: error, check: id }, "A readiness check could not complete");
        return unexpectedError(id);
      }
    }),
  );
  const score = readinessScore(results);
  return { checks: results, score, level: readinessLevel(score), checkedAt: now.toISOString() };
}

// A check started while one runs gets that run's result: two administrators (or a double click)
// share one inspection instead of rendering the site twice. The run in flight is kept per app
// context (one per process, one per test app), and forgotten once it ends: the next request
// inspects the site afresh.
const runsInFlight = new WeakMap<object, Promise<TReadinessResult>>();

export function runReadinessCheck(context: TReadinessContext, options: TReadinessOptions): Promise<TReadinessResult> {
  const running = runsInFlight.get(context);
  if (running) return running;
  const run = inspectSite(context, options).finally(() => runsInFlight.delete(context));
  runsInFlight.set(context, run);
  return run;
}
