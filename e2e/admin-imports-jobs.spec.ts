// An administrator imports jobs from another board (/admin?tab=jobs): adds a Greenhouse source in
// the job sync panel's dialog, presses "Sync now", sees the run's result with its counts and the
// figures by source, and the imported job's page offers "Apply on company site" linking to the
// source's address; at phone and desktop widths, axe-core finding no serious or critical violation.
// The board is a fixture server in this process, reached by the app through GREENHOUSE_API_URL.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSyncStats } from "@common/job-import/sources";
import type { TJobSearchResult } from "@common/jobs/schemas";
import { greenhouseJobs, jsonAnswer, startJobFeedServer, type TJobFeedServer } from "../server/test/job-feed-server";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, type TViewportName } from "./support/journey";
import { SCREENSHOT_DIR, screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "import.admin@example.com", password: "admin-password-2026" };

let feed: TJobFeedServer;
let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  feed = await startJobFeedServer();
  server = await startServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_ALLOW_PRIVATE_ADDRESSES: "1",
      GREENHOUSE_API_URL: `${feed.url}/v1`,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
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

/** The screen with a dialog open (a full-page shot would show the page past the overlay). */
async function dialogScreenshot(page: Page, name: string) {
  await page.getByRole("dialog").evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width}.png`) });
}

/** A figure's definition as read next to its term ("Greenhouse" -> "2"). */
async function bySourceCount(page: Page, origin: string): Promise<string> {
  const figures = page.getByRole("list").filter({ hasText: "Posted here" });
  const row = figures.getByRole("listitem").filter({ hasText: new RegExp(`^${origin}`) });
  return ((await row.textContent()) ?? "").replace(origin, "").trim();
}

describe("an administrator imports jobs from a job board", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`adds a Greenhouse source, syncs it and finds the job's company-site link (${viewport})`, async () => {
      const token = `acme-${viewport}`;
      const title = `Route Planner ${viewport} ${Date.now()}`;
      const applyUrl = `https://boards.greenhouse.io/${token}/jobs/77${viewport.length}`;
      feed.setRoute(
        `/v1/boards/${token}/jobs`,
        jsonAnswer(
          greenhouseJobs([
            {
              id: `77${viewport.length}`,
              title,
              company: "Acme Logistics",
              city: "Dubai",
              country: "United Arab Emirates",
              description: "<p>Plan the <strong>routes</strong> of our couriers.</p>",
              employmentType: "Full-time",
              url: applyUrl,
            },
          ]),
        ),
      );

      const { context, page } = await signedInAdmin(viewport);
      const call = apiCaller(page, server.baseUrl);
      const before = (await call("get", "/api/admin/jobs/stats")) as TJobSyncStats;
      await page.goto(`${server.baseUrl}/admin?tab=jobs`);
      await page.getByRole("heading", { level: 2, name: "Job sync" }).waitFor();
      await page.getByText("Runs automatically every 6 hours.").waitFor();
      await page.getByRole("list").filter({ hasText: "Posted here" }).waitFor();
      expect(await bySourceCount(page, "Greenhouse")).toBe(String(before.bySource.greenhouse));

      // Add the source: the kind says what to enter; a token with path characters is refused on its field.
      await page.getByRole("button", { name: "Add source" }).click();
      const dialog = page.getByRole("dialog", { name: "Add source" });
      await dialog.waitFor();
      await dialog.getByLabel(/^Kind\*?$/).selectOption({ label: "Greenhouse" });
      await dialog.getByText("Enter the board token from boards.greenhouse.io/<token>.").waitFor();
      await dialog.getByLabel(/^Name\*?$/).fill(`Acme careers ${viewport}`);
      const tokenField = dialog.getByLabel(/^Board token\*?$/);
      await tokenField.fill("../admin");
      await dialog.getByRole("button", { name: "Add source" }).click();
      await dialog.getByText("letters, digits, - _ and . only").waitFor();
      expect(await tokenField.getAttribute("aria-invalid")).toBe("true");
      await tokenField.fill(token);
      await dialogScreenshot(page, "admin-job-source-dialog");
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Add source" }).click();
      await expectToast(page, "Source added");
      await dialog.waitFor({ state: "hidden" });
      const sourceRow = page.getByRole("row", { name: new RegExp(`Acme careers ${viewport}`) });
      await sourceRow.waitFor();
      expect(await sourceRow.textContent()).toContain(token);

      // Sync now: syncing, then the result with its counts, and the figures read again.
      await page.getByRole("button", { name: "Sync now" }).click();
      await expectToast(page, "Jobs synced");
      const result = page.getByRole("region", { name: /Latest sync/ });
      await result.getByText("Succeeded").first().waitFor();
      const counts = result.getByRole("definition");
      expect(await counts.first().textContent()).toBe("1");
      await expect.poll(() => page.getByRole("button", { name: "Sync now" }).isEnabled()).toBe(true);
      await expect.poll(() => bySourceCount(page, "Greenhouse")).toBe(String(before.bySource.greenhouse + 1));
      await expect.poll(() => sourceRow.textContent()).toMatch(/1\s*Edit/);
      // The tab's list of jobs reads again: the imported job is among them.
      await page.getByRole("row", { name: new RegExp(title) }).waitFor();
      await page
        .getByRole("table", { name: "Recent syncs" })
        .getByRole("row", { name: /An administrator/ })
        .first()
        .waitFor();
      await screenshot(page, "admin-job-sync");
      expect(await seriousViolations(page)).toEqual([]);

      // The Overview names the last sync and leads back here.
      await page.goto(`${server.baseUrl}/admin`);
      await page.getByText(/^Last job sync: .* · \d+ new$/).waitFor();
      expect(await page.getByRole("link", { name: "Open the job sync" }).getAttribute("href")).toContain("tab=jobs");

      // The imported job's page: apply on the company's site, in a new tab.
      const findJob = async () => {
        const found = (await call("get", `/api/jobs?q=${encodeURIComponent(title)}`)) as TJobSearchResult;
        return found.jobs.find((item) => item.title === title)?.id ?? null;
      };
      await expect.poll(findJob).not.toBeNull();
      await page.goto(`${server.baseUrl}/jobs/${await findJob()}`);
      const apply = page.getByRole("link", { name: /^Apply on company site/ });
      await apply.waitFor();
      expect(await apply.getAttribute("href")).toBe(applyUrl);
      expect(await apply.getAttribute("target")).toBe("_blank");
      expect(await apply.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      await page.getByText("This job is listed on boards.greenhouse.io. You apply on the company's site.").waitFor();
      expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
      await screenshot(page, "imported-job-page");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
