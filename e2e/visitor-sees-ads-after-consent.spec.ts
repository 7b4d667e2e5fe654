// A visitor on a job page while ads are enabled (decision 039): the consent banner asks first and
// no ad script is requested before Accept; Accept loads the (stand-in) ad script once and the
// units fill; the answer is remembered; Decline loads nothing. The resume builder, the settings
// and a job reached from a page that shows no ads draw no slot and request no script. The privacy
// policy has its Advertising section.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { companies, jobs, sitePages } from "../server/db/schema";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

const DAY_MS = 24 * 60 * 60 * 1000;
const LAYOUT = {
  autoAds: false,
  adUnits: [
    {
      id: "header-banner",
      name: "Header banner",
      size: "728x90",
      type: "display",
      placement: "header",
      enabled: true,
      slotId: "1001",
    },
    {
      id: "sidebar-square",
      name: "Sidebar square",
      size: "300x250",
      type: "display",
      placement: "sidebar",
      enabled: true,
      slotId: "1002",
    },
    {
      id: "in-content",
      name: "In-content",
      size: "responsive",
      type: "responsive",
      placement: "content",
      enabled: true,
      slotId: "1003",
    },
    {
      id: "footer-off",
      name: "Footer",
      size: "728x90",
      type: "display",
      placement: "footer",
      enabled: false,
      slotId: "1004",
    },
  ],
  privacySettings: { cookieConsent: true, gdprCompliant: true, ccpaCompliant: true },
};

// The ad network's stand-in: takes AdSense's queue and fills one unit per push with a visible box.
const STAND_IN = `(function () {
  var queue = window.adsbygoogle || [];
  window.standInPushes = [];
  function handle(item) {
    window.standInPushes.push(item);
    if (item && item.enable_page_level_ads) return;
    var ins = document.querySelector("ins.adsbygoogle:not([data-adsbygoogle-status])");
    if (!ins) return;
    ins.setAttribute("data-adsbygoogle-status", "done");
    var box = document.createElement("div");
    box.textContent = "Stand-in ad " + ins.getAttribute("data-ad-slot");
    box.style.cssText = "display:flex;align-items:center;justify-content:center;width:100%;height:100%;min-height:90px;background:#dbeafe;color:#1e3a8a;font:600 14px sans-serif";
    ins.appendChild(box);
  }
  queue.forEach(handle);
  window.adsbygoogle = { push: handle, loaded: true };
})();`;

let server: TRunningServer;
let browser: Browser;
let dataDir: string;
let adServer: http.Server;
let scriptUrl = "";
/** Every request the stand-in ad server received, as paths with their query. */
const adRequests: string[] = [];
const ids = { job: 0, company: 0 };

async function prepareDatabase(directory: string) {
  const template = inject("e2eDataDirTemplate");
  if (template) fs.cpSync(path.join(template, "pg"), path.join(directory, "pg"), { recursive: true });
  const handle = await openDatabase({ dataDir: directory });
  try {
    const [company] = await handle.db
      .insert(companies)
      .values({ name: "Harbor Freight Lines", city: "Rotterdam", country: "Netherlands" })
      .returning({ id: companies.id });
    const [job] = await handle.db
      .insert(jobs)
      .values({
        title: "Port Logistics Planner",
        company: "Harbor Freight Lines",
        companyId: company.id,
        description: "Plan the berths and the cranes.\n\nKeep the ships moving on time.",
        location: "Rotterdam, Netherlands",
        country: "Netherlands",
        city: "Rotterdam",
        workType: "onsite",
        requirements: ["Three years in port operations"],
        benefits: ["Harbour views"],
        expiresAt: new Date(Date.now() + 20 * DAY_MS),
      })
      .returning({ id: jobs.id });
    ids.job = job.id;
    ids.company = company.id;
    await handle.db
      .insert(sitePages)
      .values({ slug: "about", title: "About Us", body: "We match people and ports.", isPublished: true });
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  adServer = http.createServer((request, response) => {
    adRequests.push(request.url ?? "");
    response.writeHead(200, {
      "content-type": "text/javascript; charset=utf-8",
      "access-control-allow-origin": "*",
      "cache-control": "no-store",
    });
    response.end(STAND_IN);
  });
  await new Promise<void>((resolve) => adServer.listen(0, "127.0.0.1", resolve));
  scriptUrl = `http://127.0.0.1:${(adServer.address() as AddressInfo).port}/adsbygoogle.js`;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-ads-"));
  await prepareDatabase(dataDir);
  server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ADSENSE_PUBLISHER_ID: "pub-1234567890123456",
      ADSENSE_ENABLED: "1",
      ADSENSE_LAYOUT: JSON.stringify(LAYOUT),
      ADSENSE_SCRIPT_URL: scriptUrl,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => adServer?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  adRequests.length = 0;
});

