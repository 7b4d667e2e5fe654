// `npm run lighthouse`: Lighthouse (mobile profile) with Debian's Chromium against /, /jobs, a
// job page and the resume builder of the built site, in English, Arabic and French, plus axe-core
// on the same pages. Prints the four category scores,
// the largest contentful paint and the serious or critical accessibility violations.
// Targets: performance >= 95, accessibility, best practices and SEO 100, and no
// serious axe-core violation.
import AxeBuilder from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium, launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium found: apt-get install chromium");
  const server = await startServer({ env: { SEED_DEMO: "1" } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  const browser = await launchBrowser();
  let failures = 0;
  try {
    const { jobs } = (await (await fetch(`${server.baseUrl}/api/jobs?pageSize=1&sort=recent`)).json()) as {
      jobs: { id: number }[];
    };
    const englishPages = ["/", "/jobs", `/jobs/${jobs[0].id}`, "/resume-builder"];
    const pages = ["", "/ar", "/fr"].flatMap((prefix) =>
      englishPages.map((path) => (path === "/" && prefix ? prefix : `${prefix}${path}`)),
    );
    console.log("page".padEnd(20), CATEGORIES.map((c) => c.padEnd(15)).join(""), "LCP", "  axe serious+critical");
    for (const path of pages) {
      const url = `${server.baseUrl}${path}`;
      // Lighthouse sometimes fails to record a trace in a Chromium it has used before
      // (NO_NAVSTART, "Please run Lighthouse again"): such a run is repeated, twice at most.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        if (!result?.lhr.runtimeError) break;
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        console.log(`   Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
      const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
      const lcp = audits["largest-contentful-paint"]?.displayValue ?? "?";

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      // The page as a reader meets it: hydrated, and every block drawn once. Off-screen blocks
      // use content-visibility: auto, and Chrome answers style queries inside a block it has
      // not drawn yet with the browser's defaults (link blue), which axe would report as
      // contrast failures that no reader sees.
      await page.waitForLoadState("networkidle");
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
        }
        window.scrollTo(0, 0);
      });
      const axe = await new AxeBuilder({ page }).analyze();
      await context.close();
      const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");

      console.log(path.padEnd(20), scores.map((s) => String(s).padEnd(15)).join(""), lcp, `  ${serious.length}`);
      const [performance, ...others] = scores;
      if (performance < 95 || others.some((score) => score < 100) || serious.length > 0) failures += 1;
      for (const name of CATEGORIES) {
        for (const ref of categories[name]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.log(`   ${name}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
          }
        }
      }
      for (const violation of serious) console.log(`   axe ${violation.impact}: ${violation.id}: ${violation.help}`);
    }
  } finally {
    await browser.close();
    chrome.kill();
    await server.stop();
  }
  console.log(failures === 0 ? "\nAll pages meet the targets." : `\n${failures} page(s) miss a target.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
