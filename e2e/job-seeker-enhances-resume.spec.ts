import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { SCREENSHOT_DIR, screenshot, VIEWPORTS } from "./support/screenshots";
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

const WEAK = "Responsible for managing a team of 5 engineers\nHelped to build the Acme checkout";
const REWRITTEN = "Managed a team of 5 engineers\nBuilt the Acme checkout";
const SUMMARY = "I am a very experienced engineer.";

/** A CSP violation or a hydration mismatch shows up as a console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** React has taken over the server's HTML and the draft has been read back. */
async function openBuilder(page: Page) {
  await page.goto(`${server.baseUrl}/resume-builder`);
  await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();
  await page.waitForLoadState("networkidle");
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const card = (page: Page) => page.getByRole("region", { name: "AI Assistant" });
const enhanceButton = (page: Page) => card(page).getByRole("button", { name: /^(Enhance with AI|Generating\.\.\.)$/ });
const suggestion = (page: Page, label: string) =>
  card(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: label, exact: true }) });

async function fillResume(page: Page) {
  await field(page, "Phone").fill("+212 600 123 456");
  await field(page, "Location").fill("Casablanca, Morocco");
  await field(page, "Professional Summary").fill(SUMMARY);
  await field(page, "Position").fill("Lead Engineer");
  await field(page, "Company").fill("Acme");
  await field(page, "Start Date").fill("2020-01");
  await field(page, "Description").fill(WEAK);
  await field(page, "Institution").fill("Mohammed V University");
  await field(page, "Degree").fill("BSc");
  await field(page, "Field of Study").fill("Computer Science");
  await field(page, "Graduation Date").fill("2018-06");
}

