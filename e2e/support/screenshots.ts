import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Saves a full-page screenshot of the page as test-results/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Opens `url` at phone and desktop widths and screenshots both. */
export async function screenshotBothWidths(
  browser: Browser,
  url: string,
  name: string,
  cookies: { name: string; value: string; url: string }[] = [],
) {
  for (const viewport of Object.values(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(url);
    await screenshot(page, name);
    await context.close();
  }
}
