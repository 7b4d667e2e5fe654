// A company posts a job (docs/product.md#post-job): it registers, opens /post-job, is told
// what is missing, fills the form by its labels, posts, sees "Job Posted Successfully!", lands on
// the job's page and finds the job in the job search.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
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

describe("a company posts a job", () => {
  it("registers, posts from /post-job, lands on the job's page and finds it in search", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const email = uniqueEmail("poster");
    await page.goto(`${server.baseUrl}/register-company`);
    await page.getByLabel("Company Name").fill("Quokka Logistics");
    await page.getByLabel("Contact Name").fill("Mina Park");
    await page.getByLabel("Work Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill("long-enough-1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Company Account" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    await page.goto(`${server.baseUrl}/post-job`);
    await page.getByRole("heading", { level: 1, name: "Post a Job" }).waitFor();
    // The company posts as itself, and its account's e-mail is the contact to start with.
    const companyName = page.getByLabel(/^Company Name\*?$/);
    expect(await companyName.inputValue()).toBe("Quokka Logistics");
    expect(await companyName.getAttribute("readonly")).not.toBeNull();
    expect(await page.getByLabel(/^Contact Email\*?$/).inputValue()).toBe(email);

    // Nothing filled in: the spec's failure, each missing field named, the first one focused.
    await page.getByRole("button", { name: "Post Job - Free" }).click();
    await expectToast(page, "Error");
    await page.getByText("Failed to post job. Please try again.").first().waitFor();
    const title = page.getByLabel(/^Job Title\*?$/);
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel(/^Requirements\*?$/).getAttribute("aria-invalid")).toBe("true");

    await title.fill("Senior Quokka Wrangler");
    await page.getByLabel(/^Job Type\*?$/).selectOption({ label: "Contract" });
    await page.getByLabel(/^Country\*?$/).selectOption("United Kingdom");
    // The salaries are yearly, in the chosen country's currency.
    await page.getByLabel("Min Salary (GBP)").waitFor();
    await page.getByLabel(/^City\*?$/).selectOption("Manchester");
    await page.getByRole("radio", { name: "Hybrid" }).check();
    await page.getByLabel("Min Salary (GBP)").fill("45000");
    await page.getByLabel("Max Salary (GBP)").fill("40000");
    await page.getByLabel("Urgent hiring").check();
    await page.getByLabel(/^Job Description\*?$/).fill("Keep our <b>quokkas</b> happy and on schedule.");
    await page.getByLabel(/^Requirements\*?$/).fill("3+ years with marsupials\n\nA calm voice");
    await page.getByLabel("Benefits & Perks").fill("Private health cover\nCycle to work");

    // The one schema's rule, shown on its field: the max salary below the min.
    await page.getByRole("button", { name: "Post Job - Free" }).click();
    await page.getByText("Max salary must be at least the min salary").waitFor();
    await page.getByLabel("Max Salary (GBP)").fill("55000");

    // The filled form from its top, once the failure toasts have gone.
    await page.getByText("Failed to post job. Please try again.").first().waitFor({ state: "hidden" });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await screenshot(page, "post-job");
    }

    await page.getByRole("button", { name: "Post Job - Free" }).click();
    await expectToast(page, "Job Posted Successfully!");
    // The poster lands on the job's card in the dashboard's Jobs tab, focused, with its public page.
    await page.waitForURL(/\/dashboard\?tab=jobs&job=\d+$/);
    await page.getByRole("tab", { name: "Jobs", selected: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Senior Quokka Wrangler");
    await screenshot(page, "posted-job-in-dashboard");
    await page.getByRole("link", { name: "View the job page of Senior Quokka Wrangler" }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "Senior Quokka Wrangler" }).waitFor();
    // HTML is shown as the text it was typed as.
    await page.getByText("Keep our <b>quokkas</b> happy and on schedule.").waitFor();
    await page.getByText("3+ years with marsupials").waitFor();
    await page.getByText("Urgent hiring", { exact: true }).waitFor();
    const jobId = Number(page.url().split("/").at(-1));
    await screenshot(page, "posted-job");

    await page.goto(`${server.baseUrl}/jobs?search=quokka`);
    const card = page.getByRole("link", { name: /Senior Quokka Wrangler/ }).first();
    await card.waitFor();
    expect(await card.getAttribute("href")).toContain(`/jobs/${jobId}`);
    await page.getByRole("article", { name: "Senior Quokka Wrangler" }).getByText("Urgent hiring").waitFor();

    // The company edits the job from its Jobs tab: the form starts from the job as posted.
    await page.goto(`${server.baseUrl}/dashboard?tab=jobs`);
    await page.getByRole("link", { name: "Edit Senior Quokka Wrangler" }).click();
    await page.waitForURL(`${server.baseUrl}/post-job?edit=${jobId}`);
    await page.getByRole("heading", { level: 1, name: "Edit Job" }).waitFor();
    const editedTitle = page.getByLabel(/^Job Title\*?$/);
    expect(await editedTitle.inputValue()).toBe("Senior Quokka Wrangler");
    expect(await page.getByLabel(/^City\*?$/).inputValue()).toBe("Manchester");
    expect(await page.getByLabel(/^Requirements\*?$/).inputValue()).toBe("3+ years with marsupials\nA calm voice");
    await editedTitle.fill("Lead Quokka Wrangler");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Job updated successfully");
    await page.waitForURL(`${server.baseUrl}/dashboard?tab=jobs&job=${jobId}`);
    await page.getByRole("heading", { name: "Lead Quokka Wrangler" }).waitFor();
    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await page.getByRole("heading", { level: 1, name: "Lead Quokka Wrangler" }).waitFor();

    // Another company's job, or one that does not exist, is not there to edit.
    const missing = await page.goto(`${server.baseUrl}/post-job?edit=999999`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Job not found" }).waitFor();
    await context.close();
  });
});