describe.each<TViewportName>(["phone", "desktop"])("a job seeker on %s", (viewport) => {
  it("enhances the resume with AI, accepts one rewrite, rejects another and saves the accepted text", async () => {
    const { context, page } = await openPage(browser, viewport);
    const consoleErrors = collectConsoleErrors(page);
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail(`enhance-${viewport}`),
      password: "s3cret-pass",
      firstName: "Jane",
      lastName: "Doe",
    });
    await openBuilder(page);

    // Nothing to enhance yet: the button says why it waits.
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Jane Doe");
    expect(await enhanceButton(page).isDisabled()).toBe(true);
    await card(page).getByText("Add a summary, a work experience, your education or your skills first.").waitFor();

    await fillResume(page);
    await expect.poll(() => enhanceButton(page).isEnabled()).toBe(true);
    expect(await card(page).getByText("Add a summary, a work experience").count()).toBe(0);
    await enhanceButton(page).click();

    const suggestions = card(page).getByRole("region", { name: "Suggestions" });
    await suggestions.waitFor();
    await suggestions.getByText("Suggestions by Built-in assistant").waitFor();
    const summary = suggestion(page, "Professional summary");
    const experience = suggestion(page, "Experience 1: Lead Engineer at Acme");
    // The word diff: removed words in <del>, added ones in <ins>, each named for a screen reader.
    expect(await experience.locator("del").allTextContents()).toEqual([
      "Removed: Responsible for managing",
      "Removed: Helped to build",
    ]);
    expect(await experience.locator("ins").allTextContents()).toEqual(["Added: Managed", "Added: Built"]);
    expect(await summary.locator("del").count()).toBeGreaterThan(0);
    expect(await summary.locator("ins").count()).toBeGreaterThan(0);
    await experience.getByText(`Suggested text: ${REWRITTEN}`).waitFor({ state: "attached" });
    // The tip about the entry stands under it.
    await experience.getByText(/^Add a number to “Built the Acme checkout”/).waitFor();

    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const shot = path.join(SCREENSHOT_DIR, `resume-ai-assistant-diff-${VIEWPORTS[viewport].width}.png`);
    await card(page).screenshot({ path: shot });
    await screenshot(page, "resume-ai-assistant-page");
    // The diff's colours, names and roles pass axe-core (the label-in-name rule asked for by name).
    const { violations } = await new AxeBuilder({ page })
      .include("section[aria-labelledby='resume-ai-assistant-title']")
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Accept puts the rewrite in the field; Reject leaves the summary as it was.
    await page.getByRole("button", { name: "Accept suggestion for Experience 1: Lead Engineer at Acme" }).click();
    await expect.poll(() => field(page, "Description").inputValue()).toBe(REWRITTEN);
    await page.getByRole("button", { name: "Reject suggestion for Professional summary" }).click();
    await card(page)
      .getByText("You reviewed every suggestion. Save your resume to keep the changes you accepted.")
      .waitFor();
    expect(await field(page, "Professional Summary").inputValue()).toBe(SUMMARY);
    expect(
      await card(page)
        .getByRole("button", { name: /^(Accept|Reject) suggestion/ })
        .count(),
    ).toBe(0);

    if (viewport === "desktop") {
      // A suggestion for text edited since cannot be accepted, until the text is back.
      await enhanceButton(page).click();
      await suggestion(page, "Professional summary").locator("ins").first().waitFor();
      const accept = page.getByRole("button", { name: "Accept suggestion for Professional summary" });
      await field(page, "Professional Summary").fill(`${SUMMARY} I like tests.`);
      await card(page)
        .getByText(/^This text changed after the suggestion was made/)
        .waitFor();
      expect(await accept.isDisabled()).toBe(true);
      await field(page, "Professional Summary").fill(SUMMARY);
      await expect.poll(() => accept.isEnabled()).toBe(true);
      await page.getByRole("button", { name: "Reject suggestion for Professional summary" }).click();
      expect(await field(page, "Professional Summary").inputValue()).toBe(SUMMARY);
    }

    await page.getByRole("button", { name: "Save Resume" }).click();
    await expectToast(page, "Resume Saved");
    const api = apiCaller(page, server.baseUrl);
    const { resumes } = (await api("get", "/api/resumes")) as { resumes: Array<{ id: number }> };
    expect(resumes).toHaveLength(1);
    const { resume } = (await api("get", `/api/resumes/${resumes[0].id}`)) as {
      resume: { personalInfo: { summary?: string }; experience: Array<{ description?: string }> };
    };
    expect(resume.experience[0].description).toBe(REWRITTEN);
    expect(resume.personalInfo.summary).toBe(SUMMARY);

    // Suggestions belong to the resume they were made for: a new resume starts without them.
    await enhanceButton(page).click();
    await suggestion(page, "Professional summary").waitFor();
    await page.getByRole("button", { name: "New Resume" }).click();
    await card(page).getByRole("region", { name: "Suggestions" }).waitFor({ state: "detached" });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("a job seeker over the hourly AI limit", () => {
  it("is told why Enhance with AI failed", async () => {
    const { context, page } = await openPage(browser, "phone");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("enhance-limit"),
      password: "s3cret-pass",
      firstName: "Lina",
    });
    await openBuilder(page);
    await field(page, "Professional Summary").fill(SUMMARY);
    // The account's 60 AI calls of the hour, spent through the API.
    const statuses = await page.evaluate(async (summary) => {
      const answers: number[] = [];
      for (let call = 0; call < 60; call += 1) {
        const response = await fetch("/api/resumes/generate-content", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ personalInfo: { summary } }),
        });
        answers.push(response.status);
      }
      return answers;
    }, SUMMARY);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await enhanceButton(page).click();
    await expectToast(page, "Generation Failed");
    await page
      .getByText("You have used the AI assistant many times in the last hour. Please try again later.")
      .waitFor();
    expect(await card(page).getByRole("region", { name: "Suggestions" }).count()).toBe(0);
    await expect.poll(() => enhanceButton(page).textContent()).toBe("Enhance with AI");
    await context.close();
  });
});

describe("a visitor", () => {
  it("is asked to sign in to enhance a resume", async () => {
    const { context, page } = await openPage(browser, "phone");
    await openBuilder(page);
    await field(page, "Professional Summary").fill(SUMMARY);
    await enhanceButton(page).click();
    await expectToast(page, "Login Required");
    await page.getByText("Please sign in to use AI content generation.").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    await context.close();
  });
});
