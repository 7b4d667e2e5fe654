// Technical Requirements: the public address is HTTPS, and the sitemap and robots.txt are served
// as a crawler reads them (rendered in this process like any page) and let AdSense's crawler in.
import type { TReadinessCheck } from "@common/monetization/readiness";
import { checkResult } from "./check-result";
import type { TLimitedRender } from "./render-pages";

export function checkHttps(publicUrl: string): TReadinessCheck {
  return new URL(publicUrl).protocol === "https:"
    ? checkResult("https", "passed", "passed", { url: publicUrl })
    : checkResult("https", "failed", "failed", { url: publicUrl });
}

export async function checkSitemap(render: TLimitedRender): Promise<TReadinessCheck> {
  const sitemap = await render("/sitemap.xml");
  if (sitemap.status !== 200) return checkResult("sitemap", "failed", "failed", { status: sitemap.status });
  return /<loc>\s*[^<\s]/.test(sitemap.body)
    ? checkResult("sitemap", "passed", "passed")
    : checkResult("sitemap", "warning", "empty");
}

/** The crawlers robots.txt must not shut out: every crawler's group, and AdSense's own crawler. */
const AD_CRAWLERS = ["*", "mediapartners-google"] as const;

/**
 * The crawlers among AD_CRAWLERS a robots.txt shuts out of the whole site: a group (its
 * User-agent lines) with "Disallow: /" and no "Allow: /" (robots.txt's rules: the longest match
 * wins, and on a tie Allow).
 */
export function blockedCrawlers(robots: string): string[] {
  const blocked: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  const rules: { agents: string[]; disallowAll: boolean; allowAll: boolean }[] = [];
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1].toLowerCase();
    const value = match[2].trim();
    if (field === "user-agent") {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (field !== "allow" && field !== "disallow") continue;
    if (!inRules) rules.push({ agents, disallowAll: false, allowAll: false });
    inRules = true;
    const group = rules[rules.length - 1];
    if (value === "/" && field === "disallow") group.disallowAll = true;
    if (value === "/" && field === "allow") group.allowAll = true;
  }
  for (const crawler of AD_CRAWLERS) {
    if (rules.some((group) => group.agents.includes(crawler) && group.disallowAll && !group.allowAll)) {
      blocked.push(crawler === "*" ? "User-agent: *" : "Mediapartners-Google");
    }
  }
  return blocked;
}

export async function checkRobots(render: TLimitedRender): Promise<TReadinessCheck> {
  const robots = await render("/robots.txt");
  if (robots.status !== 200) return checkResult("robots", "failed", "failed", { status: robots.status });
  const [blocked] = blockedCrawlers(robots.body);
  if (blocked) return checkResult("robots", "failed", "blocked", { agent: blocked });
  if (!/^\s*sitemap\s*:\s*\S+/im.test(robots.body)) return checkResult("robots", "warning", "noSitemap");
  return checkResult("robots", "passed", "passed");
}
