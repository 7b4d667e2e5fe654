// The whole hiring loop through the real UI: a company registers and posts a job from
// /post-job; the job is found in the search; a job seeker applies with a saved resume; the
// company moves the card to Interview with the keyboard, schedules the interview and keeps a
// private note; the seeker sees the interview and the history on the dashboard (never the note)
// and withdraws another application. On a desktop the company then drags the card to Offer.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
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

async function registerCompany(page: Page, name: string) {
  await page.goto(`${server.baseUrl}/register-company`);
  await page.getByLabel("Company Name").fill(name);
  await page.getByLabel("Contact Name").fill("Rania Aziz");
  await page.getByLabel("Work Email").fill(uniqueEmail("loop-company"));
  await page.getByLabel(/^Password\*?$/).fill("long-enough-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Company Account" }).click();
  await page.waitForURL(`${server.baseUrl}/dashboard`);
}

async function postJob(page: Page, title: string): Promise<number> {
  await page.goto(`${server.baseUrl}/post-job`);
  await page.getByLabel(/^Job Title\*?$/).fill(title);
  await page.getByLabel(/^Job Type\*?$/).selectOption({ label: "Full-time" });
  await page.getByLabel(/^Country\*?$/).selectOption("United Arab Emirates");
  await page.getByLabel(/^City\*?$/).selectOption("Dubai");
  await page.getByRole("radio", { name: "On-site" }).check();
  await page.getByLabel("Min Salary (AED)").fill("180000");
  await page.getByLabel("Max Salary (AED)").fill("240000");
  await page.getByLabel(/^Job Description\*?$/).fill("Run the night shift of our cold-chain warehouse.");
  await page.getByLabel(/^Requirements\*?$/).fill("3+ years in warehouse operations\nForklift licence");
  await page.getByRole("button", { name: "Post Job - Free" }).click();
  await expectToast(page, "Job Posted Successfully!");
  await page.waitForURL(/\/dashboard\?tab=jobs&job=\d+$/);
  return Number(new URL(page.url()).searchParams.get("job"));
}

