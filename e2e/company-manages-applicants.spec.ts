// A company follows its hiring on the dashboard. It posts a job, a job seeker applies
// with a saved resume, and the company moves the card on the Applicants board to Reviewing and
// then Interview with the keyboard alone; the seeker's dashboard then says Interview. The Overview
// leads to the board and the Jobs tab pauses the job.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { moveByKeyboard, tile } from "./support/dashboard";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
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

describe("a company managing its applicants", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`moves an application to Interview with the keyboard, and the seeker sees it (${viewport})`, async () => {
      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      const jobTitle = `Board Keeper ${viewport}`;
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("hiring") }, { name: `Board Works ${viewport} ${Date.now()}` }),
      );
      const job = await companyCall("post", "/api/jobs", jobPostingInput({ jobTitle }));

      const seeker = await openPage(browser, viewport);
      const seekerCall = apiCaller(seeker.page, server.baseUrl);
      await seekerCall(
        "post",
        "/api/auth/register",
        seekerInput({ email: uniqueEmail("board"), firstName: "Noor", lastName: "Haddad" }),
      );
      const resume = await seekerCall("post", "/api/resumes", resumeInput({ title: "Noor - Resume" }));
      await seekerCall("post", "/api/applications", { jobId: job.id, resumeId: resume.id });

      const { page } = company;
      await page.goto(`${server.baseUrl}/dashboard`);
      const main = page.locator("#main-content");
      await main.getByRole("link", { name: "Find Candidates", exact: true }).waitFor();
      await main.getByRole("link", { name: "Post New Job", exact: true }).waitFor();
      expect(await tile(page, "Active Jobs")).toBe("1");
      expect(await tile(page, "Applicants")).toBe("1");
      expect(await tile(page, "Interviews")).toBe("0");
      // The Overview lists the new applicant; "View on board" opens the job's board.
      await page.getByRole("link", { name: jobTitle }).waitFor();
      await screenshot(page, "company-dashboard-overview");
      await page
        .getByRole("button", { name: `Show the application of Noor Haddad for ${jobTitle} on the board` })
        .click();
      await page.getByRole("tab", { name: "Applicants", selected: true }).waitFor();
      await page.getByRole("combobox", { name: "Job" }).waitFor();
      await page.getByRole("region", { name: "Applied: 1" }).getByRole("heading", { name: "Noor Haddad" }).waitFor();
      expect(
        await page.getByRole("link", { name: "Open the resume Noor Haddad sent (PDF)" }).getAttribute("href"),
      ).toMatch(/^\/api\/applications\/\d+\/resume\.pdf$/);

      await moveByKeyboard(page, "Noor Haddad", "Reviewing");
      await page.getByRole("region", { name: "Reviewing: 1" }).getByRole("heading", { name: "Noor Haddad" }).waitFor();
      await moveByKeyboard(page, "Noor Haddad", "Interview");
      await page.getByRole("region", { name: "Interview: 1" }).getByRole("heading", { name: "Noor Haddad" }).waitFor();
      await expect.poll(() => tile(page, "Interviews")).toBe("1");
      await screenshot(page, "company-dashboard");

      // The seeker's dashboard follows the move.
      await seeker.page.goto(`${server.baseUrl}/dashboard`);
      const row = seeker.page.getByRole("button", { name: new RegExp(`^Details of your application for ${jobTitle}`) });
      await expect.poll(() => row.textContent()).toContain("Interview");
      await seeker.context.close();

      // The Jobs tab pauses the job: a toast, the Paused badge, and no active job left.
      await page.getByRole("tab", { name: "Jobs" }).click();
      await page.getByRole("heading", { name: jobTitle }).waitFor();
      await page.getByText("1 applicant", { exact: true }).waitFor();
      await page
        .getByRole("group", { name: `Actions for ${jobTitle}` })
        .getByRole("button", { name: "Pause" })
        .click();
      await expectToast(page, "Job paused");
      // Pause has become Reopen; the focus stays on the job's card.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(jobTitle);
      await page
        .getByRole("group", { name: `Actions for ${jobTitle}` })
        .getByRole("button", { name: "Reopen" })
        .waitFor();
      await expect.poll(() => tile(page, "Active Jobs")).toBe("0");
      await screenshot(page, "company-dashboard-jobs");

      // Duplicate saves a draft copy; the draft is deleted after a confirmation.
      await page
        .getByRole("group", { name: `Actions for ${jobTitle}` })
        .getByRole("button", { name: "Duplicate" })
        .click();
      await expectToast(page, "Copy saved as a draft");
      await page.getByText("Draft", { exact: true }).waitFor();
      await page.locator("#main-content").getByRole("button", { name: "Delete draft" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this draft?" });
      await dialog.getByRole("button", { name: "Delete draft" }).click();
      await expectToast(page, "Draft deleted");
      await expect.poll(() => page.getByText("Draft", { exact: true }).count()).toBe(0);
      await company.context.close();
    });
  }
});
