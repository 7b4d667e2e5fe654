// An administrator manages jobs from the console (/admin): signs in, reads the Overview's real
// figures, creates a job in the dialog, finds it by search, edits its title, deletes it after
// confirming, and reviews an application, at phone and desktop widths; axe-core finds no serious
// or critical violation on each tab and dialog.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminStats } from "@common/admin/console";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail, type TViewportName } from "./support/journey";
import { SCREENSHOT_DIR, screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "console.admin@example.com", password: "admin-password-2026" };
const APPLIED_JOB = "Console Dispatcher";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
  // A company's job with one application, so every tab has something real to show.
  const company = await openPage(browser, "desktop");
  const companyCall = apiCaller(company.page, server.baseUrl);
  await companyCall("post", "/api/auth/register", companyInput({ email: uniqueEmail("console-co") }));
  const job = await companyCall("post", "/api/jobs", jobPostingInput({ jobTitle: APPLIED_JOB }));
  const seeker = await openPage(browser, "desktop");
  const seekerCall = apiCaller(seeker.page, server.baseUrl);
  await seekerCall(
    "post",
    "/api/auth/register",
    seekerInput({ email: uniqueEmail("console-seeker"), firstName: "Rania", lastName: "Aziz" }),
  );
  const resume = await seekerCall("post", "/api/resumes", resumeInput({ title: "Rania - Resume" }));
  await seekerCall("post", "/api/applications", { jobId: job.id, resumeId: resume.id });
  await company.context.close();
  await seeker.context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInAdmin(viewport: TViewportName) {
  const opened = await openPage(browser, viewport);
  const response = await opened.context.request.post(`${server.baseUrl}/api/auth/login`, {
    data: ADMIN,
    headers: { origin: server.baseUrl },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return opened;
}

/** An Overview tile's figure and its "this week" line, read by the tile's term. */
async function tileText(page: Page, name: string): Promise<string> {
  const term = page.getByRole("term").filter({ hasText: new RegExp(`^${name}$`) });
  return (await term.locator("xpath=..").textContent()) ?? "";
}

/** The screen with a dialog open, its content scrolled to the top (a full-page shot would show the page past the overlay). */
async function dialogScreenshot(page: Page, name: string) {
  await page.getByRole("dialog").evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width}.png`) });
}

/** Chooses a tab: the tab list on a desktop, the Section select on a phone. */
async function openTab(page: Page, viewport: TViewportName, name: string) {
  if (viewport === "phone") await page.getByLabel("Section", { exact: true }).selectOption({ label: name });
  else await page.getByRole("tab", { name }).click();
  await page.waitForURL(new RegExp(`tab=${name.toLowerCase()}`));
}

describe("an administrator manages jobs in the console", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`reads the figures, creates, finds, edits and deletes a job, and reviews an application (${viewport})`, async () => {
      const { context, page } = await signedInAdmin(viewport);
      const call = apiCaller(page, server.baseUrl);
      const stats = (await call("get", "/api/admin/stats")) as TAdminStats;

      await page.goto(`${server.baseUrl}/admin`);
      await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
      await page
        .getByRole("term")
        .filter({ hasText: /^Total Jobs$/ })
        .waitFor();
      expect(await tileText(page, "Total Jobs")).toContain(String(stats.totalJobs));
      expect(await tileText(page, "Total Users")).toContain(`+${stats.newUsersThisWeek} this week`);
      expect(await tileText(page, "Applications")).toContain(String(stats.totalApplications));
      expect(stats.totalApplications).toBeGreaterThanOrEqual(1);
      await page.getByRole("heading", { name: "Needs attention" }).waitFor();
      await screenshot(page, "admin-overview");
      expect(await seriousViolations(page)).toEqual([]);

      // Export Data offers the three CSV downloads; the header's Settings opens the Settings tab.
      await page.getByRole("button", { name: "Export Data" }).click();
      for (const [name, file] of [
        ["Jobs CSV", "jobs"],
        ["Users CSV", "users"],
        ["Applications CSV", "applications"],
      ]) {
        expect(await page.getByRole("menuitem", { name }).getAttribute("href")).toBe(`/api/admin/export/${file}.csv`);
      }
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Settings", exact: true }).click();
      await page.waitForURL(/tab=settings/);

      await openTab(page, viewport, "Jobs");
      await page.getByRole("row", { name: new RegExp(APPLIED_JOB) }).waitFor();

      // Create: the one posting form in a dialog, the company named by the administrator.
      const title = `Console Courier ${viewport} ${Date.now()}`;
      await page.getByRole("button", { name: "Create Job" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Job" });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/^Contact Email\*?$/).inputValue()).toBe(ADMIN.email);
      await dialog.getByLabel(/^Company Name\*?$/).fill("Console Freight");
      await dialog.getByLabel(/^Job Title\*?$/).fill(title);
      await dialog.getByLabel(/^Job Type\*?$/).selectOption({ label: "Full-time" });
      await dialog.getByLabel(/^Country\*?$/).selectOption("United Kingdom");
      await dialog.getByLabel(/^City\*?$/).selectOption("Manchester");
      await dialog.getByRole("radio", { name: "Hybrid" }).check();
      await dialog.getByLabel(/^Job Description\*?$/).fill("Plan the routes of our couriers.");
      await dialog.getByLabel(/^Requirements\*?$/).fill("Two years of dispatching\nA calm voice");
      await dialogScreenshot(page, "admin-job-dialog");
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Create Job" }).click();
      await expectToast(page, "Job created successfully");
      await dialog.waitFor({ state: "hidden" });

      // Find it by search.
      await page.getByRole("searchbox", { name: "Search jobs" }).fill(title);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/q=Console/);
      const row = page.getByRole("row", { name: new RegExp(title) });
      await row.waitFor();
      expect(await row.textContent()).toContain("Console Freight");
      await expect.poll(() => page.getByRole("row").count()).toBe(2);
      await screenshot(page, "admin-jobs");
      expect(await seriousViolations(page)).toEqual([]);

      // Edit its title: the same dialog, filled from the job.
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Job" });
      const titleField = editDialog.getByLabel(/^Job Title\*?$/);
      await titleField.waitFor();
      expect(await titleField.inputValue()).toBe(title);
      await titleField.fill(`${title} Lead`);
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Job updated successfully");
      await page.getByRole("row", { name: new RegExp(`${title} Lead`) }).waitFor();

      // Delete it, after the confirmation says what deleting a published job does.
      await page.getByRole("button", { name: `Delete ${title} Lead` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this job?" });
      expect(await confirm.textContent()).toContain("removed for good");
      await confirm.getByRole("button", { name: "Delete Job" }).click();
      await expectToast(page, "Job deleted successfully");
      await page.getByText("No jobs found").waitFor();

      // Applications: the one application, reviewed.
      await openTab(page, viewport, "Applications");
      await page.getByRole("button", { name: `Review the application of Rania Aziz for ${APPLIED_JOB}` }).click();
      const review = page.getByRole("dialog", { name: "Application from Rania Aziz" });
      const resumeLink = review.getByRole("link", { name: "Open resume PDF" });
      await resumeLink.waitFor();
      expect(await resumeLink.getAttribute("target")).toBe("_blank");
      await review.getByRole("heading", { name: "The job as sent" }).waitFor();
      await dialogScreenshot(page, "admin-application-review");
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport === "desktop") {
        await review.getByLabel("Move to").selectOption({ label: "Reviewing" });
        await review.getByRole("button", { name: "Change Status" }).click();
        await expectToast(page, "Application moved to Reviewing");
      }
      await page.keyboard.press("Escape");
      await review.waitFor({ state: "hidden" });
      await page
        .getByRole("row", { name: /Rania Aziz/ })
        .getByText("Reviewing")
        .waitFor();
      await screenshot(page, "admin-applications");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
