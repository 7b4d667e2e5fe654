// The unsubscribe link of a notification mail opens /unsubscribe?token=, which asks
// first (opening the link changes nothing), turns the switch off on "Unsubscribe" without
// signing in, and /settings then shows that switch off.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "../server/platform/mail/unsubscribe-token";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

const APP_SECRET = "e2e-unsubscribe-secret-0123456789abcdef";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { APP_SECRET } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a job seeker who wants fewer e-mails", () => {
  it("opens the unsubscribe link, confirms, and finds job alerts off in Settings", async () => {
    const email = uniqueEmail("unsubscriber");
    const password = "quiet-inbox-please";
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify({ email, password, firstName: "Lina", acceptTerms: true }),
    });
    expect(registered.status).toBe(201);
    const user = (await registered.json()) as { id: number };
    const token = signUnsubscribeToken(APP_SECRET, { userId: user.id, list: "job-alerts" });

    for (const viewport of ["phone", "desktop"] as const) {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/unsubscribe?token=x${token}`);
      await page.getByRole("alert").getByText("This unsubscribe link is not valid or has expired.").waitFor();
      await page.goto(`${server.baseUrl}/unsubscribe?token=${token}`);
      await page.getByRole("heading", { level: 1, name: "Unsubscribe" }).waitFor();
      await page.getByText("Stop receiving job alert e-mails?").waitFor();
      await screenshot(page, "unsubscribe");
      if (viewport === "desktop") {
        await page.getByRole("button", { name: "Unsubscribe" }).click();
        await expectToast(page, "Unsubscribed");
        await page.getByRole("status").getByText("You will no longer receive job alert e-mails.").waitFor();
        await screenshot(page, "unsubscribe-done");

        // Signed out, Settings asks to sign in first, then comes back.
        await page.getByRole("link", { name: "Manage e-mail settings" }).click();
        await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
        await page.getByLabel("Email").fill(email);
        await page.getByLabel(/^Password/).fill(password);
        await page.getByRole("button", { name: "Sign In" }).click();
        await page.waitForURL(`${server.baseUrl}/settings`);
        await page.getByRole("tab", { name: "Notifications" }).click();
        expect(await page.getByRole("switch", { name: /Job Alerts/ }).getAttribute("aria-checked")).toBe("false");
        expect(await page.getByRole("switch", { name: /Email Notifications/ }).getAttribute("aria-checked")).toBe(
          "true",
        );
      }
      await context.close();
    }
  });
});
