// A visitor chooses the language they read in: the header's switch (the phone drawer's on a phone)
// opens the same page in that language, links keep them in it, and the site remembers the choice
// (the lang cookie for anyone, the account's language for a signed-in user).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_NAMES, type TLanguage } from "@common/i18n";
import { ar } from "@common/i18n/ar";
import { en } from "@common/i18n/en";
import { fr } from "@common/i18n/fr";
import { launchBrowser } from "./support/browser";
import { openPage, signUpThroughApi, uniqueEmail, waitForHydration, type TViewportName } from "./support/journey";
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

const CATALOGUES = { en, ar, fr };
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/**
 * Chooses a language as a reader of `from` finds the switch: the header's menu on a wide screen,
 * the drawer's list on a phone. The page then loads whole at its address in that language.
 */
async function switchLanguage(page: Page, viewport: TViewportName, from: TLanguage, to: TLanguage) {
  const texts = CATALOGUES[from];
  const name = LANGUAGE_NAMES[to];
  if (viewport === "desktop") {
    const trigger = page.getByRole("button", {
      name: texts.languageSwitch.trigger
        .replace("{{language}}", LANGUAGE_NAMES[from])
        .replace("{{code}}", from.toUpperCase()),
    });
    await trigger.click();
    const option = page.getByRole("menuitem", { name });
    await option.waitFor();
    await screenshot(page, `visitor-switches-language-menu-${from}`);
    expect(await option.getAttribute("lang")).toBe(to);
    await option.click();
  } else {
    await page.getByRole("button", { name: texts.shell.drawer.open }).click();
    const list = page.getByRole("dialog").getByRole("group", { name: texts.languageSwitch.label });
    await list.waitFor();
    await screenshot(page, `visitor-switches-language-drawer-${from}`);
    expect(await list.getByRole("link", { name: LANGUAGE_NAMES[from] }).getAttribute("aria-current")).toBe("true");
    const option = list.getByRole("link", { name });
    expect(await option.getAttribute("lang")).toBe(to);
    await option.click();
  }
}

async function landOn(page: Page, path: RegExp) {
  await page.waitForURL((url) => path.test(url.pathname), { timeout: 30_000 });
  await waitForHydration(page);
}

async function htmlLanguage(page: Page) {
  const html = page.locator("html");
  return { lang: await html.getAttribute("lang"), dir: await html.getAttribute("dir") };
}

describe.each(["phone", "desktop"] as const)("a visitor switching languages (%s)", (viewport) => {
  it("reads the same pages in Arabic, then in French, and comes back to French", async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(`${server.baseUrl}/jobs`);
      expect(await htmlLanguage(page)).toEqual({ lang: "en", dir: "ltr" });
      // The footer offers every language too, each named in itself.
      const footerSwitch = page.getByRole("contentinfo").getByRole("group", { name: "Language" });
      for (const code of ["en", "ar", "fr"] as const) {
        expect(await footerSwitch.getByRole("link", { name: LANGUAGE_NAMES[code] }).getAttribute("lang")).toBe(code);
      }

      await switchLanguage(page, viewport, "en", "ar");
      await landOn(page, /^\/ar\/jobs$/);
      expect(await htmlLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
      expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toMatch(ARABIC_LETTERS);
      expect(await page.getByRole("contentinfo").getByRole("group", { name: ar.languageSwitch.label }).count()).toBe(1);
      await screenshot(page, "visitor-switches-language-arabic-jobs");

      // A job opened from the Arabic list is in Arabic too.
      await page.getByRole("article").first().locator("h3 a").click();
      await landOn(page, /^\/ar\/jobs\/\d+$/);
      const jobPath = new URL(page.url()).pathname.replace(/^\/ar/, "");
      expect(await htmlLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      await screenshot(page, "visitor-switches-language-arabic-job");

      await switchLanguage(page, viewport, "ar", "fr");
      await landOn(page, new RegExp(`^/fr${jobPath}$`));
      expect(await htmlLanguage(page)).toEqual({ lang: "fr", dir: "ltr" });
      await screenshot(page, "visitor-switches-language-french-job");

      // The choice is remembered: the English address now opens the French page.
      await page.goto(`${server.baseUrl}/jobs`);
      expect(new URL(page.url()).pathname).toBe("/fr/jobs");
      expect(await htmlLanguage(page)).toEqual({ lang: "fr", dir: "ltr" });
    } finally {
      await context.close();
    }
  });
});

describe("a signed-in job seeker switching languages", () => {
  it("finds the language saved on the account", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      const email = uniqueEmail("switcher");
      await signUpThroughApi(context, server.baseUrl, { email, password: "Sw1tch-language!", firstName: "Lina" });
      await page.goto(`${server.baseUrl}/dashboard`);
      await switchLanguage(page, "desktop", "en", "ar");
      await landOn(page, /^\/ar\/dashboard$/);
      const me = await page.request.get(`${server.baseUrl}/api/me`);
      expect(((await me.json()) as { language: string }).language).toBe("ar");
      await screenshot(page, "visitor-switches-language-arabic-dashboard");
    } finally {
      await context.close();
    }
  });
});