describe("the hiring loop", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`runs from posting to an interview the seeker sees (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const jobTitle = `Warehouse Shift Lead ${stamp}`;
      const company = await openPage(browser, viewport);
      await registerCompany(company.page, `Cold Chain ${stamp}`);
      const jobId = await postJob(company.page, jobTitle);

      // The seeker has an account, a saved resume and one other application.
      const seeker = await openPage(browser, viewport);
      const seekerCall = apiCaller(seeker.page, server.baseUrl);
      await seekerCall(
        "post",
        "/api/auth/register",
        seekerInput({ email: uniqueEmail("loop-seeker"), firstName: "Omar", lastName: "Saleh" }),
      );
      await seekerCall("post", "/api/resumes", resumeInput({ title: "Omar - Operations" }));
      const [resume] = ((await seekerCall("get", "/api/resumes")) as { resumes: { id: number }[] }).resumes;
      const otherTitle = `Inventory Planner ${stamp}`;
      const other = (await apiCaller(company.page, server.baseUrl)(
        "post",
        "/api/jobs",
        jobPostingInput({ jobTitle: otherTitle }),
      )) as { id: number };
      await seekerCall("post", "/api/applications", { jobId: other.id, resumeId: resume.id });

      // The new job is found in the search, and the seeker applies from its page.
      const { page } = seeker;
      await page.goto(`${server.baseUrl}/jobs?search=${encodeURIComponent(stamp)}`);
      await page
        .getByRole("link", { name: new RegExp(jobTitle) })
        .first()
        .click();
      await page.waitForURL(`${server.baseUrl}/jobs/${jobId}`);
      await page.getByRole("heading", { level: 1, name: jobTitle }).waitFor();
      await page.getByRole("button", { name: "Apply Now" }).click();
      const apply = page.getByRole("dialog", { name: `Apply for ${jobTitle}` });
      await apply.getByRole("radio", { name: /Omar - Operations/ }).check();
      await apply.getByRole("button", { name: "Submit Application" }).click();
      await expectToast(page, "Application Submitted");
      expect(await page.getByRole("button", { name: "Applied" }).isDisabled()).toBe(true);

      // The company moves the card to Interview with the keyboard alone.
      const board = company.page;
      await board.goto(`${server.baseUrl}/dashboard`);
      await expect.poll(() => tile(board, "Applicants")).toBe("2");
      await board.getByRole("tab", { name: "Applicants" }).click();
      await board.getByRole("combobox", { name: "Job" }).selectOption({ label: `${jobTitle} (Active)` });
      await board.getByRole("region", { name: "Applied: 1" }).getByRole("heading", { name: "Omar Saleh" }).waitFor();
      await moveByKeyboard(board, "Omar Saleh", "Reviewing");
      await moveByKeyboard(board, "Omar Saleh", "Interview");
      await board.getByRole("region", { name: "Interview: 1" }).getByRole("heading", { name: "Omar Saleh" }).waitFor();

      // It schedules the interview and keeps a private note.
      await board.getByRole("button", { name: "Notes and interviews for Omar Saleh" }).click();
      const details = board.getByRole("dialog", { name: "Omar Saleh" });
      await details.getByText("No interview scheduled yet.").waitFor();
      await details.getByRole("button", { name: "Schedule interview" }).click();
      expect(await details.getByLabel(/^Date\*?$/).getAttribute("aria-invalid")).toBe("true");
      await details.getByLabel(/^Date\*?$/).fill("2031-02-11");
      await details.getByLabel(/^Time\*?$/).fill("09:15");
      await details.getByLabel(/^Time zone\*?$/).selectOption("Asia/Dubai");
      await details.getByLabel("Duration").selectOption({ label: "45 minutes" });
      await details.getByLabel(/^Place or video link\*?$/).fill("Jebel Ali warehouse, gate 3");
      await details.getByRole("button", { name: "Schedule interview" }).click();
      await expectToast(board, "Interview scheduled");
      await details.getByText(/^Tue, Feb 11, 2031, 9:15 AM \(Asia\/Dubai\)$/).waitFor();
      await details.getByLabel("Add a note").fill("Strong on cold-chain safety; ask about weekend shifts.");
      await details.getByRole("button", { name: "Add note" }).click();
      await expectToast(board, "Note added");
      await details.getByText("Strong on cold-chain safety; ask about weekend shifts.").waitFor();
      await screenshot(board, "applicant-details");
      await board.keyboard.press("Escape");
      await expect.poll(() => tile(board, "Interviews")).toBe("1");

      // The seeker sees the interview and the history, and not the note.
      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("heading", { name: "Recent Applications" }).waitFor();
      expect(await tile(page, "Interviews")).toBe("1");
      await page.getByRole("button", { name: new RegExp(`^Details of your application for ${jobTitle}`) }).click();
      const mine = page.getByRole("dialog", { name: jobTitle });
      await mine.getByText(/^Tue, Feb 11, 2031, 9:15 AM \(Asia\/Dubai\)$/).waitFor();
      await mine.getByText("45 minutes · Jebel Ali warehouse, gate 3").waitFor();
      for (const step of ["Applied, by you", "Reviewing, by the company", "Interview, by the company"]) {
        await mine.getByText(step).waitFor();
      }
      expect(await page.getByText(/weekend shifts/).count()).toBe(0);
      await page.keyboard.press("Escape");

      // It withdraws the other application.
      await page.getByRole("button", { name: new RegExp(`^Details of your application for ${otherTitle}`) }).click();
      const withdrawing = page.getByRole("dialog", { name: otherTitle });
      await withdrawing.getByRole("button", { name: "Withdraw application" }).click();
      await withdrawing.getByRole("button", { name: "Yes, withdraw" }).click();
      await expectToast(page, "Application Withdrawn");
      await withdrawing.getByText("Withdrawn, by you").waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => tile(page, "Applied")).toBe("1");

      if (viewport === "desktop") {
        // Dragging works beside the keyboard: a column the pipeline does not allow (Interview to
        // Hired) refuses the card, and Offer takes it.
        const card = board.getByRole("article", { name: "Omar Saleh" });
        await card.dragTo(board.getByRole("region", { name: "Hired: 0" }));
        await board
          .getByRole("region", { name: "Interview: 1" })
          .getByRole("heading", { name: "Omar Saleh" })
          .waitFor();
        await card.dragTo(board.getByRole("region", { name: "Offer: 0" }));
        await expectToast(board, "Omar Saleh moved to Offer");
        await board.getByRole("region", { name: "Offer: 1" }).getByRole("heading", { name: "Omar Saleh" }).waitFor();
      }
      await screenshot(board, "hiring-loop-board");
      await seeker.context.close();
      await company.context.close();
    });
  }
});
