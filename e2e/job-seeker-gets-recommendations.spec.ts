// The seeker dashboard's matching: a job seeker with a front-end resume opens the
// dashboard and sees "Recommended for you" with a fitting job first, its match badge and why
// (never the nurse's job of the same company), then opens the "Market insights" quick action and
// reads the skills in demand, the typical salary in their country's currency and the remote share.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, openPage, uniqueEmail } from "./support/journey";
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

const FRONT_END = resumeInput({
  title: "Front-end resume",
  personalInfo: {
    fullName: "Lina Haddad",
    email: "lina@example.com",
    phone: "+1 555 0100",
    location: "New York, United States",
    summary: "Front-end developer who ships accessible web apps.",
  },
  experience: [
    {
      company: "Acme",
      position: "Frontend Developer",
      startDate: "2019-01",
      current: true,
      description: "Builds web apps in React.",
    },
  ],
  skills: ["JS", "React", "Node"],
  certifications: [],
});

describe("a job seeker gets recommendations", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sees a fitting job first and opens Market insights (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const fitting = `Frontend Developer ${stamp}`;
      const unrelated = `Registered Nurse ${stamp}`;

      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("recommend-company") }, { name: `Pixel Works ${stamp}` }),
      );
      const usJob = { country: "United States", city: "New York", salaryMin: 90_000, salaryMax: 120_000 };
      await companyCall(
        "post",
        "/api/jobs",
        jobPostingInput({
          ...usJob,
          jobTitle: unrelated,
          description: "Care for patients on our intensive care ward.",
          requirements: "BLS certification\nPatient assessment",
        }),
      );
      await companyCall(
        "post",
        "/api/jobs",
        jobPostingInput({
          ...usJob,
          jobTitle: fitting,
          workType: "remote",
          description: "Build our web app with JavaScript, React and Node.js.",
          requirements: "3+ years of JavaScript and React\nNode.js\nTypeScript and GraphQL",
        }),
      );
      await company.context.close();

      const { context, page } = await openPage(browser, viewport);
      const seekerCall = apiCaller(page, server.baseUrl);
      await seekerCall("post", "/api/auth/register", seekerInput({ email: uniqueEmail("recommend-seeker") }));
      await page.goto(`${server.baseUrl}/dashboard`);

      // Without a resume: an invitation to build one, in the section and in the insights.
      const section = page.getByRole("region", { name: "Recommended for you" });
      await section.getByText("Build a resume to get recommendations").waitFor();
      await section.getByRole("link", { name: "Build My Resume" }).waitFor();

      await seekerCall("post", "/api/resumes", FRONT_END);
      await page.reload();
      const cards = section.getByRole("listitem");
      await cards.first().waitFor();
      const first = cards.first();
      // A fitting job first (the other width's run posted one too), this run's among them.
      expect(await first.getByRole("link").textContent()).toMatch(/^Frontend Developer/);
      await section.getByRole("link", { name: new RegExp(fitting) }).waitFor();
      await first.getByText(/^\d+% match/).waitFor();
      const why = await first.getByText(/^Matches /).textContent();
      for (const skill of ["JavaScript", "React", "Node.js"]) expect(why).toContain(skill);
      expect(await section.getByText(unrelated).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await first.scrollIntoViewIfNeeded();
      await screenshot(page, "recommended-for-you");

      // The quick action opens the insights, from the keyboard too.
      const quickActions = page.getByRole("region", { name: "Quick Actions" });
      const insightsButton = quickActions.getByRole("button", { name: /Market insights/ });
      await insightsButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Market insights" });
      await dialog.getByRole("heading", { name: "Skills in demand you could add" }).waitFor();
      await dialog.getByText(/Across \d+ open jobs? that match/).waitFor();
      await dialog.getByText("GraphQL").waitFor();
      await dialog.getByRole("heading", { name: "Typical salary in United States" }).waitFor();
      await dialog.getByText("$90,000 - $120,000 a year").waitFor();
      await dialog.getByText(/Median of \d+ matching jobs? in United States/).waitFor();
      await dialog.getByText(/of the matching jobs are remote/).waitFor();
      await screenshot(page, "market-insights");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await insightsButton.evaluate((element) => element === document.activeElement)).toBe(true);
      await context.close();
    });
  }
});
