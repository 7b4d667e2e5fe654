// The skills assessment, on the page and in the dashboard's modal: a visitor answers the five
// questions on /skills-assessment and sees each area's score, level and stars with an invitation
// to keep them; a job seeker's page results are stored (the toast says so), then the dashboard's
// technical assessment, answered by keyboard and mouse, fills Skill Progress with its bars and
// history; Retake starts it again from the first question.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { SCREENSHOT_DIR, screenshot } from "./support/screenshots";
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

/** The page's five answers by label, one per question, and the scores they give. */
const PAGE_ANSWERS = [
  "Others come to me for technical advice and I set up how we work", // Technical Skills: 7 → 100
  "I explain it when asked, mostly in conversation", // Communication: 3 → 43
  "I prefer to follow the plan someone else sets", // Leadership: 1 → 14
  "I break it down, compare options and test the best one", // Problem Solving: 5 → 71
  "I build spreadsheets with formulas and simple charts", // Data Analysis: 4 → 57
];

async function answerPage(page: Page) {
  const next = page.getByRole("button", { name: "Next" });
  for (const [index, answer] of PAGE_ANSWERS.entries()) {
    await page.getByText(`Question ${index + 1} of 5`).waitFor();
    await page.getByText(`${(index + 1) * 20}% complete`).waitFor();
    const button = index === PAGE_ANSWERS.length - 1 ? page.getByRole("button", { name: "Get Results" }) : next;
    // Next waits for an answer; Previous is off on the first question only.
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(index === 0);
    if (index === 1) {
      // Back and forth keeps the answer given.
      await page.getByRole("button", { name: "Previous" }).click();
      await page.getByText("Question 1 of 5").waitFor();
      expect(await page.getByRole("radio", { name: PAGE_ANSWERS[0] }).isChecked()).toBe(true);
      await next.click();
      await page.getByText("Question 2 of 5").waitFor();
    }
    await page.getByRole("radio", { name: answer }).check();
    if (index === 0) await screenshot(page, "skills-assessment-question");
    await button.click();
  }
}

/** The screen as the reader sees it with the dialog open (a full-page shot stretches the fixed dialog). */
async function screenshotScreen(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

async function expectArea(page: Page, area: string, score: number, level: string, stars: number) {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: area, exact: true }) });
  await card.getByText(`${score} / 100`).waitFor();
  await card.getByText(level, { exact: true }).waitFor();
  await card.getByRole("img", { name: `${stars} of 5 stars` }).waitFor();
}

