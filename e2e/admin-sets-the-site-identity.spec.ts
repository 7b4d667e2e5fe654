// An administrator names the site in Settings > General: its name, its time zone and who runs it
// (name, postal address, contact e-mail, jurisdiction). Saved, they stay after a reload and the
// header shows the new name; a signed-out reader then finds the operator under "Who runs this
// site" in the Privacy Policy and the Terms, and the Terms name the jurisdiction's law.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "identity.admin@example.com", password: "identity-journey-2026" };

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

describe("an administrator setting the site's identity", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sets the name, time zone and operator, and the legal pages show them (${viewport})`, async () => {
      const identity = {
        siteName: viewport === "phone" ? "Harbour Jobs" : "Northwind Jobs",
        operatorName: `Northwind Hiring Ltd (${viewport})`,
        address: "1 Harbour Street\nBristol BS1 4AB\nUnited Kingdom",
        email: `privacy.${viewport}@northwind.example`,
        jurisdiction: viewport === "phone" ? "Scotland" : "England and Wales",
      };
      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);

      await page.goto(`${server.baseUrl}/admin?tab=settings`);
      await page.getByRole("heading", { level: 2, name: "General" }).waitFor();
      const form = page.getByRole("form", { name: "Site and operator" });
      const timeZone = form.getByRole("combobox", { name: "Time zone" });
      expect(await timeZone.locator("option").allTextContents()).toEqual(["UTC", "Eastern", "Pacific", "London"]);

      await form.getByRole("textbox", { name: "Site name" }).fill(identity.siteName);
      await timeZone.selectOption({ label: "London" });
      await form.getByRole("textbox", { name: "Operator's name" }).fill(identity.operatorName);
      await form.getByRole("textbox", { name: "Postal address" }).fill(identity.address);
      await form.getByRole("textbox", { name: "Contact e-mail" }).fill("not an address");
      await form.getByRole("textbox", { name: "Jurisdiction" }).fill(identity.jurisdiction);
      // A bad e-mail is refused, named under its field, and nothing is saved.
      await form.getByRole("button", { name: "Save", exact: true }).click();
      await form.getByText("Invalid email address").waitFor();
      await form.getByRole("textbox", { name: "Contact e-mail" }).fill(identity.email);
      await form.getByRole("button", { name: "Save", exact: true }).click();
      await expectToast(page, "Settings saved");

      await page.reload();
      await expect.poll(() => page.getByRole("textbox", { name: "Site name" }).inputValue()).toBe(identity.siteName);
      expect(await page.getByRole("combobox", { name: "Time zone" }).inputValue()).toBe("Europe/London");
      expect(await page.getByRole("textbox", { name: "Operator's name" }).inputValue()).toBe(identity.operatorName);
      expect(await page.getByRole("textbox", { name: "Postal address" }).inputValue()).toBe(identity.address);
      expect(await page.getByRole("textbox", { name: "Contact e-mail" }).inputValue()).toBe(identity.email);
      expect(await page.getByRole("textbox", { name: "Jurisdiction" }).inputValue()).toBe(identity.jurisdiction);
      await page.getByRole("banner").getByText(identity.siteName, { exact: true }).waitFor();
      await page.getByRole("heading", { level: 3, name: "Server" }).waitFor();
      await shoot(page, "admin-settings-general-form");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();

      // Signed out: the legal pages name the operator and send readers to its details.
      const reader = await openPage(browser, viewport);
      await reader.page.goto(`${server.baseUrl}/privacy-policy`);
      const contact = reader.page.getByRole("region", { name: /Contact us/ });
      await contact.getByRole("heading", { level: 3, name: "Who runs this site" }).waitFor();
      await contact.getByText(identity.operatorName, { exact: true }).waitFor();
      await contact.getByText("Bristol BS1 4AB", { exact: false }).waitFor();
      expect(await contact.getByRole("link", { name: identity.email }).getAttribute("href")).toBe(
        `mailto:${identity.email}`,
      );
      await reader.page
        .getByText(
          "If you have a question about this policy or your data, contact us using the details under “Contact us” at the end of this page.",
        )
        .waitFor();
      expect(await reader.page.getByText("contact details on this site").count()).toBe(0);
      await reader.page.getByRole("banner").getByText(identity.siteName, { exact: true }).waitFor();
      await shoot(reader.page, "privacy-policy-operator");
      expect(await seriousViolations(reader.page)).toEqual([]);

      await reader.page.goto(`${server.baseUrl}/terms-of-service`);
      await reader.page.getByText(`These terms are governed by the law of ${identity.jurisdiction}.`).waitFor();
      await reader.page
        .getByRole("region", { name: /Contact us/ })
        .getByText(identity.email, { exact: true })
        .waitFor();
      await reader.context.close();
    }, 180_000);
  }
});
