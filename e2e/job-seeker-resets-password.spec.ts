// "Forgot password?" on /login, the reset mail (through a real SMTP server started here),
// the link's page, a new password, and signing in with it; and confirming the e-mail address
// from the welcome mail after the dashboard's reminder.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "../server/test/smtp-test-server";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

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

/** The link of a mail sent to `email`, once the mail queue has delivered it. */
async function linkFor(email: string, subject: string, path: string): Promise<string> {
  const find = () =>
    smtp.received
      .filter((mail) => mail.to.includes(email) && mail.subject === subject)
      .flatMap((mail) => mail.links)
      .find((link) => link.includes(path));
  // The queue is sent every 15 seconds.
  await expect.poll(find, { timeout: 40_000, interval: 500 }).toBeTruthy();
  return find()!;
}

describe("a job seeker who forgot their password", () => {
  it("asks for a link, opens it from the mail, sets a new password and signs in with it", async () => {
    const email = uniqueEmail("forgetful");
    const oldPassword = "old-river-stone";
    const newPassword = "new-harbour-light";
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify({
        email,
        password: oldPassword,
        firstName: "Rana",
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);

    const { context, page } = await openPage(browser, "desktop");
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    await page.getByRole("heading", { level: 1, name: "Reset your password" }).waitFor();
    await screenshot(page, "forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").getByText(`If an account uses ${email}, a link`).waitFor();
    await screenshot(page, "forgot-password-sent");

    const link = await linkFor(email, "Reset your Hirewise password", "/reset-password?token=");
    expect(link.startsWith(`${server.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Set a new password" }).waitFor();
    // The two passwords must match, and the rule is the sign-up's.
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm New Password/).fill("something-else-entirely");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await screenshot(page, "reset-password-errors");
    await page.getByLabel(/^Confirm New Password/).fill(newPassword);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expectToast(page, "Password Updated");
    await page.waitForURL(`${server.baseUrl}/login`);

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill("third-quiet-meadow");
    await page.getByLabel(/^Confirm New Password/).fill("third-quiet-meadow");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expectToast(page, "Reset Failed");

    // The old password no longer signs in; the new one does.
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(oldPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Sign In Failed");
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await context.close();
  });

  it("reads well on a phone, and without a token says how to get one", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(`${server.baseUrl}/forgot-password`);
    await page.getByRole("button", { name: "Send Reset Link" }).waitFor();
    await screenshot(page, "forgot-password");
    await page.goto(`${server.baseUrl}/reset-password`);
    await page.getByRole("alert").getByText("This page needs the link from the e-mail we sent.").waitFor();
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    await context.close();
  });
});

describe("a new job seeker", () => {
  it("is reminded to confirm the e-mail address, and confirms it from the welcome mail", async () => {
    const email = uniqueEmail("confirming");
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(`${server.baseUrl}/register`);
    await page.getByLabel("First Name").fill("Omar");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill("quiet-cedar-grove");
    await page.getByLabel("Confirm Password").fill("quiet-cedar-grove");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    const reminder = page.getByRole("region", { name: "Confirm your e-mail address" });
    await reminder.getByText(`We sent a confirmation link to ${email}.`).waitFor();
    await screenshot(page, "dashboard-confirm-email");

    // A mail scanner opening the link confirms nothing: the page waits for the click.
    const link = await linkFor(email, "Welcome to Hirewise: confirm your e-mail address", "/verify-email?token=");
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" }).waitFor();
    await page.getByRole("button", { name: "Confirm My E-mail Address" }).click();
    await page.getByRole("status").getByText("Your e-mail address is confirmed.").waitFor();
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("region", { name: "Confirm your e-mail address" }).count()).toBe(0);
    await context.close();
  });
});
