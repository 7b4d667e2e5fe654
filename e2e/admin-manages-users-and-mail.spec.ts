// An administrator keeps the site's accounts and mail from /admin. In the Users tab they find a
// job seeker, suspend the account after confirming (the row says Suspended) and reinstate it;
// in Settings > Email they send a test e-mail, which lands in the local outbox (no SMTP server
// is set), and open it in full from the outbox list. Every Settings section is screenshotted.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "console.admin@example.com", password: "console-journey-2026" };

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

/** A full-page screenshot taken from the top, so the sticky header is drawn where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Chooses a Settings section as a person would: the section list on a wide screen, the select on a phone. */
async function openSection(page: Page, viewport: TViewportName, name: string) {
  if (viewport === "phone") {
    await page.getByRole("combobox", { name: "Settings section" }).selectOption({ label: name });
  } else {
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name }).click();
  }
  await page.getByRole("heading", { level: 2, name }).waitFor();
}

describe("an administrator managing users and mail", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`suspends and reinstates a user, then sends a test e-mail and reads it in the outbox (${viewport})`, async () => {
      const seeker = { email: uniqueEmail("suspended"), firstName: "Rania", lastName: `Khoury ${viewport}` };
      const name = `${seeker.firstName} ${seeker.lastName}`;
      const seekerSide = await openPage(browser, viewport);
      await signUpThroughApi(seekerSide.context, server.baseUrl, { ...seeker, password: "seeker-journey-2026" });
      await seekerSide.context.close();

      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);

      // Users: search for the seeker, suspend after confirming, then reinstate.
      await page.goto(`${server.baseUrl}/admin?tab=users`);
      await page.getByRole("searchbox", { name: "Search users" }).fill(seeker.email);
      await page.getByRole("search", { name: "Search users" }).getByRole("button").click();
      // The header row and the seeker's alone.
      await expect.poll(() => page.getByRole("row").count(), { timeout: 15_000 }).toBe(2);
      const row = page.getByRole("row").filter({ hasText: seeker.email });
      await row.waitFor();

      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Suspend" }).click();
      const confirm = page.getByRole("dialog", { name: `Suspend ${name}?` });
      await confirm.getByText("They are signed out everywhere at once").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole("button", { name: "Suspend", exact: true }).click();
      await expectToast(page, `${name} is suspended.`);
      await row.getByText("Suspended", { exact: true }).waitFor();
      await shoot(page, "admin-users");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Reinstate" }).click();
      await expectToast(page, `${name} is reinstated.`);
      await row.getByText("Active", { exact: true }).waitFor();
      expect(await row.getByText("Suspended", { exact: true }).count()).toBe(0);

      // The administrator's own row offers no way to lock themselves out.
      await page.goto(`${server.baseUrl}/admin?tab=users&q=${encodeURIComponent(ADMIN.email)}`);
      await page.getByRole("button", { name: /^Actions for / }).click();
      await page.getByRole("menuitem", { name: /^(Mark verified|Remove verified badge)$/ }).waitFor();
      expect(await page.getByRole("menuitem", { name: /Suspend|Delete|Remove administrator/ }).count()).toBe(0);
      await page.keyboard.press("Escape");

      // Settings > Email: a test e-mail to a typed address, then opened from the outbox.
      await page.goto(`${server.baseUrl}/admin?tab=settings&section=email`);
      await page.getByText("Not configured: mail goes to the local outbox").first().waitFor();
      const to = uniqueEmail("test-mail");
      await page.getByRole("textbox", { name: "Send to" }).fill(to);
      await page.getByRole("button", { name: "Send test e-mail" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `The message to ${to} is in the local outbox` })
        .waitFor();
      const open = page.getByRole("button", { name: `Open “Hirewise test e-mail” to ${to}` });
      await open.waitFor();
      await shoot(page, "admin-settings-email");
      expect(await seriousViolations(page)).toEqual([]);
      await open.click();
      const message = page.getByRole("dialog", { name: "Hirewise test e-mail" });
      await message.getByText("This is a test e-mail sent by").first().waitFor();
      expect(await message.locator("iframe[sandbox='']").count()).toBe(1);
      // No axe check here: the message's HTML is drawn in a sandbox that runs no script, which
      // axe's frame walk would wait on for ever.
      await shoot(page, "admin-mail-message");
      await message.getByRole("button", { name: "Close" }).last().click();
      await message.waitFor({ state: "hidden" });

      // The other sections, each as the administrator finds it.
      for (const [section, shot] of [
        ["General", "general"],
        ["Security", "security"],
        ["API Keys", "apikeys"],
        ["Backups", "backups"],
      ] as const) {
        await openSection(page, viewport, section);
        await shoot(page, `admin-settings-${shot}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.getByRole("link", { name: "Download backup" }).waitFor();
      await openSection(page, viewport, "Security");
      await page.getByRole("table", { name: "Audit log" }).getByText("admin.user-suspended").first().waitFor();

      if (viewport === "desktop") {
        // Settings are saved and read back: the session timeout, then the AI model and key.
        await page.getByRole("combobox", { name: "Session timeout" }).selectOption({ label: "8 hours" });
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expectToast(page, "Settings saved");
        await page.reload();
        await expect.poll(() => page.getByRole("combobox", { name: "Session timeout" }).inputValue()).toBe("8");

        await openSection(page, viewport, "API Keys");
        await page.getByRole("textbox", { name: "Model" }).fill("journey-model");
        await page.getByRole("textbox", { name: "Model" }).press("Enter");
        await expectToast(page, "Settings saved");
        await page.getByRole("button", { name: "Remove the stored Model" }).click();
        await expectToast(page, "The stored value was removed");
        await expect.poll(() => page.getByRole("textbox", { name: "Model" }).inputValue()).toBe("");
        await page.getByLabel("API key", { exact: true }).fill("sk-journey-key");
        await page.getByLabel("API key", { exact: true }).press("Enter");
        await page.getByRole("button", { name: "Remove the stored API key" }).waitFor();
        expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe("");
      }
      await context.close();
    }, 180_000);
  }
});
