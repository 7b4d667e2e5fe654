// An administrator gives /jobs a new title from Admin > SEO: the form counts the title against
// the advised 50-60 characters, the toast confirms, the page's document title changes, a row's
// "Check score" shows the page's score out of 100 with its checks, and deleting the
// configuration brings the page's own title back. At phone and desktop widths.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, settleAnimations } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "seo.console@example.com", password: "seo-console-journey-2026" };

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  await settleAnimations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe("an administrator editing a page's SEO", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`gives /jobs a new title, checks its score and removes it again (${viewport})`, async () => {
      const title = `Hiring now (${viewport}): every open job in one place, daily`;
      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);

      await page.goto(`${server.baseUrl}/jobs`);
      const ownTitle = await page.title();
      expect(ownTitle).toMatch(/\| Hirewise$/);

      await page.goto(`${server.baseUrl}/admin?tab=seo`);
      await page.getByRole("heading", { level: 2, name: "SEO configurations" }).waitFor();
      await page.getByText("No SEO configurations yet").waitFor();
      const sitemap = page.getByRole("link", { name: "Open the sitemap (sitemap.xml) in a new tab" });
      expect(await sitemap.getAttribute("href")).toBe("/sitemap.xml");
      expect(await sitemap.getAttribute("target")).toBe("_blank");

      await page.getByRole("button", { name: "Add configuration" }).click();
      const dialog = page.getByRole("dialog", { name: "Add SEO configuration" });
      await dialog.getByRole("textbox", { name: "Page path" }).fill("/jobs");
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Jobs");
      await dialog.getByText("4 / 50-60 characters").waitFor();
      await dialog.getByText("Shorter than advised").waitFor();
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await dialog.getByText(`${title.length} / 50-60 characters`).waitFor();
      await dialog.getByText("Good length").waitFor();
      expect(await dialog.getByRole("combobox", { name: "Robots directive" }).inputValue()).toBe("index,follow");
      expect(await dialog.getByRole("switch", { name: "Active" }).getAttribute("aria-checked")).toBe("true");
      await shoot(page, "admin-seo-dialog");
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Create configuration" }).click();
      await expectToast(page, "SEO configuration created successfully");
      const row = page.getByRole("row").filter({ hasText: "/jobs" });
      await row.getByText(title).waitFor();
      await row.getByText("Active", { exact: true }).waitFor();

      // The score of the configured page, from its rendered HTML.
      await row.getByRole("button", { name: "Check score for /jobs" }).click();
      await page.getByText("SEO score of /jobs").waitFor({ timeout: 20_000 });
      await page.getByText(/^\d{1,3}\/100$/).waitFor();
      await page.getByText(`The title is ${title.length} characters, within 50-60.`).waitFor();
      await shoot(page, "admin-seo");
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.baseUrl}/jobs`);
      expect(await page.title()).toBe(title);
      // The same title after a client-side navigation (the root loader's data for the new path).
      if (viewport === "desktop") {
        await page.goto(`${server.baseUrl}/privacy-policy`);
        await page.getByRole("banner").getByRole("link", { name: "Find Jobs" }).click();
        await page.waitForURL(`${server.baseUrl}/jobs`);
        await expect.poll(() => page.title()).toBe(title);
      }
      // A filtered view of /jobs keeps its own title.
      await page.goto(`${server.baseUrl}/jobs?search=nurse`);
      expect(await page.title()).not.toBe(title);

      await page.goto(`${server.baseUrl}/admin?tab=seo`);
      await page.getByRole("button", { name: "Delete the SEO configuration of /jobs" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete SEO configuration" });
      await confirm.getByRole("button", { name: "Delete configuration" }).click();
      await expectToast(page, "SEO configuration deleted successfully");
      await page.getByText("No SEO configurations yet").waitFor();

      await page.goto(`${server.baseUrl}/jobs`);
      expect(await page.title()).toBe(ownTitle);
      await context.close();
    });
  }
});
