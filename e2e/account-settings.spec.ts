// A job seeker keeps their account in /settings: the new
// name shows in the header at once, a notification switch is kept across a reload, and a changed
// password is the one that signs in after signing out everywhere.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Screenshots the page at phone and desktop widths, ending at desktop. */
async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, name);
}

describe("a job seeker's account settings", () => {
  it("changes the name, keeps a notification switch, changes the password and signs in with it", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const email = uniqueEmail("settings");
    await signUpThroughApi(context, server.baseUrl, {
      email,
      password: "first-pass-123",
      firstName: "Jane",
      lastName: "Doe",
    });

    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
    expect(await page.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).toBe("true");
    await screenshotBothWidths(page, "settings-profile");

    // Profile: the header's account menu shows the new name without a reload.
    await page.getByLabel(/^First Name\*?$/).fill("Janet");
    await page.getByLabel(/^Last Name\*?$/).fill("Smith");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile Updated");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").getByText("Janet Smith").waitFor();
    await page.keyboard.press("Escape");

    // Notifications: the spec's defaults, and a saved switch is still on after a reload.
    await page.getByRole("tab", { name: "Notifications" }).click();
    const digest = page.getByRole("switch", { name: "Weekly Digest" });
    expect(await digest.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Email Notifications" }).getAttribute("aria-checked")).toBe("true");
    await digest.click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expectToast(page, "Preferences Updated");
    await screenshotBothWidths(page, "settings-notifications");
    await page.reload();
    await page.getByRole("tab", { name: "Notifications" }).click();
    expect(await page.getByRole("switch", { name: "Weekly Digest" }).getAttribute("aria-checked")).toBe("true");

    // The tabs answer the arrow keys.
    await page.getByRole("tab", { name: "Notifications" }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await page.getByRole("tab", { name: "Security" }).getAttribute("aria-selected")).toBe("true");

    // Security: the spec's refusals, then the change.
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Missing Information");
    await page.getByLabel(/^Current Password\*?$/).fill("wrong-pass-999");
    await page.getByLabel(/^New Password\*?$/).fill("second-pass-456");
    await page.getByLabel(/^Confirm New Password\*?$/).fill("second-pass-000");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password Mismatch");
    await page.getByLabel(/^New Password\*?$/).fill("short");
    await page.getByLabel(/^Confirm New Password\*?$/).fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password Too Short");
    await page.getByLabel(/^New Password\*?$/).fill("second-pass-456");
    await page.getByLabel(/^Confirm New Password\*?$/).fill("second-pass-456");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Update Failed");
    await page.getByText("The current password is not correct").waitFor();
    await page.getByLabel(/^Current Password\*?$/).fill("first-pass-123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password Updated");
    await screenshotBothWidths(page, "settings-security");

    // Sign out everywhere lands on sign-in; the new password signs in, the old one does not.
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expectToast(page, "Signed Out");
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByRole("heading", { level: 1, name: "Sign in to Hirewise" }).waitFor();
    await page.getByRole("button", { name: "Account menu" }).waitFor({ state: "detached" });
    await page.getByRole("textbox", { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password\*?$/).fill("first-pass-123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Sign In Failed");
    await page.getByLabel(/^Password\*?$/).fill("second-pass-456");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await context.close();
  });

  it("offers an Arabic reader Arabic-Indic digits, which the site's dates then follow", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("digits"),
      password: "first-pass-123",
      firstName: "Salma",
    });
    const revisedDate = page.locator("main time").first();

    // In English the choice is not offered: only Arabic writes its digits two ways.
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
    expect(await page.getByRole("group", { name: "Digits" }).count()).toBe(0);

    // Arabic reads Latin digits until the reader asks for Arabic-Indic ones.
    await page.goto(`${server.baseUrl}/ar/terms-of-service`);
    expect(await revisedDate.textContent()).toMatch(/^[^٠-٩]*[0-9]{4}[^٠-٩]*$/);
    await page.goto(`${server.baseUrl}/ar/settings`);
    const digits = page.getByRole("group", { name: "الأرقام" });
    expect(await digits.getByRole("radio", { name: "الأرقام الغربية 0-9" }).isChecked()).toBe(true);
    await digits.getByRole("radio", { name: "الأرقام المشرقية ٠-٩" }).check();
    await page.getByRole("button", { name: "حفظ الأرقام" }).click();
    await expectToast(page, "تم تحديث الأرقام");
    await screenshotBothWidths(page, "settings-digits-arabic");

    await page.reload();
    expect(await page.getByRole("radio", { name: "الأرقام المشرقية ٠-٩" }).isChecked()).toBe(true);
    await page.goto(`${server.baseUrl}/ar/terms-of-service`);
    expect(await revisedDate.textContent()).toMatch(/^[^0-9]*[٠-٩]{4}[^0-9]*$/);
    await context.close();
  });

  it("shows a signed-out visitor Access Denied with Sign In", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByText("Access Denied").first().waitFor();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    await context.close();
  });
});
