import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
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

async function openAccountMenu(page: import("playwright-core").Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  return page.getByRole("menu");
}

describe.each<TViewportName>(["desktop", "phone"])("a job seeker on %s", (viewport) => {
  it("signs up, signs out, signs back in, and uses the avatar menu", async () => {
    const { context, page } = await openPage(browser, viewport);
    const email = uniqueEmail(`jane-${viewport}`);
    const password = "s3cret-pass";

    await page.goto(`${server.baseUrl}/register`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The form says what is wrong before anything is sent.
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Missing Information");
    await screenshot(page, "register-errors");

    await page.getByLabel("First Name").fill("Jane");
    await page.getByLabel("Last Name").fill("Doe");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByLabel("Confirm Password").fill("different");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Password Mismatch");

    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Welcome to Hirewise!");
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await screenshot(page, "dashboard-seeker");

    const menu = await openAccountMenu(page);
    await menu.getByText(email).waitFor();
    await menu.getByRole("menuitem", { name: "Settings" }).waitFor();
    expect(await menu.getByRole("menuitem", { name: "Admin Dashboard" }).count()).toBe(0);
    await screenshot(page, "account-menu");
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await expectToast(page, "Signed Out");
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole("link", { name: "Build My Resume" }).first().waitFor();
    await page.getByRole("button", { name: "Account menu" }).waitFor({ state: "detached" });

    // A wrong password and an unknown account get the same answer.
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Sign In Failed");
    await screenshot(page, "login-failed");

    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });
});

describe("the redirect after sign-in", () => {
  it("returns the user to the page that asked them to sign in", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const email = uniqueEmail("redirect");
    await page.goto(`${server.baseUrl}/register`);
    await page.evaluate(() => window.localStorage.setItem("hirewise.redirectAfterLogin", "/post-job"));
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill("another-pass");
    await page.getByLabel("Confirm Password").fill("another-pass");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${server.baseUrl}/post-job`);
    await context.close();
  });
});
