// A company reads its analytics. It posts a job and finds the Analytics tab empty (after
// a failed read and Try Again); a job seeker opens the job's page (the page-view beacon records a
// view) and applies; the tab then shows one view, one application and 100% conversion for today,
// in the charts and in the tables beside them, and axe finds nothing serious in it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, openPage, uniqueEmail, waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

// The beacon does not count robots, and headless Chromium says it is one: the seeker's browser
// introduces itself as the desktop Chrome it is.
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

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

describe("a company reading its analytics", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`finds the tab empty, then a view and an application of its job in the charts and tables (${viewport})`, async () => {
      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      const jobTitle = `Chart Reader ${viewport}`;
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("analytics") }, { name: `Numbers Works ${viewport} ${Date.now()}` }),
      );
      const job = await companyCall("post", "/api/jobs", jobPostingInput({ jobTitle }));
      const { page } = company;

      // The first read fails: the tab says so and tries again; nothing has happened yet.
      await page.route("**/api/company/analytics", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("tab", { name: "Analytics" }).click();
      // The last of the five tabs, chosen, is wholly in view: at 390 px the tabs wrap into rows
      // rather than scroll sideways, so none of them is off screen.
      await page.getByRole("tab", { name: "Analytics", selected: true }).waitFor();
      const viewportWidth = page.viewportSize()?.width ?? 0;
      const tabBoxes = await page.getByRole("tab").evaluateAll((tabs) =>
        tabs.map((tab) => {
          const box = tab.getBoundingClientRect();
          return { name: tab.textContent, start: box.left, end: box.right };
        }),
      );
      expect(tabBoxes.map((box) => box.name)).toEqual(["Overview", "Jobs", "Applicants", "Candidates", "Analytics"]);
      for (const box of tabBoxes)
        expect([box.name, box.start >= 0 && box.end <= viewportWidth]).toEqual([box.name, true]);
      const selectedBox = await page.getByRole("tab", { name: "Analytics", selected: true }).boundingBox();
      expect(selectedBox && selectedBox.x >= 0 && selectedBox.x + selectedBox.width <= viewportWidth).toBe(true);
      const panel = page.getByRole("tabpanel", { name: "Analytics" });
      await panel.getByRole("alert").getByText("Failed to load analytics. Please try again.").waitFor();
      await page.unroute("**/api/company/analytics");
      await panel.getByRole("button", { name: "Try Again" }).click();
      await panel.getByRole("heading", { name: "No views or applications in the last 30 days" }).waitFor();

      // A job seeker opens the job's page (one view) and applies with a saved resume.
      const seekerContext = await browser.newContext({ viewport: VIEWPORTS[viewport], userAgent: BROWSER_AGENT });
      const seekerPage = await seekerContext.newPage();
      const seekerCall = apiCaller(seekerPage, server.baseUrl);
      await seekerCall("post", "/api/auth/register", seekerInput({ email: uniqueEmail("viewer") }));
      const beacon = seekerPage.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/events/page-view",
      );
      await seekerPage.goto(`${server.baseUrl}/jobs/${job.id}`);
      await waitForHydration(seekerPage);
      expect((await beacon).status()).toBe(202);
      const resume = await seekerCall("post", "/api/resumes", resumeInput({ title: "Viewer - Resume" }));
      await seekerCall("post", "/api/applications", { jobId: job.id, resumeId: resume.id });
      await seekerContext.close();

      await page.reload();
      await page.getByRole("tab", { name: "Analytics" }).click();
      await panel.getByRole("heading", { name: "Last 30 days" }).waitFor();

      // The totals, read by their terms.
      const total = (name: string) =>
        panel
          .getByRole("term")
          .filter({ hasText: new RegExp(`^${name}$`) })
          .locator("xpath=following-sibling::dd")
          .textContent();
      expect(await total("Views")).toBe("1");
      expect(await total("Applications")).toBe("1");
      expect(await total("Conversion")).toBe("100%");

      // The daily chart is drawn (a bar for today's view), with its table: today has 1 and 1,
      // and a day without anything has 0.
      const daily = panel.getByRole("region", { name: "Views and applications per day", exact: true });
      await daily.locator(".recharts-bar-rectangle path").first().waitFor();
      const dailyTable = panel
        .getByRole("region", { name: "Views and applications per day as a table" })
        .getByRole("table", { name: "Views and applications per day, last 30 days" });
      const rows = dailyTable.getByRole("row");
      expect(await rows.count()).toBe(31);
      const today = new Date().toISOString().slice(0, 10);
      const todayRow = dailyTable.locator("tr", { has: page.locator(`time[datetime="${today}"]`) });
      expect(await todayRow.getByRole("cell").allTextContents()).toEqual(["1", "1"]);
      expect(await rows.nth(2).getByRole("cell").allTextContents()).toEqual(["0", "0"]);

      // The conversion chart has the job's bar, and its table the job's numbers.
      const conversion = panel.getByRole("region", { name: "Conversion per job", exact: true });
      await conversion.locator(".recharts-bar-rectangle path").first().waitFor();
      const conversionTable = panel
        .getByRole("region", { name: "Conversion per job as a table" })
        .getByRole("table", { name: "Views, applications and conversion per job, last 30 days" });
      const jobRow = conversionTable.getByRole("row", { name: new RegExp(`^${jobTitle}`) });
      expect(await jobRow.getByRole("cell").allTextContents()).toEqual(["1", "1", "100%"]);
      await screenshot(page, "company-dashboard-analytics");
      expect(await seriousViolations(page, { include: '[role="tabpanel"]:not([hidden])' })).toEqual([]);

      // Picking the job shows its own days.
      await panel.getByRole("combobox", { name: "Job" }).selectOption({ label: `${jobTitle} (Active)` });
      await panel.getByRole("heading", { name: `Views and applications per day: ${jobTitle}` }).waitFor();
      expect(await todayRow.getByRole("cell").allTextContents()).toEqual(["1", "1"]);
      await company.context.close();
    });
  }
});
