// A job seeker's own data in /settings: the e-mail address changes once the link mailed
// to the new one is opened (through a real SMTP server started here), "Download my data" downloads
// a JSON file about them, and "Delete my account" with the password signs them out for good.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "../server/test/smtp-test-server";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail } from "./support/journey";
import { screenshot, SCREENSHOT_DIR, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Hirewise <no-reply@hirewise.test>" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The mail to `email` with this subject, once the mail queue has delivered it. */
async function mailFor(email: string, subject: string) {
  const find = () => smtp.received.find((mail) => mail.to.includes(email) && mail.subject === subject);
  // The queue is sent every 15 seconds.
  await expect.poll(find, { timeout: 40_000, interval: 500 }).toBeTruthy();
  return find()!;
}

async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, name);
}

/** A modal dialog as the person sees it: the viewport only (a full-page shot scrolls under it). */
async function screenshotDialogBothWidths(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`) });
  }
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("a job seeker's own data", () => {
  it("changes the e-mail address by its link, downloads their data and deletes the account", async () => {
    const password = "amber-field-lantern";
    const oldEmail = uniqueEmail("before");
    const newEmail = uniqueEmail("after");
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, { email: oldEmail, password, firstName: "Lina" });

    // Profile: a new address asks for the current password, and waits for its link.
    await page.goto(`${server.baseUrl}/settings`);
    // The Security tab has a Current Password of its own: look only inside the Profile tab.
    const profile = page.getByRole("tabpanel", { name: "Profile" });
    const emailField = profile.getByRole("textbox", { name: /^Email/ });
    expect(await emailField.inputValue()).toBe(oldEmail);
    expect(await profile.getByLabel(/^Current Password/).count()).toBe(0);
    await emailField.fill(newEmail);
    await profile.getByLabel(/^Current Password/).fill("not-my-password");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Update Failed");
    await profile.getByText("The current password is not correct").waitFor();
    await profile.getByLabel(/^Current Password/).fill(password);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile Updated");
    await page.getByRole("status").getByText(`We sent a confirmation link to ${newEmail}.`).waitFor();
    expect(await emailField.inputValue()).toBe(oldEmail);
    await screenshotBothWidths(page, "settings-email-change-pending");

    // The old address is told; the new one gets the link, which /verify-email confirms.
    await mailFor(oldEmail, "Your Hirewise e-mail address is being changed");
    const mail = await mailFor(newEmail, "Confirm your new Hirewise e-mail address");
    const link = mail.links.find((address) => address.startsWith(`${server.baseUrl}/verify-email?token=`));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole("button", { name: "Confirm My E-mail Address" }).click();
    await page.getByRole("status").getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
    await screenshot(page, "verify-email-changed");

    // Another browser signs in with the new address, not the old one.
    const elsewhere = await openPage(browser, "phone");
    await signInThroughForm(elsewhere.page, oldEmail, password);
    await expectToast(elsewhere.page, "Sign In Failed");
    await signInThroughForm(elsewhere.page, newEmail, password);
    await elsewhere.page.waitForURL(`${server.baseUrl}/dashboard`);
    await elsewhere.context.close();

    // Security: "Download my data" downloads a JSON file about this account.
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Danger zone" }).waitFor();
    await screenshotBothWidths(page, "settings-security-danger-zone");
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hirewise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.account.email).toBe(newEmail);
    expect(JSON.stringify(data)).not.toContain("passwordHash");

    // "Delete my account": the dialog says what goes and wants the password.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await screenshotDialogBothWidths(page, "settings-delete-account-dialog");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(/^Password/).fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await expectToast(page, "Deletion Failed");
    await dialog.getByText("The current password is not correct").first().waitFor();
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await expectToast(page, "Account deleted");
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole("button", { name: "Account menu" }).waitFor({ state: "detached" });

    // The old credentials no longer sign in.
    await signInThroughForm(page, newEmail, password);
    await expectToast(page, "Sign In Failed");
    await context.close();
  });
});
