// A reader of Arabic meets pages laid out from the right: the page's own texts start at the right
// and pointing icons point the other way, while what people wrote (an English job ad, an e-mail
// address being typed) keeps its own direction. A French reader's longer labels fit on a phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The horizontal flip CSS gives an element (-1 when mirrored, 1 when not), by `scale` or `transform`. */
async function horizontalScale(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const scale = style.scale === "none" ? 1 : Number.parseFloat(style.scale);
      return scale * new DOMMatrix(style.transform).a;
    });
}

describe("an Arabic reader", () => {
  it("finds the search results laid out from the right, English ads still reading left to right", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await page.goto(`${server.baseUrl}/ar/jobs`);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      const card = page.getByRole("article").first();
      const layout = await card.evaluate((article) => {
        const title = article.querySelector("h3")!;
        const titleText = title.querySelector("a")!.getBoundingClientRect();
        const description = article.querySelector("p[dir=auto]")!;
        return {
          titleDirection: getComputedStyle(title).direction,
          // The title's text ends where its line ends: at the right.
          titleGapAtRight: title.getBoundingClientRect().right - titleText.right,
          titleGapAtLeft: titleText.left - title.getBoundingClientRect().left,
          descriptionDirection: getComputedStyle(description).direction,
        };
      });
      expect(layout.titleDirection).toBe("rtl");
      expect(layout.titleGapAtRight).toBeLessThan(1);
      expect(layout.titleGapAtLeft).toBeGreaterThan(0);
      // The demo's ads are in English: written left to right inside the Arabic page.
      expect(layout.descriptionDirection).toBe("ltr");
      // "View details" points to where the reader goes next: the left.
      expect(await horizontalScale(page, "article .lucide-arrow-right")).toBe(-1);
      expect(await horizontalScale(page, "nav .lucide-chevron-left")).toBe(-1);

      // The assistant's button sits at the end of the line: the bottom left.
      const button = await page.getByRole("button", { name: "المساعد الذكي", exact: true }).boundingBox();
      expect(button!.x + button!.width).toBeLessThan(640);
      await screenshot(page, "arabic-job-search");
    } finally {
      await context.close();
    }
  });

  it("types e-mail addresses and web addresses left to right in the sign-up forms", async () => {
    const { context, page } = await openPage(browser, "phone");
    try {
      for (const path of ["/ar/register", "/ar/register-company", "/ar/resume-builder"]) {
        await page.goto(`${server.baseUrl}${path}`);
        const fields = page.locator("input[type=email], input[type=url], input[type=tel]");
        expect(await fields.count(), path).toBeGreaterThan(0);
        for (const field of await fields.all()) expect(await field.getAttribute("dir"), path).toBe("auto");
      }
      const email = page.locator("input[type=email]").first();
      await email.fill("layla@example.com");
      expect(await email.evaluate((input) => input.matches(":dir(ltr)"))).toBe(true);
      await screenshot(page, "arabic-resume-builder");
    } finally {
      await context.close();
    }
  });
});

describe("a French reader on a phone", () => {
  it("meets a header that fits the screen", async () => {
    const { context, page } = await openPage(browser, "phone");
    try {
      for (const path of ["/fr", "/fr/jobs", "/fr/login"]) {
        await page.goto(`${server.baseUrl}${path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await screenshot(page, "french-sign-in");
    } finally {
      await context.close();
    }
  });
});

describe("a French or Arabic reader on a laptop", () => {
  it("meets a header that fits the screen, its longer links in the menu below 1280 px", async () => {
    for (const width of [1024, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      try {
        for (const path of ["/fr/jobs", "/ar/jobs"]) {
          await page.goto(`${server.baseUrl}${path}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        }
      } finally {
        await context.close();
      }
    }
  });
});
