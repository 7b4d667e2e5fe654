// A job seeker saves a search on /jobs as a job alert, finds it on the dashboard, renames it,
// pauses and resumes it, pauses it again from the mail's signed link while signed out, and
// deletes it; a visitor is asked to sign in first and comes back to the same search.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPauseToken } from "../server/services/job-alerts/pause-token";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

const APP_SECRET = "e2e-job-alerts-secret-0123456789abcdef";
const SEARCH = "/jobs?search=Nurse&workType=remote";

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

async function register(firstName: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("alerts");
  const password = "alert-me-when-hiring";
  const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ email, password, firstName, acceptTerms: true }),
  });
  expect(registered.status).toBe(201);
  return { email, password };
}

/** axe-core's serious and critical findings on the page as it is now (none expected). */
async function accessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

const alertsSection = (page: Page) => page.getByRole("region", { name: "Job Alerts" });
const alertActions = (page: Page, name: string) => page.getByRole("group", { name: `Job alert ${name}` });

describe("a job seeker who wants to hear about new jobs", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`saves a search as a job alert and manages it from the dashboard (${viewport})`, async () => {
      const account = await register("Amira");
      const { context, page } = await openPage(browser, viewport);

      // Signed out, the control asks to sign in and brings the person back to the same search.
      await page.goto(`${server.baseUrl}${SEARCH}`);
      const signIn = page.getByRole("link", { name: "Sign in to create a job alert" });
      await signIn.waitFor();
      await screenshot(page, "jobs-job-alert-visitor");
      await signIn.click();
      await page.waitForURL(`${server.baseUrl}/login`);
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.baseUrl}${SEARCH}`);

      // One click saves the search, named after it.
      await page.getByRole("button", { name: "Create job alert" }).click();
      await expectToast(page, "Job alert created");
      await page
        .getByText("We will e-mail you new jobs matching “Nurse · Remote”.", { exact: false })
        .first()
        .waitFor();
      await screenshot(page, "jobs-job-alert");
      expect(await accessibilityFindings(page)).toEqual([]);
      // The same search again is already an alert.
      await page.reload();
      await page.getByRole("button", { name: "Create job alert" }).click();
      await expectToast(page, "You already have a job alert for this search.");
      await page.getByRole("status").getByText("Already a job alert").waitFor();

      await page.getByRole("link", { name: "Manage alerts" }).click();
      await page.waitForURL(`${server.baseUrl}/dashboard#job-alerts`);
      const section = alertsSection(page);
      await section.getByRole("heading", { level: 3, name: "Nurse · Remote" }).waitFor();
      await section.getByText("Not sent yet").waitFor();
      expect(await section.getByRole("link", { name: "View jobs" }).getAttribute("href")).toBe(SEARCH);

      // Rename: an empty name is refused in place, then the new one is kept.
      await alertActions(page, "Nurse · Remote").getByRole("button", { name: "Rename" }).click();
      const nameInput = section.getByRole("textbox", { name: "Name of the job alert" });
      await nameInput.fill("   ");
      await section.getByRole("button", { name: "Save" }).click();
      await section.getByText("This field is required").waitFor();
      expect(await nameInput.getAttribute("aria-invalid")).toBe("true");
      await nameInput.fill("Remote nursing");
      await section.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Job alert renamed");
      await section.getByRole("heading", { level: 3, name: "Remote nursing" }).waitFor();

      // Pause and resume.
      const actions = alertActions(page, "Remote nursing");
      await actions.getByRole("button", { name: "Pause alert" }).click();
      await expectToast(page, "Job alert paused");
      await section.getByText("Paused", { exact: true }).waitFor();
      await screenshot(page, "dashboard-job-alerts");
      expect(await accessibilityFindings(page)).toEqual([]);
      await actions.getByRole("button", { name: "Resume alert" }).click();
      await expectToast(page, "Job alert resumed");
      await actions.getByRole("button", { name: "Pause alert" }).waitFor();
      expect(await section.getByText("Paused", { exact: true }).count()).toBe(0);

      // The mail's pause link, opened signed out: it asks, and only the button pauses.
      const call = apiCaller(page, server.baseUrl);
      const { alerts } = (await call("get", "/api/job-alerts")) as { alerts: Array<{ id: number }> };
      expect(alerts).toHaveLength(1);
      const token = signPauseToken(APP_SECRET, { alertId: alerts[0].id });
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${server.baseUrl}/job-alerts/pause?token=${token}x`);
      await visitor.page.getByRole("alert").getByText("This pause link is not valid or has expired.").waitFor();
      await visitor.page.goto(`${server.baseUrl}/job-alerts/pause?token=${token}`);
      await visitor.page.getByRole("heading", { level: 1, name: "Pause job alert" }).waitFor();
      await visitor.page.getByText("Pause the job alert “Remote nursing”?").waitFor();
      expect(await visitor.page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await screenshot(visitor.page, "job-alert-pause");
      expect(await accessibilityFindings(visitor.page)).toEqual([]);
      await visitor.page.getByRole("button", { name: "Pause alert" }).click();
      await expectToast(visitor.page, "Job alert paused");
      await visitor.page
        .getByRole("status")
        .getByText("The job alert “Remote nursing” is paused.", { exact: false })
        .waitFor();
      await screenshot(visitor.page, "job-alert-pause-done");
      await visitor.context.close();

      await page.reload();
      await alertActions(page, "Remote nursing").getByRole("button", { name: "Resume alert" }).waitFor();

      // With the account's job alert e-mails off, the section says so.
      await call("put", "/api/me/notifications", {
        emailNotifications: true,
        jobAlerts: false,
        weeklyDigest: false,
        marketingEmails: false,
      });
      await page.reload();
      await section.getByText("Job alert e-mails are switched off for your account").waitFor();
      expect(await section.getByRole("link", { name: "Open Settings" }).getAttribute("href")).toBe("/settings");

      // Delete, after confirming.
      await alertActions(page, "Remote nursing").getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this job alert?" });
      await dialog.getByRole("button", { name: "Delete alert" }).click();
      await expectToast(page, "Job alert deleted");
      await section.getByText("No job alerts yet").waitFor();
      await section.getByRole("link", { name: "Search jobs" }).waitFor();
      expect(await call("get", "/api/job-alerts")).toEqual({ alerts: [] });
      await context.close();
    });
  }
});