describe("a job seeker takes the skills assessment", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`as a visitor sees the results and an invitation to keep them (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/skills-assessment`);
      await page.getByRole("heading", { name: "Skills Assessment", level: 1 }).waitFor();
      expect(await page.title()).toMatch(/^Skills Assessment/);

      await answerPage(page);

      await page.getByRole("heading", { name: "Your Results", exact: true }).waitFor();
      await expectArea(page, "Technical Skills", 100, "Expert", 5);
      await expectArea(page, "Communication", 43, "Intermediate", 2);
      await expectArea(page, "Leadership", 14, "Beginner", 1);
      await expectArea(page, "Problem Solving", 71, "Expert", 4);
      await expectArea(page, "Data Analysis", 57, "Advanced", 3);
      await page.getByRole("heading", { name: "Keep your results" }).waitFor();
      expect(await page.getByRole("link", { name: "Sign in to save" }).getAttribute("href")).toBe("/login");
      expect(await page.getByRole("link", { name: "Build Your Resume" }).getAttribute("href")).toBe("/resume-builder");
      expect(await page.getByRole("link", { name: "Find Matching Jobs" }).getAttribute("href")).toBe("/jobs");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "skills-assessment-results-visitor");

      await page.getByRole("button", { name: "Take Assessment Again" }).click();
      await page.getByText("Question 1 of 5").waitFor();
      expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
      // The focus goes to the first question, not lost with the button that started again.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "How do you handle the tools and technology your work relies on?",
      );
      await context.close();
    });

    it(`as a job seeker keeps the results and sees them in Skill Progress (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      const call = apiCaller(page, server.baseUrl);
      await call("post", "/api/auth/register", seekerInput({ email: uniqueEmail("assessment") }));

      // The dashboard before any assessment: an invitation to take one.
      await page.goto(`${server.baseUrl}/dashboard`);
      const progress = page.getByRole("region", { name: "Skill Progress" });
      await progress.getByText("No assessment taken yet").waitFor();

      await page.goto(`${server.baseUrl}/skills-assessment`);
      await answerPage(page);
      await expectToast(page, "Assessment Complete!");
      await page.getByText("Your skill assessment has been saved successfully.").waitFor();
      await page.getByText("Saved to your dashboard's Skill Progress.").waitFor();
      await expectArea(page, "Leadership", 14, "Beginner", 1);
      // What to practise next: the weakest area first.
      await page.getByRole("link", { name: /^Work on Leadership \(you scored 14\)/ }).waitFor();
      expect((await call("get", "/api/skills-assessment")).history).toHaveLength(1);
      await screenshot(page, "skills-assessment-results-seeker");

      // The dashboard's technical assessment, from the keyboard and the mouse.
      await page.goto(`${server.baseUrl}/dashboard`);
      await progress.getByRole("heading", { name: "Recent assessments" }).waitFor();
      await progress.getByText(/^Skills assessment, /).waitFor();
      await progress.getByRole("button", { name: "Take Skills Assessment" }).click();
      const dialog = page.getByRole("dialog", { name: "Technical Skills Assessment" });
      await dialog.getByText("Question 1 of 5").waitFor();
      // JavaScript by keyboard: focus the first option, then the arrow keys move the choice.
      await dialog.getByRole("radio", { name: /^I know the basics/ }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      expect(await dialog.getByRole("radio", { name: /^I structure larger code bases/ }).isChecked()).toBe(true);
      await screenshotScreen(page, "skills-assessment-modal");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Question 2 of 5").waitFor();
      await dialog.getByRole("radio", { name: /^I build whole apps with routing/ }).check(); // React 75
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("radio", { name: /^Production services/ }).check(); // Node.js 85
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("radio", { name: /^I write queries with joins/ }).check(); // Database 50
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Question 5 of 5").waitFor();
      await dialog.getByRole("radio", { name: /^I find the root cause/ }).check(); // Problem Solving 95
      await dialog.getByRole("button", { name: "Complete Assessment" }).click();
      await dialog.getByText("Assessment complete").waitFor();
      await expectToast(page, "Assessment Complete!");
      await screenshotScreen(page, "skills-assessment-modal-done");

      // Retake starts again from the first question, with nothing chosen; closing and reopening too.
      await dialog.getByRole("button", { name: "Retake Assessment" }).click();
      await dialog.getByText("Question 1 of 5").waitFor();
      expect(await dialog.getByRole("radio", { checked: true }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Skill Progress: the newest scores, the first three skills with their bars, and the history.
      const bar = progress.getByRole("progressbar", { name: "JavaScript" });
      await bar.waitFor();
      expect(await bar.getAttribute("aria-valuenow")).toBe("80");
      expect(await progress.getByRole("progressbar", { name: "React" }).getAttribute("aria-valuenow")).toBe("75");
      expect(await progress.getByRole("progressbar", { name: "Node.js" }).getAttribute("aria-valuenow")).toBe("85");
      expect(await progress.getByRole("progressbar").count()).toBe(3);
      await progress.getByText(/^Technical skills check, /).waitFor();
      await progress.getByText(/^Skills assessment, /).waitFor();
      // Green from 80, the primary colour below.
      expect(await bar.locator("div").getAttribute("class")).toContain("bg-green-600");
      expect(await progress.getByRole("progressbar", { name: "React" }).locator("div").getAttribute("class")).toContain(
        "bg-primary-700",
      );
      await progress.getByRole("link", { name: /^Work on Leadership/ }).waitFor();
      await progress.scrollIntoViewIfNeeded();
      await screenshot(page, "skill-progress");

      // View Dashboard closes the modal.
      await progress.getByRole("button", { name: "Take Skills Assessment" }).click();
      for (let question = 0; question < 5; question += 1) {
        await dialog.getByRole("radio").last().check();
        await dialog.getByRole("button", { name: question === 4 ? "Complete Assessment" : "Next" }).click();
      }
      await dialog.getByRole("button", { name: "View Dashboard" }).click();
      await dialog.waitFor({ state: "hidden" });
      await progress
        .getByRole("progressbar", { name: "JavaScript", exact: true })
        .and(page.locator('[aria-valuenow="95"]'))
        .waitFor();
      await context.close();
    });
  }
});
