// A visitor watches the employer walkthrough at /employer-demo. It plays by itself (the first
// scene gives way to the second without a touch), pauses and resumes with Space on the scene and
// with the Pause button from the keyboard, steps to its end with Next, and every scene says its
// data is an example; axe finds nothing serious in the player. The end's call to action follows
// the landing page's rule: signed out "Sign Up to Start Hiring" to /register-company keeping
// /post-job for after sign-in, signed in as a company "Start Hiring Today" to /post-job. With
// reduced motion the walkthrough starts paused and stays on its first scene, and scenes change
// without a fade.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, openPage, uniqueEmail, waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const SCENE_TITLES = [
  "Post a job",
  "See ranked candidates",
  "Review your applicants",
  "Move an applicant through the pipeline",
  "Message a candidate",
  "Start Hiring Today",
];
// A scene stays seven seconds; waiting a little longer proves a paused walkthrough stays put.
const LONGER_THAN_A_SCENE = 8000;

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

const player = (page: Page) => page.getByRole("region", { name: "Employer walkthrough" });
const stepText = (page: Page, step: number) => player(page).getByText(`Step ${step} of ${SCENE_TITLES.length}`);

describe("a visitor watching the employer walkthrough", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`plays, pauses and resumes from the keyboard, and ends with the call to action (${viewport})`, async () => {
      const { page, context } = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/employer-demo`);
      const region = player(page);
      await stepText(page, 1).waitFor();
      await region.getByRole("heading", { name: "Post a job", level: 2 }).waitFor();
      await region.getByText("Example", { exact: true }).waitFor();
      // The first scene is /post-job's own fields filled with the example job.
      expect(await region.getByLabel("Job Title").inputValue()).toBe("Senior Frontend Developer");

      // It plays by itself: the second scene comes without a touch.
      await region.getByRole("button", { name: "Pause" }).waitFor();
      await stepText(page, 2).waitFor({ timeout: LONGER_THAN_A_SCENE + 2000 });
      await region.getByRole("heading", { name: "See ranked candidates" }).waitFor();
      await region.getByRole("tab", { name: "Candidates", selected: true }).waitFor();

      // Space on the scene pauses it; it then stays on the second scene.
      await region.getByRole("group", { name: "Walkthrough scene" }).focus();
      await page.keyboard.press("Space");
      await region.getByRole("button", { name: "Play" }).waitFor();
      await page.waitForTimeout(LONGER_THAN_A_SCENE);
      expect(await stepText(page, 2).isVisible()).toBe(true);
      expect(await seriousViolations(page, { include: "main" })).toEqual([]);
      await screenshot(page, "employer-demo-candidates");

      // Space again resumes it; the Pause button, reached with Tab and pressed with Enter, pauses it.
      await page.keyboard.press("Space");
      const pause = region.getByRole("button", { name: "Pause" });
      await pause.waitFor();
      await pause.focus();
      await page.keyboard.press("Enter");
      await region.getByRole("button", { name: "Play" }).waitFor();

      // Next, from the keyboard, steps through every scene to the end; each says it is an example.
      const next = region.getByRole("button", { name: "Next" });
      await next.focus();
      for (let step = 2; step < SCENE_TITLES.length; step++) {
        if (!(await stepText(page, step + 1).isVisible())) await page.keyboard.press("Enter");
        await stepText(page, step + 1).waitFor();
        await region.getByRole("heading", { name: SCENE_TITLES[step], level: 2 }).waitFor();
        await region.getByText("Example", { exact: true }).waitFor();
        if (SCENE_TITLES[step] === "Move an applicant through the pipeline") {
          await region.getByText("Maya Example moved from Applied to Interview").waitFor();
          await screenshot(page, "employer-demo-pipeline");
        }
        if (SCENE_TITLES[step] === "Message a candidate") {
          await region.getByText("Message sent to Maya Example").waitFor();
        }
      }
      await region.getByRole("button", { name: "Play Again" }).waitFor();
      expect(await seriousViolations(page, { include: "main" })).toEqual([]);
      await screenshot(page, "employer-demo-end");

      // Signed out, the call to action signs the company up and keeps /post-job for after.
      await region.getByRole("link", { name: "Sign Up to Start Hiring" }).click();
      await page.waitForURL(`${server.baseUrl}/register-company`);
      expect(await page.evaluate(() => window.localStorage.getItem("hirewise.redirectAfterLogin"))).toBe("/post-job");

      // Signed in as a company, the last scene's call to action says "Start Hiring Today" and opens /post-job.
      await apiCaller(page, server.baseUrl)(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("demo-watcher") }, { name: `Demo Watchers ${viewport} ${Date.now()}` }),
      );
      await page.goto(`${server.baseUrl}/employer-demo?step=6`);
      await region.getByRole("link", { name: "Start Hiring Today" }).click();
      await page.waitForURL(`${server.baseUrl}/post-job`);
      await context.close();
    }, 150_000);

    it(`waits for the viewer when the device asks for reduced motion (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/employer-demo`);
      await waitForHydration(page);
      const region = player(page);
      await region.getByRole("button", { name: "Play" }).waitFor();
      await region.getByText("Your device asks for less motion").waitFor();
      await page.waitForTimeout(LONGER_THAN_A_SCENE);
      expect(await stepText(page, 1).isVisible()).toBe(true);
      await region.getByRole("button", { name: "Next" }).click();
      await stepText(page, 2).waitFor();
      const animation = await region
        .getByRole("group", { name: "Walkthrough scene" })
        .evaluate((stage) => getComputedStyle(stage.lastElementChild as Element).animationName);
      expect(animation).toBe("none");
      await context.close();
    }, 90_000);
  }
});
