// First-party analytics: the raw material of the company and admin statistics. Page views come
// from the beacon every page sends (so cached pages and client-side navigations count too);
// key actions are recorded by the server where they happen. No raw IP address is stored: a
// visitor is a keyed hash of the address and browser, keyed per day, so the same visitor is
// one visitor within a day and cannot be followed across days. Bots are not counted.
// Recording never fails the request it belongs to.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { isbot } from "isbot";
import type { TAppContext } from "../../context";
import { analyticsEvents, jobs } from "../../db/schema";
import { appSecret } from "../app-secret/app-secret";

export const EVENT_NAMES = [
  "page.viewed",
  "job.viewed",
  "account.registered",
  "account.signed-in",
  "resume.downloaded",
  "application.submitted",
  "job.posted",
] as const;
export type TEventName = (typeof EVENT_NAMES)[number];

/** Stored paths are cut to this length. */
const PATH_MAX = 300;
/** Page views one visitor may add per minute (per server process); more are dropped. */
export const PAGE_VIEWS_PER_VISITOR_PER_MINUTE = 60;

/** Records a key action; a failure is logged, never thrown. */
export async function recordEvent(
  context: Pick<TAppContext, "db" | "logger">,
  event: { name: Exclude<TEventName, "page.viewed">; userId?: number | null; jobId?: number | null },
): Promise<void> {
  try {
    await context.db.insert(analyticsEvents).values({ name: event.name, userId: event.userId, jobId: event.jobId });
  } catch (error) {
    context.logger.warn({ err: error, event: event.name }, "an analytics event could not be recorded");
  }
}

/** The visitor's code for the day: the address and browser, keyed with a salt of that day. */
export function visitorHash(secret: string, options: { ipAddress: string; userAgent: string; day: string }): string {
  const dailySalt = createHmac("sha256", secret).update(`visitor-salt\n${options.day}`).digest();
  return createHmac("sha256", dailySalt)
    .update(`${options.ipAddress}\n${options.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The path alone: a query or fragment may hold a token or a search, which are not kept. */
function storedPath(path: string): string {
  return path.split(/[?#]/, 1)[0].slice(0, PATH_MAX);
}

/** The host of an external referrer; none for our own pages or an unreadable one. */
function referrerHost(referrer: string | undefined, ownHosts: string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return ownHosts.includes(url.host) ? null : url.hostname.slice(0, 255);
  } catch {
    return null;
  }
}

const JOB_PAGE = /^\/jobs\/([1-9][0-9]{0,9})$/;

/** Counts page views per visitor in the current minute, to drop floods. */
export class PageViewLimiter {
  private minute = 0;
  private counts = new Map<string, number>();

  allows(visitor: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const count = (this.counts.get(visitor) ?? 0) + 1;
    this.counts.set(visitor, count);
    return count <= PAGE_VIEWS_PER_VISITOR_PER_MINUTE;
  }
}

/**
 * Records a page view from the beacon, and a job view when the page is a job's; answers whether
 * it was counted (a bot's or a flood's is not).
 */
export async function recordPageView(
  context: Pick<TAppContext, "db" | "logger" | "env" | "appSecret" | "pageViews">,
  view: {
    path: string;
    referrer?: string;
    ipAddress: string;
    userAgent: string;
    userId: number | null;
    requestHost?: string;
    now?: Date;
  },
): Promise<boolean> {
  if (!view.userAgent || isbot(view.userAgent)) return false;
  const now = view.now ?? new Date();
  const visitor = visitorHash(await appSecret(context), {
    ipAddress: view.ipAddress,
    userAgent: view.userAgent,
    day: now.toISOString().slice(0, 10),
  });
  if (!context.pageViews.allows(visitor, now.getTime())) return false;
  const path = storedPath(view.path);
  const ownHosts = [new URL(context.env.PUBLIC_URL).host, ...(view.requestHost ? [view.requestHost] : [])];
  const row = {
    path,
    referrerHost: referrerHost(view.referrer, ownHosts),
    visitorHash: visitor,
    userId: view.userId,
    occurredAt: now,
  };
  try {
    await context.db.insert(analyticsEvents).values({ name: "page.viewed", ...row });
    const jobId = Number(JOB_PAGE.exec(path)?.[1] ?? 0);
    // Only a job that exists: the path is the visitor's to choose.
    const [job] = jobId ? await context.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1) : [];
    if (job) await context.db.insert(analyticsEvents).values({ name: "job.viewed", ...row, jobId: job.id });
  } catch (error) {
    context.logger.warn({ err: error }, "a page view could not be recorded");
  }
  return true;
}
