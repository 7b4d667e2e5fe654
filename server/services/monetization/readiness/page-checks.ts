// The checks that look at rendered pages: every link of the home page's header and footer
// answers (Navigation & UX), an unknown address answers the site's 404 page, and the legal pages
// are served (Legal Compliance). A page that cannot be rendered fails its own check, with the
// status it answered (500 when it threw).
import { randomBytes } from "node:crypto";
import { parse } from "node-html-parser";
import type { TReadinessCheck } from "@common/monetization/readiness";
import { checkResult, listOf } from "./check-result";
import type { TLimitedRender } from "./render-pages";

/** How many broken links a reason names; the count says how many there are. */
export const BROKEN_LINKS_NAMED = 5;
export const LEGAL_PAGE_PATHS = ["/privacy-policy", "/terms-of-service"] as const;

/**
 * A link answers when its page is served (200), moves (3xx), or is one only signed-in people see
 * and asks a visitor to sign in first (401: the dashboard, the company directory): none of these is
 * a broken link to a visitor or a crawler.
 */
function answers(status: number): boolean {
  return status === 200 || (status >= 300 && status < 400) || status === 401;
}

/** The site's own addresses the header and footer link to, once each, without their fragments. */
export function navigationPaths(html: string): string[] {
  const root = parse(html);
  const paths = new Set<string>();
  for (const link of root.querySelectorAll("header a[href], footer a[href]")) {
    const href = link.getAttribute("href")?.trim() ?? "";
    // Only the site's own pages: "//host" is another site, and external links are not fetched.
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0];
    if (path) paths.add(path);
  }
  return [...paths];
}

export async function checkNavigationLinks(render: TLimitedRender, language: string): Promise<TReadinessCheck> {
  const home = await render("/");
  if (home.status !== 200) return checkResult("navigationLinks", "failed", "homeFailed", { status: home.status });
  const paths = navigationPaths(home.body);
  if (paths.length === 0) return checkResult("navigationLinks", "failed", "noLinks");
  const answered = await Promise.all(paths.map(async (path) => ({ path, status: (await render(path)).status })));
  const broken = answered.filter((link) => !answers(link.status));
  if (broken.length === 0) return checkResult("navigationLinks", "passed", "passed", { count: paths.length });
  const named = broken.slice(0, BROKEN_LINKS_NAMED).map((link) => `${link.path} (${link.status})`);
  return checkResult("navigationLinks", "failed", "broken", { count: broken.length, links: listOf(named, language) });
}

export async function checkNotFoundPage(render: TLimitedRender): Promise<TReadinessCheck> {
  // An address no page has: a random one, so no route or content page can match it.
  const page = await render(`/readiness-check-${randomBytes(8).toString("hex")}`);
  if (page.status === 404 && page.contentType.includes("text/html")) {
    return checkResult("notFoundPage", "passed", "passed");
  }
  return checkResult("notFoundPage", "failed", "failed", { status: page.status });
}

export async function checkLegalPages(render: TLimitedRender, language: string): Promise<TReadinessCheck> {
  const answered = await Promise.all(
    LEGAL_PAGE_PATHS.map(async (path) => ({ path, status: (await render(path)).status })),
  );
  const missing = answered.filter((page) => page.status !== 200);
  if (missing.length === 0) return checkResult("legalPages", "passed", "passed");
  return checkResult("legalPages", "failed", "failed", {
    pages: listOf(
      missing.map((page) => `${page.path} (${page.status})`),
      language,
    ),
  });
}