const jobPath = () => `/jobs/${ids.job}`;
const banner = (page: Page) => page.getByRole("region", { name: "Ads on this page" });
const standInAds = (page: Page) => page.getByText(/^Stand-in ad \d+$/);

/**
 * Whether the element, scrolled into view as the browser does for a focused element, is what the
 * pointer meets at its centre (not the banner).
 */
async function isClearOfTheBanner(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: "nearest" });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Waits until the runtime has loaded (the banner or "Ad choices" is drawn). */
async function waitForRuntime(page: Page) {
  await page
    .getByRole("region", { name: "Ads on this page" })
    .or(page.getByRole("button", { name: "Ad choices" }))
    .first()
    .waitFor();
}

describe.each<TViewportName>(["phone", "desktop"])("ads on a job page at %s width", (viewport) => {
  it("asks first, loads nothing before Accept, fills the units after it and remembers the answer", async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(`${server.baseUrl}${jobPath()}`);
      await banner(page).waitFor();
      await expect(banner(page).getByRole("heading", { name: "Ads on this page" }).isVisible()).resolves.toBe(true);
      await expect(
        banner(page).getByRole("button", { name: "Do Not Sell or Share My Personal Information" }).isVisible(),
      ).resolves.toBe(true);
      // The page is drawn as without ads while the banner asks, and its main action scrolls clear of it.
      await expect(page.getByRole("heading", { name: "Port Logistics Planner", level: 1 }).isVisible()).resolves.toBe(
        true,
      );
      await expect.poll(() => page.locator("[data-ad-placement] [aria-hidden]").count()).toBe(0);
      expect(await isClearOfTheBanner(page.getByRole("link", { name: "Sign In to Apply" }))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await isClearOfTheBanner(page.getByText("All rights reserved", { exact: false }))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.locator("ins.adsbygoogle").count()).toBe(0);
      expect(adRequests).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "ads-job-page-banner");

      await banner(page).getByRole("button", { name: "Accept ads" }).click();
      await standInAds(page).first().waitFor();
      await expect(page.getByText("Stand-in ad 1001").isVisible()).resolves.toBe(true);
      await page.getByText("Stand-in ad 1002").waitFor();
      await page.getByText("Stand-in ad 1003").waitFor();
      expect(await page.getByRole("complementary", { name: "Advertisement" }).count()).toBe(3);
      expect(adRequests).toEqual(["/adsbygoogle.js?client=ca-pub-1234567890123456"]);
      expect(await page.evaluate(() => (window as unknown as { standInPushes: unknown[] }).standInPushes.length)).toBe(
        3,
      );
      expect(await banner(page).count()).toBe(0);
      // Focus lands on "Ad choices", where the answer can be changed, not lost with the banner.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Ad choices");
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "ads-job-page-with-ads");

      await page.reload();
      await page.getByText("Stand-in ad 1001").waitFor();
      expect(await banner(page).count()).toBe(0);
      expect(adRequests).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

describe("the company page and a content page, once accepted", () => {
  it("show their placements' units: the company page its sidebar, a content page none", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await context.addCookies([{ name: "hw_ad_consent", value: "granted", url: server.baseUrl }]);
      await page.goto(`${server.baseUrl}/companies/${ids.company}`);
      for (const slot of ["1001", "1002", "1003"]) await page.getByText(`Stand-in ad ${slot}`).waitFor();
      expect(await banner(page).count()).toBe(0);

      await page.goto(`${server.baseUrl}/pages/about`);
      await page.getByText("Stand-in ad 1003").waitFor();
      await page.getByText("Stand-in ad 1001").waitFor();
      expect(await page.locator('[data-ad-placement="sidebar"]').count()).toBe(0);
      expect(adRequests).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

describe("a visitor who declines", () => {
  it("gets no ad script, no units, and can change the answer with Ad choices", async () => {
    const { context, page } = await openPage(browser, "phone");
    try {
      await page.goto(`${server.baseUrl}${jobPath()}`);
      await banner(page).getByRole("button", { name: "Do Not Sell or Share My Personal Information" }).click();
      await page.getByRole("button", { name: "Ad choices" }).waitFor();
      expect(await page.locator("ins.adsbygoogle").count()).toBe(0);
      expect(await page.locator("[data-ad-placement] [aria-hidden]").count()).toBe(0);

      await page.reload();
      await waitForRuntime(page);
      expect(await banner(page).count()).toBe(0);
      expect(adRequests).toEqual([]);

      await page.getByRole("button", { name: "Ad choices" }).click();
      await expect(banner(page).getByText("You declined ads.", { exact: false }).isVisible()).resolves.toBe(true);
      await banner(page).getByRole("button", { name: "Accept ads" }).click();
      await page.getByText("Stand-in ad 1001").waitFor();
      expect(adRequests).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe("pages that never show ads", () => {
  it("draw no slot and request no ad script, even after Accept on a job page", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await context.addCookies([{ name: "hw_ad_consent", value: "granted", url: server.baseUrl }]);
      await signUpThroughApi(context, server.baseUrl, {
        email: uniqueEmail("ads.seeker"),
        password: "Str0ng!Passw0rd",
        firstName: "Ada",
      });
      for (const pathname of ["/resume-builder", "/settings", "/jobs", "/privacy-policy"]) {
        await page.goto(`${server.baseUrl}${pathname}`);
        expect(await page.locator("[data-ad-placement], ins.adsbygoogle").count(), pathname).toBe(0);
        expect(await page.getByRole("button", { name: "Ad choices" }).count(), pathname).toBe(0);
      }
      expect(adRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lead to a job page without ads: its policy does not let the ad network in", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await context.addCookies([{ name: "hw_ad_consent", value: "granted", url: server.baseUrl }]);
      await page.goto(`${server.baseUrl}/jobs`);
      await page.getByRole("link", { name: "Port Logistics Planner" }).first().click();
      await page.waitForURL(`**${jobPath()}`);
      await page.getByRole("heading", { name: "Port Logistics Planner", level: 1 }).waitFor();
      expect(await page.locator("[data-ad-placement], ins.adsbygoogle").count()).toBe(0);
      expect(adRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the privacy policy while ads are live", () => {
  it("has its Advertising section after the cookies section", async () => {
    const { context, page } = await openPage(browser, "phone");
    try {
      await page.goto(`${server.baseUrl}/privacy-policy`);
      const section = page.getByRole("region", { name: /Advertising/ });
      await section.waitFor();
      await expect(section.getByText("show ads served by Google AdSense", { exact: false }).isVisible()).resolves.toBe(
        true,
      );
      await expect(
        section.getByText("Google's ad script loads only after you accept.", { exact: false }).isVisible(),
      ).resolves.toBe(true);
      expect(await page.getByText("We do not use advertising cookies", { exact: false }).count()).toBe(0);
      expect(adRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
