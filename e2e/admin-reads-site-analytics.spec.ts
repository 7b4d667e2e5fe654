// An administrator reads the site's own analytics in /admin?tab=analytics. Two visitors browse
// the site first, as people do (a browser that says who it is; headless Chromium's own user
// agent is a bot's, which the beacon does not count): one reads two pages, the other one and
// leaves. The console then shows 3 page views, 2 unique visitors and a bounce rate of 50%, no
// application rate while no job page was viewed, and today's row in the traffic table.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "analytics.admin@example.com", password: "analytics-journey-2026" };
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
  await visit(["/", "/jobs"], `${PERSON} first`);
  await visit(["/"], `${PERSON} second`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A visitor with a browser of their own reads these pages; each page's beacon is answered. */
async function visit(paths: string[], userAgent: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, userAgent });
  const page = await context.newPage();
  for (const path of paths) {
    const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events/page-view");
    await page.goto(`${server.baseUrl}${path}`);
    await waitForHydration(page);
    expect((await beacon).status()).toBe(202);
  }
  await context.close();
}

/** A tile's figure, read by its term ("Page views"): the first description after it. */
async function tile(page: Page, name: string): Promise<string> {
  const term = page.getByRole("term").filter({ hasText: new RegExp(`^${name}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
}

describe("an administrator reading the site's analytics", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sees the visits as figures, a chart and a table (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);

      await page.goto(`${server.baseUrl}/admin?tab=analytics`);
      await page.getByRole("heading", { level: 2, name: "Analytics over the last 30 days" }).waitFor();
      await expect.poll(() => page.getByText("Visitors are counted once a day.").isVisible()).toBe(true);

      expect(await tile(page, "Page views")).toMatch(/^3/);
      expect(await tile(page, "Unique visitors")).toMatch(/^2/);
      expect(await tile(page, "Bounce rate")).toMatch(/^50%/);
      expect(await tile(page, "Application rate")).toMatch(/^No job views yet/);

      // The newest day first: today's page views, visitors and bounce rate.
      const table = page.getByRole("region", { name: "Page views and visitors per day as a table" });
      const today = table.getByRole("row").nth(1);
      await expect.poll(() => today.getByRole("cell").allTextContents()).toEqual(["3", "2", "50%"]);

      // No job is listed on a new site, so no industry either.
      await expect
        .poll(() => page.getByText("No job listed now belongs to a company with an industry.").isVisible())
        .toBe(true);

      // The charts load on demand; wait for them before the picture and the sweep.
      await page.locator(".recharts-surface").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing is wider than the screen: the tables scroll within their own boxes.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[viewport].width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "admin-analytics");
      await context.close();
    });
  }
});
